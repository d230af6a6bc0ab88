import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '../../../src/domain/adminMessages';
import { API } from '../../../src/domain/api';
import { CALENDAR_LINK_MSG } from '../../../src/domain/schemas/profile';
import { SETTINGS_UI } from '../../../src/custom/settings/labels';
import { MeetingSettingsPage } from '../../../src/custom/settings';
import { buildProfile, callsTo, cleanupSettings, fill, press, renderSettings, stubApi, toasts } from './harness';

const PROFILE = `/${API.profile}`;
const LINK = SETTINGS_UI.meeting.calendarLink;

function api(profile = buildProfile()) {
  return stubApi({
    [`GET ${PROFILE}`]: { json: profile },
    [`PUT ${PROFILE}`]: (body) => ({ json: { ok: true, ...(body as object) } }),
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
});
