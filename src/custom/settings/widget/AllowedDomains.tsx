// The allowed domains of the install section: the sites that may load the widget (empty = any site, said in place).
// Entries are added as chips and saved together; the shared yup schema reduces pasted URLs to hosts.
import { useEffect, useState } from 'react';
import { Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useUpdate } from 'react-admin';
import { ValidationError } from 'yup';
import { allowedDomainsSchema, normalizeDomain } from '../../../domain/install/allowedDomains';
import { SETTINGS_RESOURCE } from '../../../providers/settingsAdapter';
import { toast } from '../../../providers/notifications';

/** How an entry matches, said where it is entered (public suffixes are refused by the shared schema). */
export const MATCHING_HELP =
  'example.com also covers www.example.com and shop.example.com, but not example.org or myexample.com. ' +
  'A public suffix such as com, co.uk or github.io cannot be added: it would let every website under it load your widget.';

export function AllowedDomains({ saved }: { saved: string[] }) {
  const [update] = useUpdate();
  const [domains, setDomains] = useState<string[]>(saved);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const savedKey = saved.join(',');
  useEffect(() => setDomains(savedKey ? savedKey.split(',') : []), [savedKey]);
  const dirty = domains.join(',') !== savedKey;

  const add = async () => {
    if (!draft.trim()) return;
    try {
      const { domains: next } = await allowedDomainsSchema.validate({ domains: [...domains, draft] });
      setDomains(next);
      setDraft('');
      setError(null);
    } catch (e) {
      setError(e instanceof ValidationError ? e.message : String(e));
    }
  };
  const save = async () => {
    setBusy(true);
    try {
      // The install section's one writable part (PUT app/widget/install/domains); react-admin's cache of the
      // section takes the saved list.
      await update(SETTINGS_RESOURCE, { id: 'install', data: { id: 'install', allowedDomains: domains } }, { mutationMode: 'pessimistic', returnPromise: true });
      toast.success('Allowed domains saved');
    } catch {
      // httpClient has toasted the reason.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
        Allowed domains
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1, maxWidth: 760 }}>
        Only pages on these domains (and their subdomains) can load the widget; any other site gets no chat.
        {domains.length === 0 && ' The list is empty, so any website can load your widget.'}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1, maxWidth: 760 }}>
        {MATCHING_HELP}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }} aria-label="Allowed domains">
        {domains.map((d) => (
          <Chip key={d} label={d} onDelete={() => setDomains(domains.filter((x) => x !== d))} />
        ))}
        {domains.length === 0 && <Chip variant="outlined" label="Any domain" />}
      </Stack>
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <TextField
          size="small"
          label="Add a domain"
          placeholder="example.com"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void add();
            }
          }}
          error={!!error}
          helperText={error ?? (draft.trim() ? `Adds ${normalizeDomain(draft) || '…'}` : ' ')}
          sx={{ width: 320 }}
        />
        <Button variant="outlined" onClick={() => void add()} disabled={!draft.trim()}>
          Add
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={!dirty || busy}>
          Save
        </Button>
      </Stack>
    </Box>
  );
}
