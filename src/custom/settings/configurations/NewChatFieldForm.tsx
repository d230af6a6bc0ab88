// The "new chat field" form: name (proposes the key), key, type, options for list fields and the default value.
// Errors show from the first create attempt on; the server checks the same schema again.
import { useMemo, useState } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { CHAT_FIELD_TYPES, type ChatField, type ChatFieldType } from '../../../domain/settings/chatFields';
import { CONFIG_UI as UI } from './labels';
import { draftErrors, draftToField, emptyDraft, hasErrors, parseOptions, patchDraft, type DraftErrors } from './model';

export interface NewChatFieldFormProps {
  existing: readonly ChatField[];
  /** Resolves once saved (the form closes); rejects when the server refused (already toasted). */
  onCreate: (field: ChatField) => Promise<unknown>;
  onCancel: () => void;
}

const NONE: DraftErrors = {};

export function NewChatFieldForm({ existing, onCreate, onCancel }: NewChatFieldFormProps) {
  const [draft, setDraft] = useState(emptyDraft);
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const errors = useMemo(() => draftErrors(draft, existing), [draft, existing]);
  const shown = attempted ? errors : NONE;
  const set = (patch: Parameters<typeof patchDraft>[1]) => setDraft((d) => patchDraft(d, patch));

  const create = async () => {
    setAttempted(true);
    if (hasErrors(errors) || saving) return;
    setSaving(true);
    try {
      await onCreate(draftToField(draft));
    } catch {
      // httpClient toasted the reason; the draft stays for another try
      setSaving(false);
    }
  };

  const text = (name: keyof DraftErrors, label: string, value: string, onChange: (v: string) => void, extra: object = {}) => (
    <TextField
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(shown[name])}
      helperText={shown[name]}
      {...extra}
    />
  );

  const options = parseOptions(draft.optionsText);
  return (
    <Stack
      component="form"
      aria-label={UI.newFieldTitle}
      spacing={1.5}
      sx={{ maxWidth: 480, pt: 1 }}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void create();
      }}
    >
      {text('name', UI.name, draft.name, (name) => set({ name }), { autoFocus: true, slotProps: { htmlInput: { maxLength: 60 } } })}
      {text('key', UI.key, draft.key, (key) => set({ key }))}
      {text('type', UI.type, draft.type, (type) => set({ type: type as ChatFieldType }), {
        select: true,
        children: CHAT_FIELD_TYPES.map((t) => (
          <MenuItem key={t} value={t}>
            {UI.types[t]}
          </MenuItem>
        )),
      })}
      {draft.type === 'list' && text('options', UI.options, draft.optionsText, (optionsText) => set({ optionsText }), { multiline: true, minRows: 3 })}
      {draft.type === 'boolean' || draft.type === 'list'
        ? text('defaultValue', UI.defaultValue, draft.defaultValue, (defaultValue) => set({ defaultValue }), {
            select: true,
            children: (draft.type === 'boolean' ? [{ v: 'true', l: UI.yes }, { v: 'false', l: UI.no }] : options.map((o) => ({ v: o, l: o }))).map((o) => (
              <MenuItem key={o.v} value={o.v}>
                {o.l}
              </MenuItem>
            )),
          })
        : text('defaultValue', UI.defaultValue, draft.defaultValue, (defaultValue) => set({ defaultValue }), {
            type: draft.type === 'number' || draft.type === 'price' ? 'number' : 'text',
          })}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={saving}>
          {UI.create}
        </Button>
        <Button onClick={onCancel} disabled={saving}>
          {UI.cancel}
        </Button>
      </Stack>
    </Stack>
  );
}
