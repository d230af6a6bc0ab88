// The results in place of the list: visitor, where it matched (the words marked), status and age; a click opens
// the thread at the matched message.
import { Avatar, Box, Chip, CircularProgress, List, ListItem, ListItemButton, Stack, Typography } from '@mui/material';
import { useLocation, useNavigate } from 'react-router-dom';
import { INBOX_MSG } from '../../../domain/inbox/messages';
import { STATUS_LABELS } from '../../../domain/inbox/types';
import type { SearchHit } from '../../../domain/search/types';
import { SEARCH_MSG } from '../../../domain/search/query';
import { initials, relativeTime } from '../model';
import { Highlighted } from './Highlighted';
import { FIELD_LABELS, hitTarget, resultCount } from './model';
import type { InboxSearchState } from './useInboxSearch';

export function SearchResults({ state, selectedId }: { state: InboxSearchState; selectedId: number | null }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const nowMs = Date.now();
  const open = (hit: SearchHit) => navigate(hitTarget(hit, search), { state: { fromList: true } });
  return (
    <Box sx={{ flex: 1, overflowY: 'auto', minHeight: 0 }} data-testid="search-results" aria-busy={state.isLoading}>
      {state.isLoading && state.hits.length === 0 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress size={24} aria-label="Searching" />
        </Box>
      )}
      {!state.isLoading && !state.isError && state.hits.length === 0 && (
        <Typography color="text.secondary" sx={{ px: 2, py: 3, textAlign: 'center' }}>
          {SEARCH_MSG.noResults.replace('{q}', state.active)}
        </Typography>
      )}
      {state.hits.length > 0 && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', px: 2, pt: 1, pb: 0.5 }} data-testid="search-count">
          {resultCount(state.hits.length)}
        </Typography>
      )}
      <List disablePadding aria-label="Search results">
        {state.hits.map((hit) => {
          const c = hit.conversation;
          const name = c.user.name.trim() || INBOX_MSG.siteVisitor;
          return (
            <ListItem key={c.id} disablePadding sx={{ borderBottom: 1, borderColor: 'divider' }} data-testid={`search-hit-${c.id}`}>
              <ListItemButton selected={c.id === selectedId} onClick={() => open(hit)} sx={{ gap: 1.5, py: 1, alignItems: 'flex-start' }}>
                <Avatar sx={{ width: 32, height: 32, fontSize: 13, mt: 0.25 }}>{initials(name)}</Avatar>
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'baseline' }}>
                    <Typography noWrap sx={{ fontWeight: 600, flex: 1 }}>
                      {hit.field === 'name' ? <Highlighted segments={hit.snippet} /> : name}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                      {relativeTime(c.message?.time ?? c.lastEventTime, nowMs)}
                    </Typography>
                  </Stack>
                  {hit.field !== 'name' && (
                    <Typography variant="body2" color="text.secondary" data-testid="search-snippet" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', wordBreak: 'break-word' }}>
                      {hit.field !== 'message' && (
                        <Box component="span" sx={{ fontWeight: 500, mr: 0.5 }}>
                          {FIELD_LABELS[hit.field]}:
                        </Box>
                      )}
                      <Highlighted segments={hit.snippet} />
                    </Typography>
                  )}
                  <Stack direction="row" spacing={0.5} sx={{ mt: 0.5 }}>
                    <Chip size="small" variant="outlined" label={STATUS_LABELS[c.status]} />
                    {c.botConv && <Chip size="small" variant="outlined" label="Bot" />}
                    {c.archived && <Chip size="small" variant="outlined" label="Archived" />}
                  </Stack>
                </Box>
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
