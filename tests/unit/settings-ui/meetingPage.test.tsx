import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '../../../src/domain/adminMessages';
import { API } from '../../../src/domain/api';
import { CALENDAR_LINK_MSG } from '../../../src/domain/schemas/profile';
import { SETTINGS_UI } from '../../../src/custom/settings/labels';
import { MeetingSettingsPage } from '../../../src/custom/settings';
import { MEETING_UI } from '../../../src/custom/settings/meeting/labels';
import { defaultMeetingAvailability, MEETING_AVAILABILITY_MSG } from '../../../src/domain/settings/meetingAvailability';
import { OFFICE_HOURS_MSG } from '../../../src/domain/settings/officeHours';
import { buildProfile, callsTo, cleanupSettings, fill, press, renderSettings, stubApi, toasts } from './harness';

const PROFILE = `/${API.profile}`;
const LINK = SETTINGS_UI.meeting.calendarLink;
const AVAILABILITY = '/app/user/meeting/availability';
const H = 3600;

function api(profile = buildProfile()) {
  return stubApi({
    [`GET ${PROFILE}`]: { json: profile },
    [`PUT ${PROFILE}`]: (body) => ({ json: { ok: true, ...(body as object) } }),
    'GET /app/timezones': { json: { timezones: ['UTC', 'Europe/Berlin', 'Asia/Tokyo'] } },
    [`GET ${AVAILABILITY}`]: { json: defaultMeetingAvailability('Europe/Berlin') },
    [`PUT ${AVAILABILITY}`]: (body) => ({ json: { ...(body as object), message: MEETING_AVAILABILITY_MSG.saved } }),
  });
}

afterEach(cleanupSettings);

describe('MeetingSettingsPage', () => {
  it("requires a calendar link and a valid one, with the spec's messages", async () => {
    const calls = api();
    renderSettings(<MeetingSettingsPage />);
    await screen.findByLabelText(LINK);
    press(SETTINGS_UI.save);
    expect(await screen.findByText(CALENDAR_LINK_MSG.required)).toBeInTheDocument();
    fill(LINK, 'calendar please');
    expect(await screen.findByText(CALENDAR_LINK_MSG.invalid)).toBeInTheDocument();
    expect(callsTo(calls, 'PUT', PROFILE)).toEqual([]);
  });

  it('saves the link on the profile, keeping name and timezone', async () => {
    const calls = api(buildProfile({ name: 'Ada Agent', timezone: 'Asia/Tokyo', meetingLink: 'https://old.example.com' }));
    renderSettings(<MeetingSettingsPage />);
    expect(await screen.findByLabelText(LINK)).toHaveValue('https://old.example.com');
    fill(LINK, 'https://cal.example.com/ada/30min');
    press(SETTINGS_UI.save);
    await waitFor(() => expect(toasts()).toEqual([`success: ${ADMIN_MSG.meetingSettingSaved}`]));
    expect(callsTo(calls, 'PUT', PROFILE).map((c) => c.body)).toEqual([
      { name: 'Ada Agent', timezone: 'Asia/Tokyo', meetingLink: 'https://cal.example.com/ada/30min' },
    ]);
  });

  it('adds a second window on Monday and saves the availability with the spec text', async () => {
    const calls = api();
    renderSettings(<MeetingSettingsPage />);
    const monday = await screen.findByRole('group', { name: 'Monday' });
    fireEvent.click(within(monday).getByRole('button', { name: `${SETTINGS_UI.officeHours.addShift}: Monday` }));
    expect(within(monday).getByLabelText(`Monday shift 2 ${SETTINGS_UI.officeHours.from}`)).toHaveValue(String(18 * H));
    press(MEETING_UI.saveAvailability);
    await waitFor(() => expect(toasts()).toEqual([`success: ${MEETING_AVAILABILITY_MSG.saved}`]));
    const [put] = callsTo(calls, 'PUT', AVAILABILITY);
    expect((put!.body as { timezone: string; days: Record<string, unknown> }).timezone).toBe('Europe/Berlin');
    expect((put!.body as { days: Record<string, unknown> }).days.monday).toEqual([
      { from: 9 * H, to: 17 * H },
      { from: 18 * H, to: 22 * H },
    ]);
  });

  it('shows an overlap on the day and does not save it', async () => {
    const calls = api();
    renderSettings(<MeetingSettingsPage />);
    const tuesday = await screen.findByRole('group', { name: 'Tuesday' });
    fireEvent.click(within(tuesday).getByRole('button', { name: `${SETTINGS_UI.officeHours.addShift}: Tuesday` }));
    fireEvent.change(within(tuesday).getByLabelText(`Tuesday shift 2 ${SETTINGS_UI.officeHours.from}`), { target: { value: String(10 * H) } });
    expect(await within(tuesday).findByText(OFFICE_HOURS_MSG.overlap)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MEETING_UI.saveAvailability })).toBeDisabled();
    expect(callsTo(calls, 'PUT', AVAILABILITY)).toEqual([]);
  });
});
