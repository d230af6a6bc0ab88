// The confirmation after an upgrade request (spec §2 "Success modal"): the team will be in touch shortly, and the
// customer-success mailbox for account questions.
import { Button, Typography } from '@mui/material';
import { ADMIN_MSG, gotYourBackContact } from '../../../domain/adminMessages';
import { Modal } from '../../../ui/layout/Modal';
import { useConfig } from '../../routing/ConfigContext';
import type { UpgradeAnswer } from '../../../providers/api/settings';

export interface GotYourBackModalProps {
  answer: UpgradeAnswer | null;
  onClose: () => void;
}

export function GotYourBackModal({ answer, onClose }: GotYourBackModalProps) {
  const { supportEmail } = useConfig();
  return (
    <Modal
      open={answer !== null}
      onClose={onClose}
      title={answer?.title || ADMIN_MSG.gotYourBackTitle}
      actions={
        <Button variant="contained" onClick={onClose}>
          OK
        </Button>
      }
    >
      <Typography gutterBottom>{ADMIN_MSG.gotYourBackBody}</Typography>
      {supportEmail ? (
        <Typography>{gotYourBackContact(supportEmail)}</Typography>
      ) : (
        // No mailbox configured on this side: the server's text names the one it wrote from.
        answer?.message && <Typography>{answer.message}</Typography>
      )}
    </Modal>
  );
}
