// The merge dialog (issue 27): the conversations to merge, which one to keep (the oldest unless the agent picks
// another), and for conversations of different visitors a confirm that names them. From a thread it offers the
// visitor's other conversations and a search for any other; from the list it merges the selected rows.
import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  List,
  ListItem,
  Radio,
  Stack,
  Typography,
} from '@mui/material';
import { INBOX_MSG } from '../../../domain/inbox/messages';
import { STATUS_LABELS, type ConversationListItem } from '../../../domain/inbox/types';
import { differentVisitors, MERGE_MSG, pickSurvivor, type MergeResult } from '../../../domain/merge/rules';
import { conversationLabel, MERGE_UI } from './labels';
import { mergeApi } from '../../../providers/api/merge';
import { MergeSearch } from './MergeSearch';

export interface MergeDialogProps {
  open: boolean;
  /** The conversations offered; `fixed` ones are always merged (the open thread, or the list's selection). */
  candidates: readonly ConversationListItem[];
  fixed: readonly number[];
  /** Offer a search for conversations of other visitors (from the thread). */
  searchable?: boolean;
  onClose(): void;
  onMerged(result: MergeResult): void;
}

const candidateOf = (c: ConversationListItem) => ({ id: c.id, createdAt: c.createdAt, visitorId: c.user.id, visitorName: c.user.name.trim() || INBOX_MSG.siteVisitor });

export function MergeDialog({ open, candidates, fixed, searchable = false, onClose, onMerged }: MergeDialogProps) {
  const [found, setFound] = useState<ConversationListItem[]>([]);
  const [chosen, setChosen] = useState<number[]>([...fixed]);
  const [keep, setKeep] = useState<number | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const all = useMemo(() => {
    const seen = new Map<number, ConversationListItem>();
    for (const c of [...candidates, ...found]) if (!seen.has(c.id)) seen.set(c.id, c);
    return [...seen.values()];
  }, [candidates, found]);
  const selected = all.filter((c) => chosen.includes(c.id));
  const names = differentVisitors(selected.map(candidateOf));
  const survivorId = selected.length ? pickSurvivor(selected.map(candidateOf), keep) : null;
  const ready = selected.length >= 2 && (!names || confirmed) && !busy;

  const toggle = (id: number) => setChosen((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  const submit = async () => {
    setBusy(true);
    try {
      onMerged(await mergeApi.merge({ conversationIds: selected.map((c) => c.id), survivorId: survivorId ?? undefined, confirmDifferentVisitors: !!names && confirmed }));
    } catch {
      // The toast said why; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="merge-title">
      <DialogTitle id="merge-title">{MERGE_UI.title}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {MERGE_UI.intro}
        </Typography>
        {searchable && <MergeSearch exclude={all.map((c) => c.id)} onFound={(c) => (setFound((f) => [...f, c]), setChosen((ids) => [...ids, c.id]))} />}
        {all.length <= fixed.length && !found.length && (
          <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
            {MERGE_UI.none}
          </Typography>
        )}
        <List dense disablePadding aria-label={MERGE_UI.title}>
          {all.map((c) => {
            const included = chosen.includes(c.id);
            return (
              <ListItem key={c.id} disableGutters divider sx={{ gap: 1, alignItems: 'flex-start' }}>
                <Checkbox
                  size="small"
                  checked={included}
                  disabled={fixed.includes(c.id)}
                  onChange={() => toggle(c.id)}
                  slotProps={{ input: { 'aria-label': `${MERGE_UI.include}: ${conversationLabel(c.id)}` } }}
                />
                <Box sx={{ flex: 1, minWidth: 0, py: 0.75 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
                    <Typography variant="subtitle2" noWrap sx={{ minWidth: 0 }}>
                      {conversationLabel(c.id)} · {c.user.name.trim() || INBOX_MSG.siteVisitor}
                    </Typography>
                    <Chip size="small" variant="outlined" label={STATUS_LABELS[c.status]} />
                    {included && survivorId === c.id && <Chip size="small" color="primary" label={MERGE_UI.keep} />}
                  </Stack>
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {c.message?.text || MERGE_UI.noMessages}
                  </Typography>
                </Box>
                <Radio
                  size="small"
                  checked={included && survivorId === c.id}
                  disabled={!included}
                  onChange={() => setKeep(c.id)}
                  slotProps={{ input: { 'aria-label': `${MERGE_UI.keepHint}: ${conversationLabel(c.id)}` } }}
                />
              </ListItem>
            );
          })}
        </List>
        {names && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {MERGE_MSG.differentVisitors(names)}
            <FormControlLabel
              sx={{ display: 'flex', mt: 0.5 }}
              control={<Checkbox size="small" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />}
              label={MERGE_UI.confirmDifferent}
            />
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MERGE_UI.cancel}</Button>
        <Button variant="contained" disabled={!ready} onClick={() => void submit()}>
          {selected.length >= 2 ? `${MERGE_UI.merge} ${selected.length}` : MERGE_UI.merge}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
