// Issue 23, finding 3: a deployment without SMTP_URL says so on the screens that promise an email.
import { screen } from '@testing-library/react';
import { API } from '../../../src/domain/api';
import { MAIL_OFF_NOTICE } from '../../../src/domain/mailDelivery';
import { PasswordResetPage, RegisterPage } from '../../../src/custom/auth';
import { DEFAULT_CONFIG, setConfig } from '../../../src/providers/config';
import { ok, renderPage, stubApi } from './harness';

afterEach(() => {
  vi.unstubAllGlobals();
  setConfig(DEFAULT_CONFIG);
});

describe('mail delivery notice', () => {
  it('warns on the register and reset screens when the server sends no mail', async () => {
    setConfig({ ...DEFAULT_CONFIG, mailDelivery: 'off' });
    stubApi({ [`POST /${API.register}`]: ok('registered') });
    renderPage(<RegisterPage />, '/register');
    expect(await screen.findByText(MAIL_OFF_NOTICE)).toBeInTheDocument();
    renderPage(<PasswordResetPage />, '/passwordReset');
    expect(await screen.findAllByText(MAIL_OFF_NOTICE)).toHaveLength(2); // both pages rendered side by side
  });

  it('stays quiet when mail goes out (SMTP) or into the local demo mailbox', async () => {
    for (const mailDelivery of ['smtp', 'mailbox'] as const) {
      setConfig({ ...DEFAULT_CONFIG, mailDelivery });
      const { unmount } = renderPage(<RegisterPage />, '/register');
      expect(screen.queryByText(MAIL_OFF_NOTICE)).toBeNull();
      unmount();
    }
  });
});
