// The one modal of the dashboard (spec §5): it closes on Escape, on a click outside, and on its close button.
import { useId, type ReactNode } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, IconButton, type DialogProps } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
}

export function Modal({ open, onClose, title, children, actions, maxWidth = 'sm' }: ModalProps) {
  const titleId = useId();
  // Dialog reports both Escape and a backdrop click through onClose.
  return (
    <Dialog open={open} onClose={() => onClose()} maxWidth={maxWidth} fullWidth aria-labelledby={title ? titleId : undefined}>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {title}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>{children}</DialogContent>
      {actions ? <DialogActions>{actions}</DialogActions> : null}
    </Dialog>
  );
}
