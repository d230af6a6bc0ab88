// The audit log page's pure rules (src/resources/auditLog/model.ts): times, initials, chip tones, the lines of what
// changed, and the date filter's days <-> seconds in the browser's timezone.
import dayjs from 'dayjs';
import { lineText } from '../../../src/domain/audit';
import { actionTone, dayToSeconds, initials, secondsToDay, summaryLines, whenText } from '../../../src/resources/auditLog/model';

describe('audit log page model', () => {
  it('says when: today, yesterday, this year, another year; the full time for the tooltip', () => {
    const now = dayjs('2025-06-15T16:00:00').valueOf();
    const at = (iso: string) => dayjs(iso).unix();
    expect(whenText(at('2025-06-15T14:32:00'), now).short).toBe('Today, 14:32');
    expect(whenText(at('2025-06-14T09:05:00'), now).short).toBe('Yesterday, 09:05');
    expect(whenText(at('2025-03-03T14:32:00'), now).short).toBe('3 Mar, 14:32');
    expect(whenText(at('2024-12-31T23:59:00'), now).short).toBe('31 Dec 2024, 23:59');
    expect(whenText(at('2025-03-03T14:32:07'), now).full).toBe('Mon 3 Mar 2025, 14:32:07');
  });

  it('initials from the name, else the email', () => {
    expect(initials('Ada Admin', 'ada@x.test')).toBe('AA');
    expect(initials('  cher ', 'c@x.test')).toBe('C');
    expect(initials('Mary Ann Lee', 'm@x.test')).toBe('MA');
    expect(initials('', 'zed@x.test')).toBe('Z');
    expect(initials('', '')).toBe('?');
  });

  it('colours by the verb', () => {
    expect(actionTone('role.create')).toBe('success');
    expect(actionTone('integration.connect')).toBe('success');
    expect(actionTone('flow.publish')).toBe('success');
    expect(actionTone('user.delete')).toBe('error');
    expect(actionTone('integration.disconnect')).toBe('error');
    expect(actionTone('integration.credentials')).toBe('warning');
    expect(actionTone('export.analytics')).toBe('info');
    expect(actionTone('settings.update')).toBe('primary');
    expect(actionTone('user.role_change')).toBe('primary');
    expect(actionTone('tag.create')).toBe('success');
    expect(actionTone('canned.delete')).toBe('error');
    expect(actionTone('notifications.update')).toBe('primary');
  });

  it('words every change, then the details, then how many were left out; a deletion shows what the thing held', () => {
    const text = (...args: Parameters<typeof summaryLines>) => summaryLines(...args).map(lineText);
    expect(
      text({
        changes: [{ field: 'role', from: 'Agent', to: 'Admin' }, { field: 'clientSecret', secret: true }, { field: 'teams', from: 'Sales' }],
        details: { fields: ['Client ID', 'Client secret'] },
        more: 2,
      }, 'user.update'),
    ).toEqual(['Role: Agent → Admin', 'Client secret: changed', 'Teams: Sales → —', 'Fields: Client ID, Client secret', 'and 2 more changes']);
    expect(text({ changes: [{ field: 'name', from: 'Dee' }, { field: 'state', from: 'connected' }] }, 'user.delete')).toEqual(['Name: Dee', 'State: connected']);
    expect(text({ changes: [{ field: 'state', from: 'connected' }] }, 'integration.disconnect')).toEqual(['State: connected']);
    expect(text({ changes: [], more: 1 })).toEqual(['and 1 more change']);
    expect(text(undefined)).toEqual([]);
  });

  it('turns chosen days into the first and last second of the day, and back', () => {
    expect(dayToSeconds('2025-03-03', 'start')).toBe(dayjs('2025-03-03T00:00:00').unix());
    expect(dayToSeconds('2025-03-03', 'end')).toBe(dayjs('2025-03-03T23:59:59').unix());
    expect(dayToSeconds('', 'start')).toBeNull();
    expect(dayToSeconds('03/03/2025', 'start')).toBeNull();
    expect(dayToSeconds(null, 'end')).toBeNull();
    expect(secondsToDay(dayjs('2025-03-03T12:00:00').unix())).toBe('2025-03-03');
    expect(secondsToDay(String(dayjs('2025-03-03T23:59:59').unix()))).toBe('2025-03-03');
    expect(secondsToDay(undefined)).toBe('');
    expect(secondsToDay('')).toBe('');
  });
});
