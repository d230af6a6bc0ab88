// Office status for routing and the widget: open, closed (outside office hours) or a holiday. Several windows a
// day and windows across midnight come from isOpen in settings/officeHours.
import { isOpen, localTime, type Holiday, type OfficeHours } from '../settings/officeHours';
import type { OfficeStatus } from './types';

export function officeStatus(hours: OfficeHours, holidays: readonly Holiday[], at: Date): OfficeStatus {
  // Holidays follow the office timezone even when the weekly schedule is switched off.
  const today = localTime(at, hours.timezone || 'UTC').date;
  const holiday = holidays.find((h) => h.date === today);
  if (holiday) return { open: false, reason: 'holiday', holiday: holiday.name };
  return isOpen(hours, [], at) ? { open: true } : { open: false, reason: 'closed' };
}
