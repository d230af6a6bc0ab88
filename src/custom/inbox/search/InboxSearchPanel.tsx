// The list pane's search: the box on top; while a query is active its results stand in for the tabs and the list.
import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { InboxSearchBox } from './InboxSearchBox';
import { SearchResults } from './SearchResults';
import { useInboxSearch } from './useInboxSearch';

export function InboxSearchPanel({ selectedId, children }: { selectedId: number | null; children: ReactNode }) {
  const state = useInboxSearch();
  return (
    <>
      <Box sx={{ px: 1.5, pt: 1, pb: state.active ? 1 : 0.5, ...(state.active ? { borderBottom: 1, borderColor: 'divider' } : {}) }}>
        <InboxSearchBox state={state} />
      </Box>
      {state.active ? <SearchResults state={state} selectedId={selectedId} /> : children}
    </>
  );
}
