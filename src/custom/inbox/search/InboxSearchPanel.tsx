// The list pane's search: the box on top; while a query is active its results stand in for the tabs and the list.
import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { InboxSearchBox } from './InboxSearchBox';
import { SearchResults } from './SearchResults';
import { useInboxSearch } from './useInboxSearch';

/** `whileSearching`: beside the box while results stand in for the list (the saved views, which keep a search). */
export function InboxSearchPanel({ selectedId, children, whileSearching }: { selectedId: number | null; children: ReactNode; whileSearching?: ReactNode }) {
  const state = useInboxSearch();
  return (
    <>
      <Box sx={{ px: 1.5, pt: 1, pb: state.active ? 1 : 0.5, display: 'flex', alignItems: 'center', gap: 0.5, ...(state.active ? { borderBottom: 1, borderColor: 'divider' } : {}) }}>
        <InboxSearchBox state={state} />
        {state.active ? whileSearching : null}
      </Box>
      {state.active ? <SearchResults state={state} selectedId={selectedId} /> : children}
    </>
  );
}
