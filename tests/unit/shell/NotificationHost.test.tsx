// Spec §5: the notification host renders three toast containers at the bottom left (closable) and the queued
// snackbar, where 'noError' closes the current message instead of showing.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NotificationHost } from '../../../src/custom/layout/NotificationHost';
import { resetNotifications, snackbar, toast } from '../../../src/providers/notifications';

beforeEach(() => resetNotifications());

describe('NotificationHost', () => {
  it('puts each toast in its container and closes it on its close button', () => {
    render(<NotificationHost />);
    act(() => {
      toast.error('your password has expired', { container: 'passwordExpiry' });
      toast.info('Bob asks to join', { container: 'agentRequest' });
      toast.success('Saved');
    });
    const expiry = screen.getByRole('region', { name: 'Password expiry' });
    expect(within(expiry).getByRole('alert')).toHaveTextContent('your password has expired');
    expect(within(screen.getByRole('region', { name: 'Agent requests' })).getByRole('alert')).toHaveTextContent(
      'Bob asks to join',
    );
    const main = screen.getByRole('region', { name: 'Notifications' });
    expect(within(main).getByRole('alert')).toHaveTextContent('Saved');
    fireEvent.click(within(main).getByRole('button', { name: 'Close' }));
    expect(within(main).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(document.querySelector('.MuiLinearProgress-root')).toBeNull(); // no progress bar
  });

  it("shows queued snackbars one at a time, and 'noError' closes the current one", async () => {
    render(<NotificationHost />);
    act(() => {
      snackbar('Reconnecting to the inbox');
      snackbar('Connection restored');
    });
    expect(screen.getByText('Reconnecting to the inbox')).toBeInTheDocument();
    expect(screen.queryByText('Connection restored')).not.toBeInTheDocument();
    act(() => snackbar('noError'));
    expect(await screen.findByText('Connection restored')).toBeInTheDocument();
    expect(screen.queryByText('noError')).not.toBeInTheDocument();
  });
});
