// The profile page's email notifications (issue 28): the agent's choice of mentions and assignments by email while
// away, read from and saved to app/user/profile/agent-email, beside the notification channels.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '../../../src/domain/api';
import { ProfilePage } from '../../../src/custom/settings';
import { AGENT_EMAIL_UI } from '../../../src/custom/settings/email/labels';
import { AGENT_EMAIL_MSG } from '../../../src/domain/email/agentEmail';
import { buildProfile, callsTo, cleanupSettings, press, renderSettings, stubApi, toasts } from './harness';

const PATH = '/app/user/profile/agent-email';

function api(enabled: boolean) {
  let saved = { enabled };
  return stubApi({
    [`GET /${API.profile}`]: { json: buildProfile() },
    'GET /app/timezones': { json: { timezones: ['Europe/Berlin'] } },
    'GET /app/user/available': { json: { available: false } },
    [`GET ${PATH}`]: () => ({ json: saved }),
    [`PUT ${PATH}`]: (body) => {
      saved = body as { enabled: boolean };
      return { json: { ...saved, message: AGENT_EMAIL_MSG.saved } };
    },
  });
}

afterEach(cleanupSettings);

describe('AgentEmailForm on the profile page', () => {
  it('shows the saved choice and saves it turned off', async () => {
    const calls = api(true);
    renderSettings(<ProfilePage />);
    const toggle = await screen.findByLabelText(AGENT_EMAIL_UI.enabled, undefined, { timeout: 15_000 });
    expect(toggle).toBeChecked();
    fireEvent.click(toggle);
    press(AGENT_EMAIL_UI.save);
    await waitFor(() => expect(callsTo(calls, 'PUT', PATH).map((c) => c.body)).toEqual([{ enabled: false }]));
    await waitFor(() => expect(toasts()).toContain(`success: ${AGENT_EMAIL_MSG.saved}`));
  });

  it('shows a saved "off" as off', async () => {
    api(false);
    renderSettings(<ProfilePage />);
    expect(await screen.findByLabelText(AGENT_EMAIL_UI.enabled, undefined, { timeout: 15_000 })).not.toBeChecked();
  });
});
