// A switch saved as soon as it is flipped: it shows the new value at once, and the saved one again if the save
// fails (httpClient toasts the reason).
import { useState, type ReactNode } from 'react';
import { FormControlLabel, FormHelperText, Switch } from '@mui/material';

export interface ToggleSettingProps {
  label: string;
  checked: boolean;
  onSave: (next: boolean) => Promise<unknown>;
  disabled?: boolean;
  helper?: ReactNode;
}

export function ToggleSetting({ label, checked, onSave, disabled = false, helper }: ToggleSettingProps) {
  const [pending, setPending] = useState<boolean | null>(null);
  const flip = async (next: boolean) => {
    setPending(next);
    try {
      await onSave(next);
    } catch {
      // reverted below: the saved value shows again
    } finally {
      setPending(null);
    }
  };
  return (
    <div>
      <FormControlLabel
        label={label}
        control={
          <Switch
            checked={pending ?? checked}
            disabled={disabled || pending !== null}
            onChange={(_, next) => void flip(next)}
          />
        }
      />
      {helper && <FormHelperText sx={{ mt: -0.5, ml: 6 }}>{helper}</FormHelperText>}
    </div>
  );
}
