// Triggers (spec §3): Visit URL (a list of URL patterns, * as wildcard), Form Submit and Element Click (an id or
// a selector). Without triggers the audience is checked on every page view.
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import { TRIGGER_TYPES, type TriggerType } from '../../domain/audience/model';
import type { AudienceErrors, DraftTrigger } from './builderModel';

export const TRIGGER_LABELS: Record<TriggerType, string> = {
  visitUrl: 'Visit URL',
  formSubmit: 'Form Submit',
  elementClick: 'Element Click',
};

export interface TriggersInputProps {
  triggers: DraftTrigger[];
  errors: AudienceErrors;
  onAdd: (type: TriggerType) => void;
  onRemove: (ti: number) => void;
  onValue: (ti: number, value: string | string[]) => void;
}

function UrlList({ urls, onChange, error, ti }: { urls: string[]; onChange: (urls: string[]) => void; error?: string; ti: number }) {
  const list = urls.length ? urls : [''];
  return (
    <Stack spacing={1} sx={{ flex: 1 }}>
      {list.map((url, ui) => (
        <Stack key={ui} direction="row" spacing={1}>
          <TextField
            size="small"
            label={`URL ${ui + 1}`}
            placeholder="example.com/pricing*"
            value={url}
            onChange={(e) => onChange(list.map((u, i) => (i === ui ? e.target.value : u)))}
            error={!!error && url.trim() === ''}
            helperText={error && url.trim() === '' ? error : undefined}
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { 'aria-label': `Trigger ${ti + 1} URL ${ui + 1}` } }}
          />
          {list.length > 1 && (
            <IconButton aria-label={`Remove URL ${ui + 1}`} size="small" onClick={() => onChange(list.filter((_, i) => i !== ui))}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          )}
        </Stack>
      ))}
      <Button size="small" startIcon={<AddIcon />} onClick={() => onChange([...list, ''])} sx={{ alignSelf: 'flex-start' }}>
        Add URL
      </Button>
    </Stack>
  );
}

export function TriggersInput({ triggers, errors, onAdd, onRemove, onValue }: TriggersInputProps) {
  return (
    <Stack spacing={1.5} component="section" aria-label="Triggers">
      <Typography variant="subtitle1">Triggers</Typography>
      {triggers.map((t, ti) => {
        const error = errors[`triggers[${ti}].value`];
        return (
          <Stack key={ti} direction="row" spacing={2} alignItems="flex-start">
            <Typography variant="body2" sx={{ width: 120, pt: 1 }}>
              {TRIGGER_LABELS[t.type]}
            </Typography>
            {t.type === 'visitUrl' ? (
              <UrlList ti={ti} urls={Array.isArray(t.value) ? t.value : [t.value]} onChange={(urls) => onValue(ti, urls)} error={error} />
            ) : (
              <TextField
                size="small"
                label={t.type === 'formSubmit' ? 'Form id or selector' : 'Element id or selector'}
                value={typeof t.value === 'string' ? t.value : ''}
                onChange={(e) => onValue(ti, e.target.value)}
                error={!!error}
                helperText={error}
                sx={{ flex: 1 }}
              />
            )}
            <IconButton aria-label={`Remove trigger ${ti + 1}`} size="small" onClick={() => onRemove(ti)}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Stack>
        );
      })}
      <Stack direction="row" spacing={1}>
        {TRIGGER_TYPES.map((type) => (
          <Button key={type} size="small" variant="outlined" startIcon={<AddIcon />} onClick={() => onAdd(type)}>
            {TRIGGER_LABELS[type]}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
