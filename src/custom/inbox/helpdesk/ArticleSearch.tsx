// Tab 1 (the default): search the knowledge base as the agent types (debounced; an empty keyword lists nothing
// and calls nothing) and put an article's link into the reply.
import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, InputAdornment, Link, List, ListItem, Stack, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { articleLinkText } from '../../../domain/helpdesk/articles';
import type { HelpdeskId } from '../../../domain/helpdesk/providers';
import { KEYWORD_MAX } from '../../../domain/helpdesk/schemas';
import { toast } from '../../../providers/notifications';
import { HELPDESK_UI } from './labels';
import { useReplyInsert } from './replyInsert';
import { useKnowledgeSearch } from './useKnowledgeSearch';

export function ArticleSearch({ helpdesk }: { helpdesk: HelpdeskId }) {
  const [raw, setRaw] = useState('');
  const { keyword, articles, isSearching, failed, pending } = useKnowledgeSearch(helpdesk, raw);
  const insertText = useReplyInsert();

  return (
    <Stack spacing={1}>
      <TextField
        size="small"
        placeholder={HELPDESK_UI.search[helpdesk]}
        value={raw}
        onChange={(e) => setRaw(e.target.value)}
        slotProps={{
          htmlInput: { 'aria-label': HELPDESK_UI.search[helpdesk], maxLength: KEYWORD_MAX },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
            endAdornment: isSearching ? <CircularProgress size={16} aria-label={HELPDESK_UI.searching} /> : undefined,
          },
        }}
      />
      {keyword === null && (
        <Typography variant="caption" color="text.secondary">
          {HELPDESK_UI.searchHint}
        </Typography>
      )}
      {failed && <Alert severity="error" variant="outlined" sx={{ py: 0 }}>{HELPDESK_UI.searchFailed}</Alert>}
      {keyword !== null && !isSearching && !pending && !failed && articles.length === 0 && (
        <Typography variant="caption" color="text.secondary">
          {HELPDESK_UI.noResults(keyword)}
        </Typography>
      )}
      {articles.length > 0 && (
        <List dense disablePadding aria-label={`${HELPDESK_UI.title[helpdesk]} articles`}>
          {articles.map((a) => (
            <ListItem key={a.id} disableGutters sx={{ display: 'block', py: 0.75, borderTop: 1, borderColor: 'divider' }}>
              <Link href={a.url} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ fontWeight: 500, display: 'block', overflowWrap: 'anywhere' }}>
                {a.title}
              </Link>
              {a.snippet && (
                <Typography variant="caption" color="text.secondary" component="p" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
                  {a.snippet}
                </Typography>
              )}
              {insertText && (
                <Box sx={{ mt: 0.5 }}>
                  <Button
                    size="small"
                    variant="outlined"
                    sx={{ py: 0, minHeight: 0 }}
                    aria-label={`${HELPDESK_UI.insert}: ${a.title}`}
                    onClick={() => {
                      insertText(articleLinkText(a));
                      toast.info(HELPDESK_UI.inserted, { autoClose: 1000 });
                    }}
                  >
                    {HELPDESK_UI.insert}
                  </Button>
                </Box>
              )}
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
