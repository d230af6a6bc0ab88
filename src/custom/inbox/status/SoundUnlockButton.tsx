// Browsers keep audio silent until a user gesture: one click unlocks the new-message sound.
import { Button } from '@mui/material';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { useSoundUnlock } from '../data';
import { UI } from '../labels';

export function SoundUnlockButton() {
  const { needsUnlock, unlock } = useSoundUnlock();
  if (!needsUnlock) return null;
  return (
    <Button size="small" startIcon={<VolumeUpIcon />} onClick={unlock}>
      {UI.enableSound}
    </Button>
  );
}
