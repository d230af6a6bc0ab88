// CSV import with a preview: the file is parsed here (papaparse), every row checked with the schema the server
// uses, the valid ones sent; the server's answer lists what was created, updated and the rows it refused.
import { useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import Papa from 'papaparse';
import { Button as RaButton, useRefresh } from 'react-admin';
import { errorsByLine, importPreview, validRowCount, type ImportResult, type PreviewRow } from '../../domain/contacts';
import { contactsApi } from '../../providers/api/contacts';
import { CONTACT_LABEL } from './labels';

const PREVIEW_MAX = 200;

export function ImportDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const refresh = useRefresh();
  const [records, setRecords] = useState<Array<Record<string, unknown>>>([]);
  const [preview, setPreview] = useState<PreviewRow[]>([]);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setRecords([]);
    setPreview([]);
    setResult(null);
  };
  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    Papa.parse<Record<string, unknown>>(file, {
      header: true,
      skipEmptyLines: 'greedy',
      complete: (parsed) => {
        setResult(null);
        setRecords(parsed.data);
        setPreview(importPreview(parsed.data));
      },
    });
  };
  const send = async () => {
    setBusy(true);
    try {
      const answer = await contactsApi.import(records);
      setResult(answer);
      const serverErrors = errorsByLine(answer.errors);
      setPreview((rows) => rows.map((r) => ({ ...r, errors: serverErrors.get(r.line) ?? r.errors })));
      refresh();
    } finally {
      setBusy(false);
    }
  };
  const valid = validRowCount(preview);
  return (
    <Dialog open={open} onClose={() => { reset(); onClose(); }} maxWidth="md" fullWidth aria-labelledby="contact-import-title">
      <DialogTitle id="contact-import-title">{CONTACT_LABEL.importTitle}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {CONTACT_LABEL.importHelp}
        </Typography>
        <Button component="label" variant="outlined" startIcon={<UploadIcon />}>
          {CONTACT_LABEL.chooseFile}
          <input hidden type="file" accept=".csv,text/csv" aria-label={CONTACT_LABEL.chooseFile} onChange={onFile} />
        </Button>
        {result && (
          <Alert severity={result.errors.length ? 'warning' : 'success'} sx={{ mt: 2 }}>
            {CONTACT_LABEL.imported(result.created, result.updated, result.errors.length)}
          </Alert>
        )}
        {preview.length > 0 && (
          <Box sx={{ mt: 2, maxHeight: 360, overflow: 'auto' }}>
            <Table size="small" stickyHeader aria-label={CONTACT_LABEL.importTitle}>
              <TableHead>
                <TableRow>
                  <TableCell>{CONTACT_LABEL.line}</TableCell>
                  <TableCell>{CONTACT_LABEL.email}</TableCell>
                  <TableCell>{CONTACT_LABEL.name}</TableCell>
                  <TableCell>{CONTACT_LABEL.company}</TableCell>
                  <TableCell>{CONTACT_LABEL.problems}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {preview.slice(0, PREVIEW_MAX).map((r) => (
                  <TableRow key={r.line} data-testid={`import-line-${r.line}`}>
                    <TableCell>{r.line}</TableCell>
                    <TableCell>{r.email}</TableCell>
                    <TableCell>{r.name}</TableCell>
                    <TableCell>{r.company}</TableCell>
                    <TableCell>{r.errors.length ? <Typography variant="body2" color="error">{r.errors.join(' · ')}</Typography> : <Chip size="small" color="success" variant="outlined" label={CONTACT_LABEL.ok} />}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => { reset(); onClose(); }}>{CONTACT_LABEL.cancel}</Button>
        <Button variant="contained" disabled={busy || valid === 0 || result !== null} onClick={send}>
          {CONTACT_LABEL.importRows(valid)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function ImportButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <RaButton label={CONTACT_LABEL.import} onClick={() => setOpen(true)}>
        <UploadIcon />
      </RaButton>
      <ImportDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
