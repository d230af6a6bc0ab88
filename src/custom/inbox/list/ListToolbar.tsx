// Above the list: the filter menu with counts, the sort, the custom date range and the tags narrowing.
import { useState } from 'react';
import dayjs from 'dayjs';
import { Chip, IconButton, Stack, Tooltip } from '@mui/material';
import DateRangeIcon from '@mui/icons-material/DateRange';
import type { ListNarrowing } from '../../../domain/inbox/filters';
import type { Statistics } from '../../../domain/inbox/types';
import { UI } from '../labels';
import { DateRangeDialog } from './DateRangeDialog';
import { FilterMenu } from './FilterMenu';
import { SortMenu } from './SortMenu';
import { TagsFilter } from './TagsFilter';
import { ViewsMenu } from '../views/ViewsMenu';
import type { ListState } from './useListState';

const day = (seconds: number) => dayjs.unix(seconds).format('D MMM');

export function ListToolbar({ list, stats }: { list: ListState; stats: Statistics | undefined }) {
  const [rangeOpen, setRangeOpen] = useState(false);
  const { fromTime, toTime } = list.narrowing;
  const clearRange: Partial<ListNarrowing> = { fromTime: undefined, toTime: undefined };
  return (
    <Stack spacing={1} sx={{ px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      {/* Wraps at phone widths: the filter, views and sort no longer fit one 390 px line. */}
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <FilterMenu filter={list.filter} stats={stats} onChange={list.changeFilter} />
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
          <ViewsMenu list={list} />
          <SortMenu sort={list.sort} onChange={list.changeSort} />
        </Stack>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TagsFilter value={list.narrowing.tags ?? []} onChange={(tags) => list.changeNarrowing({ tags })} />
        {fromTime !== undefined && toTime !== undefined && (
          <Chip
            size="small"
            label={`${day(fromTime)} – ${day(toTime)}`}
            onDelete={() => list.changeNarrowing(clearRange)}
          />
        )}
        <Tooltip title={UI.customRange}>
          <IconButton size="small" aria-label={UI.customRange} onClick={() => setRangeOpen(true)}>
            <DateRangeIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <DateRangeDialog
        open={rangeOpen}
        onClose={() => setRangeOpen(false)}
        onApply={(range) => list.changeNarrowing(range ?? clearRange)}
      />
    </Stack>
  );
}
