// The app bar's availability toggle (spec §4); the behaviour lives in custom/settings/availability.
import { AvailabilitySwitch } from '../settings/availability/AvailabilitySwitch';

export function AvailabilityToggle() {
  return <AvailabilitySwitch color="default" sx={{ mr: 1, color: 'inherit', '& .MuiFormControlLabel-label': { fontSize: 14 } }} />;
}
