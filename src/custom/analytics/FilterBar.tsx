// The chart filter form (spec §3: chat, fromDateTime, toDateTime, span, hours): the quick spans of §5, a custom
// range checked with the §5 rules before it is applied, and the flow / agent / team filters.
import { useEffect, useState } from 'react';
import { Box, Button, FormHelperText, MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { customRangeError, QUICK_SPANS } from '../../domain/analytics/dateRange';
import type { FilterOptions } from '../../domain/analytics/types';
import { UI } from './labels';
import type { Filters } from './useFilters';

/** datetime-local value <-> seconds, in the browser's own timezone. */
const toInput = (s: number | null) => {
  if (s === null) return '';
  const d = new Date(s * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const fromInput = (v: string) => (v ? Math.round(new Date(v).getTime() / 1000) : null);

export interface FilterBarProps {
  filters: Filters;
  options: FilterOptions | undefined;
  onChange: (patch: Partial<Filters>) => void;
  onExport?: () => void;
  exporting?: boolean;
}

export function FilterBar({ filters, options, onChange, onExport, exporting }: FilterBarProps) {
  const [custom, setCustom] = useState(filters.range === 'custom');
  const [from, setFrom] = useState(toInput(filters.from));
  const [to, setTo] = useState(toInput(filters.to));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setCustom(filters.range === 'custom'), [filters.range]);

  const apply = () => {
    const f = fromInput(from);
    const t = fromInput(to);
    const message = customRangeError(f, t, Math.round(Date.now() / 1000));
    setError(message);
    if (!message) onChange({ range: 'custom', from: f, to: t });
  };

  const select = (key: 'chat' | 'agent' | 'team', label: string, all: string, items: Array<{ id: number; name: string }> = []) => (
    <TextField
      select
      fullWidth={false}
      size="small"
      label={label}
      value={filters[key] ?? ''}
      onChange={(e) => onChange({ [key]: e.target.value === '' ? null : Number(e.target.value) })}
      sx={{ minWidth: 170 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{all}</MenuItem>
      {items.map((i) => (
        <MenuItem key={i.id} value={i.id}>
          {i.name}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box component="form" aria-label="Chart filter" onSubmit={(e) => (e.preventDefault(), apply())} sx={{ mb: 2 }}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={custom ? 'custom' : filters.range}
          onChange={(_, v: string | null) => {
            if (!v) return;
            if (v === 'custom') return setCustom(true);
            setCustom(false);
            setError(null);
            onChange({ range: v as Filters['range'] });
          }}
          aria-label="Date range"
        >
          {QUICK_SPANS.map((s) => (
            <ToggleButton key={s.key} value={s.key} sx={{ textTransform: 'none', px: 1.5 }}>
              {s.label}
            </ToggleButton>
          ))}
          <ToggleButton value="custom" sx={{ textTransform: 'none', px: 1.5 }}>
            {UI.custom}
          </ToggleButton>
        </ToggleButtonGroup>
        {select('chat', UI.flow, UI.allFlows, options?.flows)}
        {select('agent', UI.agent, UI.allAgents, options?.agents)}
        {select('team', UI.team, UI.allTeams, options?.teams)}
        <Box sx={{ flexGrow: 1 }} />
        {onExport && (
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={onExport} disabled={exporting}>
            {UI.exportCsv}
          </Button>
        )}
      </Stack>
      {custom && (
        <Stack direction="row" spacing={1.5} sx={{ mt: 1.5, alignItems: 'flex-start' }}>
          <TextField size="small" type="datetime-local" label={UI.from} value={from} onChange={(e) => setFrom(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField size="small" type="datetime-local" label={UI.to} value={to} onChange={(e) => setTo(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          <Button type="submit" variant="contained">
            {UI.apply}
          </Button>
          {error && (
            <FormHelperText error role="alert" sx={{ alignSelf: 'center', fontSize: 14 }}>
              {error}
            </FormHelperText>
          )}
        </Stack>
      )}
    </Box>
  );
}
