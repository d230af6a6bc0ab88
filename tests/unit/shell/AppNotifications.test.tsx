// Spec §9: react-admin's application toasts — top centre, at most three at once, auto-hide after 5000 ms.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, useNotify } from 'react-admin';
import { AppNotifications } from '../../../src/custom/layout/AppNotifications';

function Notifier({ count }: { count: number }) {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => Array.from({ length: count }, (_, i) => notify(`Message ${i + 1}`))}>
      notify
    </button>
  );
}

function renderWith(count: number) {
  render(
    <AdminContext store={memoryStore()}>
      <Notifier count={count} />
      <AppNotifications />
    </AdminContext>,
  );
  act(() => fireEvent.click(screen.getByRole('button', { name: 'notify' })));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('AppNotifications', () => {
  it('shows at most three, hides them after 5000 ms and then shows the next', async () => {
    renderWith(4);
    await act(async () => void vi.advanceTimersByTime(0));
    const region = screen.getByRole('region', { name: 'Application notifications' });
    expect(region).toBeInTheDocument();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Message 1', 'Message 2', 'Message 3']);
    await act(async () => void vi.advanceTimersByTime(4999));
    expect(screen.getAllByRole('alert')).toHaveLength(3);
    await act(async () => void vi.advanceTimersByTime(1));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Message 4']);
  });

  it('closes one on its close button', async () => {
    renderWith(2);
    await act(async () => void vi.advanceTimersByTime(0));
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Message 2']);
  });
});
