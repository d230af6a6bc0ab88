// The URL drives the inbox: selecting, auto-selecting the first conversation, the query it keeps, abv, the
// empty state, handoff tab switches, and the banners above the three areas.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { INBOX_MSG } from '../../../src/domain/inbox/messages';
import { buildConversation } from '../inbox-model/builders';
import { buildDetail, calls, fake, resetFake, spies } from './fakeData';
import { locationText, renderInbox } from './harness';

vi.mock('../../../src/custom/inbox/data', async () => (await import('./fakeData')).dataModule);

beforeEach(() => {
  resetFake();
  localStorage.clear();
});

const two = () => [
  buildConversation({ id: 11, user: { id: 'v-11', name: 'First Visitor' } }),
  buildConversation({ id: 12, user: { id: 'v-12', name: 'Second Visitor' } }),
];

describe('inbox routes', () => {
  it("is titled 'Parley Inbox'", async () => {
    renderInbox('/inbox');
    await waitFor(() => expect(document.title).toBe(INBOX_MSG.pageTitle));
    expect(document.title).toBe('Parley Inbox');
  });

  it('selecting a conversation rewrites the URL to its detail route, keeping the query and setting visitorId', async () => {
    fake.items = two();
    renderInbox('/inbox/11?visitorId=v-11&tab=0&chat_only=true&status=Open');
    fireEvent.click(screen.getByText('Second Visitor'));
    await waitFor(() => expect(locationText()).toBe('/inbox/12?visitorId=v-12&tab=0&chat_only=true&status=Open'));
    expect(calls.thread.at(-1)).toEqual([12, 'v-12']);
    expect(calls.ping.at(-1)).toBe(12);
  });

  it('opens the first conversation when none is selected', async () => {
    fake.items = two();
    renderInbox('/inbox?tab=0');
    await waitFor(() => expect(locationText()).toBe('/inbox/11?tab=0&visitorId=v-11'));
  });

  it("opens the team-chat host's visitor (subEntityId) rather than the first", async () => {
    fake.items = two();
    const sub = encodeURIComponent(JSON.stringify({ channelId: 'c-1', visitorId: 'v-12' }));
    renderInbox(`/inbox?chat_only=true&subEntityId=${sub}`);
    await waitFor(() => expect(locationText()).toMatch(/^\/inbox\/12\?/));
    expect(new URLSearchParams(locationText().split('?')[1]).get('visitorId')).toBe('v-12');
  });

  it('leaves the URL alone while the list is empty, and shows the empty state', () => {
    renderInbox('/inbox');
    expect(screen.getByText('No conversation yet')).toBeInTheDocument();
    expect(screen.getByText("Don't worry, you will get a notification when someone initiates a conversation.")).toBeInTheDocument();
    expect(locationText()).toBe('/inbox');
  });

  it("forces abv to true when it is 'false' outside chat-only mode, and keeps it in chat-only mode", async () => {
    const first = renderInbox('/inbox?abv=false&tab=1');
    await waitFor(() => expect(locationText()).toBe('/inbox?abv=true&tab=1'));
    first.unmount();
    renderInbox('/inbox?abv=false&chat_only=true');
    await act(async () => undefined);
    expect(locationText()).toBe('/inbox?abv=false&chat_only=true');
  });

  it('switches to the tab a handoff asks for, keeping the open conversation', async () => {
    fake.items = two();
    fake.requestedTab = 1;
    renderInbox('/inbox/11?visitorId=v-11&tab=0');
    await waitFor(() => expect(spies.clearTab).toHaveBeenCalled());
    const [path, search] = locationText().split('?');
    expect(path).toBe('/inbox/11');
    expect(new URLSearchParams(search).get('tab')).toBe('1');
    expect(calls.list.at(-1)).toMatchObject({ tab: 1, filter: 'all' });
  });

  it('mounts the inbox data once however the conversation changes', async () => {
    fake.items = two();
    renderInbox('/inbox');
    await waitFor(() => expect(locationText()).toMatch(/^\/inbox\/11/));
    fireEvent.click(screen.getByText('Second Visitor'));
    await waitFor(() => expect(locationText()).toMatch(/^\/inbox\/12/));
    expect(calls.providerMounts).toBe(1);
  });

  it('shows the network status while the connection is not working', () => {
    fake.network = 'unavailable';
    const view = renderInbox('/inbox');
    expect(screen.getByRole('status')).toHaveTextContent('The inbox connection is unavailable. Reconnecting…');
    view.unmount();
    fake.network = 'offline';
    renderInbox('/inbox');
    expect(screen.getByRole('status')).toHaveTextContent('No internet Connection');
  });

  it('shows nothing about the network when connected', () => {
    fake.network = 'connected';
    renderInbox('/inbox');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers the one-click sound unlock while the browser keeps audio silent', () => {
    fake.needsUnlock = true;
    renderInbox('/inbox');
    fireEvent.click(screen.getByRole('button', { name: 'Enable sound alerts' }));
    expect(spies.unlock).toHaveBeenCalledTimes(1);
  });

  it('opens the conversation of the URL with its visitor', () => {
    fake.items = two();
    fake.detail = buildDetail({ conversationId: 12, visitor: { id: 'v-12', name: 'Second Visitor' } });
    renderInbox('/inbox/12?visitorId=v-12');
    expect(calls.thread.at(-1)).toEqual([12, 'v-12']);
    expect(screen.getByRole('heading', { name: 'Second Visitor' })).toBeInTheDocument();
  });
});
