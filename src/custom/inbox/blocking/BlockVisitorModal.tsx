// The visitor-block modal (spec §2): asks before blocking or unblocking; the answer's toast is the server's
// '{name} is blocked' / 'is unblocked' (with 'from {company}'). On failure httpClient has shown the error and the
// modal stays open for another try.
import { useState } from 'react';
import { Button, Typography } from '@mui/material';
import { INBOX_MSG } from '../../../domain/inbox/messages';
import type { VisitorSummary } from '../../../domain/inbox/types';
import { Modal } from '../../../ui/layout/Modal';
import { fill } from '../labels';
import { TOOLS_UI } from '../tools/labels';
import { useVisitorBlocking } from '../tools/useVisitorBlocking';

export interface BlockVisitorModalProps {
  open: boolean;
  onClose(): void;
  visitor: VisitorSummary;
  /** The account's name, else the visitor's company: the toast's 'from {company}'. */
  company: string | null;
}

export function BlockVisitorModal({ open, onClose, visitor, company }: BlockVisitorModalProps) {
  const setBlocked = useVisitorBlocking();
  const [busy, setBusy] = useState(false);
  const name = visitor.name.trim() || INBOX_MSG.siteVisitor;
  const blocking = !visitor.blocked;

  const confirm = async () => {
    setBusy(true);
    try {
      await setBlocked(visitor, company, blocking);
      onClose();
    } catch {
      // Shown by httpClient; stay open.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={fill(blocking ? TOOLS_UI.blockTitle : TOOLS_UI.unblockTitle, { name })}
      maxWidth="xs"
      actions={
        <>
          <Button onClick={onClose} color="inherit">
            {TOOLS_UI.cancel}
          </Button>
          <Button variant="contained" color={blocking ? 'error' : 'primary'} disabled={busy} onClick={() => void confirm()}>
            {blocking ? TOOLS_UI.block : TOOLS_UI.unblock}
          </Button>
        </>
      }
    >
      <Typography variant="body2">{blocking ? TOOLS_UI.blockBody : TOOLS_UI.unblockBody}</Typography>
    </Modal>
  );
}
