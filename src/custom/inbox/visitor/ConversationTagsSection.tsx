// The conversation's tags in the right panel: chips (the Blocked tag follows the visitor's flag and is not removed
// by hand), each removable, and a box to add one of the project's tags or create a new one, for agents who may write
// in the inbox. Changes reach every agent through the server's conversation-tags event.
import { useState } from 'react';
import { Autocomplete, Chip, createFilterOptions, Stack, TextField, Typography } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import { tagSchema } from '../../../domain/schemas/tag';
import { useConversationTags, useTags, type TagOption } from '../data';
import { UI } from '../labels';
import { TOOLS_UI } from '../tools/labels';
import { conversationTags, isBlockedTag } from '../tools/model';

export const TAGS_UI = {
  add: 'Add a tag',
  create: 'Create "{name}"',
  remove: 'Remove tag {name}',
} as const;

/** An option of the box: a tag to put on, or a name to create. */
type Option = TagOption | { create: string };
const filter = createFilterOptions<Option>({ stringify: (o) => ('create' in o ? o.create : o.name) });

export interface ConversationTagsSectionProps {
  conversationId: number;
  tagIds: readonly number[];
  blocked: boolean;
  canEdit: boolean;
}

export function ConversationTagsSection({ conversationId, tagIds, blocked, canEdit }: ConversationTagsSectionProps) {
  const { tags } = useTags();
  const { add, remove, create } = useConversationTags(conversationId);
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = conversationTags(tags, tagIds, blocked);
  const addable: Option[] = tags.filter((t) => !isBlockedTag(t) && !tagIds.includes(t.id));

  // Failures are toasted by the http client; the box just becomes usable again.
  const run = (work: () => Promise<void>) => {
    setBusy(true);
    work()
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };

  const pick = (o: Option | string | null) => {
    if (o === null) return;
    const name = (typeof o === 'string' ? o : 'create' in o ? o.create : o.name).trim();
    const existing = typeof o === 'object' && !('create' in o) ? o : tags.find((t) => t.name.toLowerCase() === name.toLowerCase());
    setInput('');
    if (existing) {
      if (!isBlockedTag(existing) && !tagIds.includes(existing.id)) run(() => add(existing.id));
      return;
    }
    try {
      tagSchema.validateSync({ name });
    } catch (e) {
      setError((e as Error).message);
      return;
    }
    setError(null);
    run(() => create(name));
  };

  return (
    <Stack spacing={1} data-testid="conversation-tags">
      {shown.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {TOOLS_UI.noTags}
        </Typography>
      ) : (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} role="list" aria-label={UI.tags}>
          {shown.map((t) => (
            <Chip
              key={t.id}
              size="small"
              role="listitem"
              label={t.name}
              color={isBlockedTag(t) ? 'error' : 'default'}
              onDelete={canEdit && !isBlockedTag(t) ? () => run(() => remove(t.id)) : undefined}
              deleteIcon={<CancelIcon aria-label={TAGS_UI.remove.replace('{name}', () => t.name)} aria-hidden={false} />}
            />
          ))}
        </Stack>
      )}
      {canEdit && (
        <Autocomplete<Option, false, false, true>
          size="small"
          freeSolo
          clearOnBlur
          selectOnFocus
          handleHomeEndKeys
          disabled={busy}
          value={null}
          inputValue={input}
          onInputChange={(_e, v) => {
            setInput(v);
            setError(null);
          }}
          options={addable}
          getOptionLabel={(o) => (typeof o === 'string' ? o : 'create' in o ? o.create : o.name)}
          filterOptions={(options, state) => {
            const found = filter(options, state);
            const name = state.inputValue.trim();
            const taken = tags.some((t) => t.name.toLowerCase() === name.toLowerCase());
            return name && !taken ? [...found, { create: name }] : found;
          }}
          renderOption={(props, o) => {
            const { key, ...rest } = props as typeof props & { key: string };
            return (
              <li key={key} {...rest}>
                {'create' in o ? TAGS_UI.create.replace('{name}', () => o.create) : o.name}
              </li>
            );
          }}
          onChange={(_e, o) => pick(o)}
          renderInput={(params) => <TextField {...params} variant="outlined" margin="none" placeholder={TAGS_UI.add} slotProps={{ htmlInput: { ...params.inputProps, 'aria-label': TAGS_UI.add } }} error={!!error} helperText={error ?? undefined} />}
        />
      )}
    </Stack>
  );
}
