// The booking page's view of the slots: grouped by the visitor's own calendar day, labelled in their timezone.
export interface DaySlots {
  key: string; // YYYY-MM-DD in the viewer's timezone
  weekday: string;
  date: string;
  slots: Array<{ start: number; label: string }>;
}

export function groupByDay(slots: readonly number[], timeZone: string, locale = 'en-US'): DaySlots[] {
  const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const weekday = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'short' });
  const date = new Intl.DateTimeFormat(locale, { timeZone, month: 'short', day: 'numeric' });
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' });
  const days = new Map<string, DaySlots>();
  for (const start of [...slots].sort((a, b) => a - b)) {
    const at = new Date(start * 1000);
    const key = dayKey.format(at);
    let day = days.get(key);
    if (!day) {
      day = { key, weekday: weekday.format(at), date: date.format(at), slots: [] };
      days.set(key, day);
    }
    day.slots.push({ start, label: time.format(at) });
  }
  return [...days.values()];
}

/** "Thursday, November 26 at 3:00 PM (Europe/Paris)" for the confirmation. */
export function longWhen(start: number, timeZone: string, locale = 'en-US'): string {
  const f = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });
  return `${f.format(new Date(start * 1000)).replace(/, (\d{1,2}:\d\d)/, ' at $1')} (${timeZone})`;
}

export function viewerTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
