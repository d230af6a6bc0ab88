// The inbox routes of the app: both render the lazily loaded inbox page inside the signed-in layout, and moving
// between them keeps the page (and its data layer) mounted.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { inboxOnlyPermissionTree } from '../../../src/domain/permissions';
import { buildConversation } from '../inbox-model/builders';
import { fakeAuthProvider, renderApp } from '../shell/helpers';
import { calls, fake, resetFake } from './fakeData';

vi.mock('../../../src/custom/inbox/data', async () => (await import('./fakeData')).dataModule);

beforeEach(() => {
  resetFake();
  localStorage.clear();
});

const location = () => screen.getByTestId('location').textContent ?? '';

// The whole app lazily loads its pages: on a busy 2-core machine a first render can take seconds.
describe('inbox routes in the app', { timeout: 20_000 }, () => {
  it('renders the inbox at /inbox, titled Parley Inbox, and opens the first conversation', async () => {
    fake.items = [buildConversation({ id: 5, user: { id: 'v-5', name: 'Grace Hopper' } })];
    renderApp({ path: '/inbox', authProvider: fakeAuthProvider(inboxOnlyPermissionTree()) });
    expect(await screen.findByRole('heading', { name: 'Inbox' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter conversations' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Parley Inbox'));
    await waitFor(() => expect(location()).toBe('/inbox/5?visitorId=v-5'));
  });

  it('keeps one inbox page while moving between conversations', async () => {
    fake.items = [
      buildConversation({ id: 5, user: { id: 'v-5', name: 'Grace Hopper' } }),
      buildConversation({ id: 6, user: { id: 'v-6', name: 'Alan Turing' } }),
    ];
    renderApp({ path: '/inbox/5?visitorId=v-5', authProvider: fakeAuthProvider(inboxOnlyPermissionTree()) });
    fireEvent.click(await screen.findByText('Alan Turing'));
    await waitFor(() => expect(location()).toBe('/inbox/6?visitorId=v-6'));
    expect(calls.providerMounts).toBe(1);
  });
});
