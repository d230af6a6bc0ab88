// The Configurations page's Inbox section (issue #25): "Replies from agents who are not assigned" read from and saved
// to app/settings/collision with the schema the server runs, toasting the server's text; read-only without write access.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CollisionSection, COLLISION_UI } from '../../../src/custom/settings/configurations/CollisionSection';
import { COLLISION_MSG } from '../../../src/domain/collision/policy';
import { callsTo, cleanupSettings, renderSettings, stubApi, toasts } from './harness';

const URL = '/app/settings/collision';

function api() {
  let doc: object = { unassignedReplies: 'allow' };
  return stubApi({
    [`GET ${URL}`]: () => ({ json: doc }),
    [`PUT ${URL}`]: (body) => {
      doc = body as object;
      return { json: { ...doc, message: COLLISION_MSG.saved } };
    },
  });
}

afterEach(cleanupSettings);

describe('the inbox collision setting', () => {
  it('shows the saved policy and saves another one', async () => {
    const calls = api();
    renderSettings(<CollisionSection readOnly={false} />);
    const section = await screen.findByRole('region', { name: COLLISION_UI.title });
    const allow = await within(section).findByRole('radio', { name: COLLISION_MSG.policies.allow });
    expect((allow as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(section).getByRole('radio', { name: COLLISION_MSG.policies.block }));
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', URL).map((c) => c.body)).toEqual([{ unassignedReplies: 'block' }]));
    await waitFor(() => expect(toasts()).toContain(`success: ${COLLISION_MSG.saved}`));
  });

  it('is read-only without write access', async () => {
    api();
    renderSettings(<CollisionSection readOnly />);
    const section = await screen.findByRole('region', { name: COLLISION_UI.title });
    expect(((await within(section).findByRole('radio', { name: COLLISION_MSG.policies.warn })) as HTMLInputElement).disabled).toBe(true);
    expect(within(section).queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
