// Finds a conversation to add to a merge (issue 27) with the inbox search: name, email, company, tag or message words.
import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import type { ConversationListItem } from '../../../domain/inbox/types';
import { inboxApi } from '../../../providers/api/inbox';
import { conversationLabel, MERGE_UI } from './labels';

export function MergeSearch({ exclude, onFound }: { exclude: readonly number[]; onFound(c: ConversationListItem): void }) {
  const [options, setOptions] = useState<ConversationListItem[]>([]);
  const [input, setInput] = useState('');
  const search = async (q: string) => {
    setInput(q);
    if (q.trim().length < 2) return setOptions([]);
    const { hits } = await inboxApi.search(q.trim());
    const seen = new Set<number>();
    setOptions(hits.map((h) => h.conversation).filter((c) => !exclude.includes(c.id) && !seen.has(c.id) && seen.add(c.id)));
  };
  return (
    <Autocomplete
      size="small"
      options={options}
      filterOptions={(x) => x}
      inputValue={input}
      value={null}
      onInputChange={(_, q, reason) => reason === 'input' && void search(q)}
      onChange={(_, c) => c && (onFound(c), setInput(''), setOptions([]))}
      getOptionLabel={(c) => `${conversationLabel(c.id)} · ${c.user.name}${c.message?.text ? ` — ${c.message.text}` : ''}`}
      renderInput={(params) => <TextField {...params} label={MERGE_UI.search} placeholder={MERGE_UI.searchHint} />}
      sx={{ mb: 1 }}
    />
  );
}
