import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '../../../src/domain/api';
import { MSG } from '../../../src/domain/messages';
import { SETTINGS_UI } from '../../../src/custom/settings/labels';
import { ProfilePage } from '../../../src/custom/settings';
import { buildProfile, callsTo, cleanupSettings, fail, fill, press, renderSettings, stubApi, toasts } from './harness';

const UI = SETTINGS_UI.profile;
const PROFILE = `/${API.profile}`;
const IMAGE = '/app/user/profile/image';
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

function api(profile = buildProfile(), extra: Parameters<typeof stubApi>[0] = {}) {
  let current = profile;
  return stubApi({
    [`GET ${PROFILE}`]: () => ({ json: current }),
    'GET /app/timezones': { json: { timezones: ['Europe/Berlin', 'America/New_York'] } },
    'GET /app/user/available': { json: { available: false } },
    [`PUT ${PROFILE}`]: (body) => {
      current = { ...current, ...(body as object) };
      return { json: { ok: true, ...(body as object) } };
    },
    [`POST ${IMAGE}`]: () => {
      current = { ...current, img: 'data:image/png;base64,AAAA', profileCompleted: Boolean(current.name) };
      return { json: { ok: true, img: current.img } };
    },
    ...extra,
  });
}

const chooseFile = (file: File) => fireEvent.change(screen.getByLabelText(UI.choosePhoto), { target: { files: [file] } });

afterEach(cleanupSettings);

describe('ProfilePage', () => {
  it('shows the saved profile and that it is complete', async () => {
    api(buildProfile({ meetingLink: 'https://cal.example.com/ada' }));
    renderSettings(<ProfilePage />);
    expect(await screen.findByText(UI.complete)).toBeInTheDocument();
    expect(screen.getByLabelText(UI.name)).toHaveValue('Ada Agent');
    // The meeting link has one home, Meeting settings: the profile links there instead of a second field.
    expect(screen.queryByLabelText(UI.meetingLink)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: SETTINGS_UI.meeting.heading })).toHaveAttribute('href', '/settings/meeting');
    expect(screen.getByText(`${UI.email}: ada@acme.test`)).toBeInTheDocument();
    expect(document.title).toBe('Parley Profile');
  });

  it('says what is missing before the agent can go online', async () => {
    api(buildProfile({ img: null, profileCompleted: false }));
    renderSettings(<ProfilePage />);
    expect(await screen.findByText(`${UI.incomplete} ${UI.add} ${UI.missing.image}.`)).toBeInTheDocument();
  });

  it("validates with the profile schema's messages and sends nothing while invalid", async () => {
    const calls = api();
    renderSettings(<ProfilePage />);
    await screen.findByLabelText(UI.name);
    fill(UI.name, 'A');
    press(SETTINGS_UI.save);
    expect(await screen.findByText(MSG.nameMin)).toBeInTheDocument();
    fill(UI.name, 'x'.repeat(51));
    expect(await screen.findByText(MSG.nameMax)).toBeInTheDocument();
    expect(callsTo(calls, 'PUT', PROFILE)).toEqual([]);
  });

  it('saves name and timezone with the saved meeting link unchanged, then reloads the profile', async () => {
    const calls = api(buildProfile({ meetingLink: 'https://cal.example.com/ada' }));
    renderSettings(<ProfilePage />);
    await screen.findByLabelText(UI.name);
    fill(UI.name, '  Ada Lovelace ');
    press(SETTINGS_UI.save);
    await waitFor(() => expect(toasts()).toEqual([`success: ${UI.saved}`]));
    expect(callsTo(calls, 'PUT', PROFILE).map((c) => c.body)).toEqual([
      { name: 'Ada Lovelace', timezone: 'Europe/Berlin', meetingLink: 'https://cal.example.com/ada' },
    ]);
    await waitFor(() => expect(callsTo(calls, 'GET', PROFILE).length).toBeGreaterThanOrEqual(2));
  });

  it("shows the server's field message under the input", async () => {
    api(buildProfile(), { [`PUT ${PROFILE}`]: fail(400, 'Please select a valid timezone', { timezone: 'Please select a valid timezone' }) });
    renderSettings(<ProfilePage />);
    await screen.findByLabelText(UI.name);
    press(SETTINGS_UI.save);
    await waitFor(() => expect(toasts()).toEqual(['error: Please select a valid timezone']));
    expect(await screen.findAllByText('Please select a valid timezone')).not.toHaveLength(0);
  });

  it('refuses a photo of another type or over 256 KB before any call', async () => {
    const calls = api();
    renderSettings(<ProfilePage />);
    await screen.findByLabelText(UI.name);
    chooseFile(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText(UI.photoType)).toBeInTheDocument();
    chooseFile(new File([new Uint8Array(256 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText(UI.photoTooLarge)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: UI.uploadPhoto })).not.toBeInTheDocument();
    expect(callsTo(calls, 'POST', IMAGE)).toEqual([]);
  });

  it('previews a chosen photo, uploads it as multipart "file", and the profile becomes complete', async () => {
    const calls = api(buildProfile({ img: null, profileCompleted: false }));
    renderSettings(<ProfilePage />);
    await screen.findByText(`${UI.incomplete} ${UI.add} ${UI.missing.image}.`);
    chooseFile(new File([PNG_BYTES], 'me.png', { type: 'image/png' }));
    const preview = await screen.findByAltText(UI.photoPreview);
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    press(UI.uploadPhoto);
    await waitFor(() => expect(toasts()).toEqual([`success: ${UI.photoSaved}`]));
    const [upload] = callsTo(calls, 'POST', IMAGE);
    const file = (upload!.body as FormData).get('file') as File;
    expect(file.name).toBe('me.png');
    expect(file.size).toBe(PNG_BYTES.length);
    expect(await screen.findByText(UI.complete)).toBeInTheDocument();
    expect(screen.queryByAltText(UI.photoPreview)).not.toBeInTheDocument();
  });
});
