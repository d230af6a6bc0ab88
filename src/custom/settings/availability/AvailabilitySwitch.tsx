// The availability switch (app bar and profile page): the shown value flips at once; disabled while a call is in
// flight or until the availability and the profile have loaded.
import { FormControlLabel, Switch, type SxProps, type Theme } from '@mui/material';
import { SETTINGS_UI } from '../labels';
import { useAvailability } from './useAvailability';

const UI = SETTINGS_UI.availability;

export function AvailabilitySwitch({ sx, color = 'primary' }: { sx?: SxProps<Theme>; color?: 'primary' | 'default' }) {
  const { state, ready, setAvailable } = useAvailability();
  return (
    <FormControlLabel
      sx={sx}
      label={state.shown ? UI.available : UI.away}
      control={
        <Switch
          color={color}
          checked={state.shown}
          disabled={!ready || state.pending}
          onChange={(_, checked) => void setAvailable(checked)}
          slotProps={{ input: { 'aria-label': UI.switchLabel } }}
        />
      }
    />
  );
}
