// The contact page's actions: merge another contact into this one, download everything held on them (JSON), and
// erase them (GDPR). Export and erasure are recorded in the audit log by the server.
import { useState } from 'react';
import { Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import MergeIcon from '@mui/icons-material/MergeType';
import DownloadIcon from '@mui/icons-material/Download';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { Button as RaButton, Confirm, useDelete, useGetList, useNotify, useRecordContext, useRedirect, useRefresh } from 'react-admin';
import type { Contact } from '../../domain/contacts';
import { CONTACT_MSG } from '../../domain/contacts';
import { contactsApi } from '../../providers/api/contacts';
import { CONTACT_LABEL } from './labels';

export function ExportJsonButton() {
  const c = useRecordContext<Contact>();
  if (!c) return null;
  const run = async () => {
    const data = await contactsApi.exportOne(c.id);
    const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `contact-${c.id}.json`;
    a.click();
    URL.revokeObjectURL(a.href);
  };
  return (
    <RaButton label={CONTACT_LABEL.exportJson} onClick={run}>
      <DownloadIcon />
    </RaButton>
  );
}

export function EraseButton() {
  const c = useRecordContext<Contact>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [remove] = useDelete();
  const [open, setOpen] = useState(false);
  if (!c) return null;
  const erase = () =>
    remove('contacts', { id: c.id, previousData: c }, {
      mutationMode: 'pessimistic',
      onSuccess: () => {
        setOpen(false);
        notify(CONTACT_MSG.erased, { type: 'success' });
        redirect('list', 'contacts');
      },
    });
  return (
    <>
      <RaButton label={CONTACT_LABEL.erase} color="error" onClick={() => setOpen(true)}>
        <DeleteForeverIcon />
      </RaButton>
      <Confirm isOpen={open} title={CONTACT_LABEL.eraseTitle} content={CONTACT_LABEL.eraseBody} confirm={CONTACT_LABEL.erase} confirmColor="warning" onConfirm={erase} onClose={() => setOpen(false)} />
    </>
  );
}

export function MergeButton() {
  const c = useRecordContext<Contact>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState('');
  const [other, setOther] = useState<Contact | null>(null);
  const { data = [] } = useGetList<Contact>('contacts', { filter: { q }, pagination: { page: 1, perPage: 20 }, sort: { field: 'name', order: 'ASC' } }, { enabled: open });
  if (!c) return null;
  const choices = data.filter((d) => d.id !== c.id);
  const merge = async () => {
    if (!other) return;
    await contactsApi.merge(c.id, other.id);
    setOpen(false);
    setOther(null);
    notify(CONTACT_LABEL.merged, { type: 'success' });
    refresh();
  };
  return (
    <>
      <RaButton label={CONTACT_LABEL.merge} onClick={() => setOpen(true)}>
        <MergeIcon />
      </RaButton>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="sm" fullWidth aria-labelledby="merge-title">
        <DialogTitle id="merge-title">{CONTACT_LABEL.mergeTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{CONTACT_LABEL.mergeHelp}</DialogContentText>
          <Autocomplete
            options={choices}
            value={other}
            onChange={(_e, v) => setOther(v)}
            onInputChange={(_e, v) => setQ(v)}
            getOptionLabel={(o) => (o.name ? `${o.name} <${o.email}>` : o.email)}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => <TextField {...params} label={CONTACT_LABEL.mergeInto} />}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{CONTACT_LABEL.cancel}</Button>
          <Button variant="contained" disabled={!other} onClick={merge}>
            {CONTACT_LABEL.mergeConfirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
