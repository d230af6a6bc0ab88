// The app bar's availability toggle (spec §4); the behaviour lives in custom/settings/availability.
import { AvailabilitySwitch } from '../settings/availability/AvailabilitySwitch';

// On a phone the switch alone (it keeps its accessible name): the word would push the user menu off the bar.
export function AvailabilityToggle() {
  return (
    <AvailabilitySwitch
      color="default"
      sx={{ mr: { xs: 0, sm: 1 }, color: 'inherit', '& .MuiFormControlLabel-label': { fontSize: 14, display: { xs: 'none', sm: 'inline' } } }}
    />
  );
}
