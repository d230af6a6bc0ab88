import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '../../../src/domain/api';
import { INBOX_MSG } from '../../../src/domain/inbox/messages';
import { AvailabilityToggle } from '../../../src/custom/layout/AvailabilityToggle';
import { SETTINGS_UI } from '../../../src/custom/settings/labels';
import { applyServerAvailability } from '../../../src/custom/settings/availability/useAvailability';
import { buildProfile, callsTo, cleanupSettings, deferred, fail, renderSettings, stubApi, toasts, type Answer } from './harness';

const AVAILABLE = '/app/user/available';
const PROFILE = `/${API.profile}`;
const switchEl = () => screen.getByRole('switch', { name: SETTINGS_UI.availability.switchLabel });

async function ready() {
  await waitFor(() => expect(switchEl()).toBeEnabled());
}

afterEach(cleanupSettings);

describe('AvailabilityToggle (app bar)', () => {
  it('goes online at once, then confirms with the success toast', async () => {
    const answer = deferred<Answer>();
    const calls = stubApi({
      [`GET ${AVAILABLE}`]: { json: { available: false } },
      [`GET ${PROFILE}`]: { json: buildProfile({ profileCompleted: true }) },
      [`POST ${AVAILABLE}`]: () => answer.promise,
    });
    renderSettings(<AvailabilityToggle />);
    await ready();
    expect(switchEl()).not.toBeChecked();

    fireEvent.click(switchEl());
    // applied before the server answers
    await waitFor(() => expect(switchEl()).toBeChecked());
    expect(screen.getByText(SETTINGS_UI.availability.available)).toBeInTheDocument();
    expect(callsTo(calls, 'POST', AVAILABLE).map((c) => c.body)).toEqual([{ available: true }]);

    answer.resolve({ json: { ok: true, available: true, message: INBOX_MSG.availabilityUpdated } });
    await waitFor(() => expect(toasts()).toContain(`success: ${INBOX_MSG.availabilityUpdated}`));
    expect(switchEl()).toBeChecked();
  });

  it('reverts when the call fails, with the error toast', async () => {
    const answer = deferred<Answer>();
    stubApi({
      [`GET ${AVAILABLE}`]: { json: { available: false } },
      [`GET ${PROFILE}`]: { json: buildProfile() },
      [`POST ${AVAILABLE}`]: () => answer.promise,
    });
    renderSettings(<AvailabilityToggle />);
    await ready();
    fireEvent.click(switchEl());
    await waitFor(() => expect(switchEl()).toBeChecked());

    answer.resolve(fail(500, 'The database is unavailable'));
    await waitFor(() => expect(switchEl()).not.toBeChecked());
    expect(toasts()).toEqual(['error: The database is unavailable']);
    expect(screen.getByText(SETTINGS_UI.availability.away)).toBeInTheDocument();
  });

  it('refuses to go online with an incomplete profile, without calling the server', async () => {
    const calls = stubApi({
      [`GET ${AVAILABLE}`]: { json: { available: false } },
      [`GET ${PROFILE}`]: { json: buildProfile({ img: null, profileCompleted: false }) },
    });
    renderSettings(<AvailabilityToggle />);
    await ready();
    fireEvent.click(switchEl());
    expect(toasts()).toEqual([`error: ${INBOX_MSG.completeProfile}`]);
    expect(switchEl()).not.toBeChecked();
    expect(callsTo(calls, 'POST', AVAILABLE)).toEqual([]);
  });

  it("reverts when the server itself refuses (the profile changed elsewhere), showing the server's reason", async () => {
    stubApi({
      [`GET ${AVAILABLE}`]: { json: { available: false } },
      [`GET ${PROFILE}`]: { json: buildProfile() },
      [`POST ${AVAILABLE}`]: fail(400, INBOX_MSG.completeProfile),
    });
    renderSettings(<AvailabilityToggle />);
    await ready();
    fireEvent.click(switchEl());
    await waitFor(() => expect(toasts()).toEqual([`error: ${INBOX_MSG.completeProfile}`]));
    await waitFor(() => expect(switchEl()).not.toBeChecked());
  });

  it('lets an agent with an incomplete profile go offline', async () => {
    const calls = stubApi({
      [`GET ${AVAILABLE}`]: { json: { available: true } },
      [`GET ${PROFILE}`]: { json: buildProfile({ img: null, profileCompleted: false }) },
      [`POST ${AVAILABLE}`]: (body) => ({ json: { ok: true, available: (body as { available: boolean }).available, message: INBOX_MSG.availabilityUpdated } }),
    });
    renderSettings(<AvailabilityToggle />);
    await ready();
    expect(switchEl()).toBeChecked();
    fireEvent.click(switchEl());
    await waitFor(() => expect(toasts()).toEqual([`success: ${INBOX_MSG.availabilityUpdated}`]));
    expect(switchEl()).not.toBeChecked();
    expect(callsTo(calls, 'POST', AVAILABLE).map((c) => c.body)).toEqual([{ available: false }]);
  });

  it("follows the server's value from a realtime event, but not over a call in flight", async () => {
    const answer = deferred<Answer>();
    stubApi({
      [`GET ${AVAILABLE}`]: { json: { available: false } },
      [`GET ${PROFILE}`]: { json: buildProfile() },
      [`POST ${AVAILABLE}`]: () => answer.promise,
    });
    const { queryClient } = renderSettings(<AvailabilityToggle />);
    await ready();
    act(() => applyServerAvailability(queryClient, true));
    await waitFor(() => expect(switchEl()).toBeChecked());

    fireEvent.click(switchEl()); // going offline, in flight
    await waitFor(() => expect(switchEl()).not.toBeChecked());
    await act(async () => {
      applyServerAvailability(queryClient, true);
      await new Promise((r) => setTimeout(r, 50)); // let the cache notify the switch
    });
    expect(switchEl()).not.toBeChecked();
    answer.resolve(fail(500, 'The database is unavailable'));
    // the failure reverts to what the server last said
    await waitFor(() => expect(switchEl()).toBeChecked());
  });
});
