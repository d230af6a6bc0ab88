// The Cmd/Ctrl-K palette: the pages the user may open, the open conversation's actions (the same runner as the
// shortcuts) and the conversations the inbox search finds, chosen with the arrow keys and Enter.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DataProviderContext, type DataProvider } from 'react-admin';
import type { SearchResults } from '../../../src/domain/search/types';
import type { Contact } from '../../../src/domain/contacts/types';
import { fullPermissionTree } from '../../../src/domain/permissions';
import { SessionContext } from '../../../src/ui/session/SessionContext';
import { buildSession } from '../settings-ui/harness';

const search = vi.fn<(q: string) => Promise<SearchResults>>();
vi.mock('../../../src/providers/api/inbox', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/providers/api/inbox')>();
  return { ...real, inboxApi: { ...real.inboxApi, search: (q: string) => search(q) } };
});
const { GlobalShortcuts } = await import('../../../src/custom/palette/GlobalShortcuts');
const { publishOpenConversation } = await import('../../../src/custom/inbox/keyboard/openConversationCommands');

function Where() {
  const { pathname, search: query } = useLocation();
  return <output aria-label="location">{pathname + query}</output>;
}

// The contacts list's getList (GET app/contacts) answering what was asked for.
const getList = vi.fn<DataProvider['getList']>();
const dataProvider = { getList: (...args: Parameters<DataProvider['getList']>) => getList(...args) } as unknown as DataProvider;

function renderShell(session = buildSession()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DataProviderContext.Provider value={dataProvider}>
        <SessionContext.Provider value={session}>
          <MemoryRouter initialEntries={['/inbox/5']}>
            <GlobalShortcuts />
            <Routes>
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </SessionContext.Provider>
      </DataProviderContext.Provider>
    </QueryClientProvider>,
  );
}

const contact = (id: number, name: string, email: string, company: string | null) =>
  ({ id, name, email, company: company ? { id: 1, name: company } : null }) as Contact;

const openPalette = () => {
  fireEvent.keyDown(document.body, { key: 'k', code: 'KeyK', ctrlKey: true });
  fireEvent.keyUp(document.body, { key: 'k', code: 'KeyK', ctrlKey: true });
  return screen.getByRole('combobox', { name: 'Search pages, actions, conversations and people' });
};
const options = () => within(screen.getByRole('listbox', { name: 'Command palette' })).queryAllByRole('option').map((o) => o.textContent);

afterEach(() => {
  cleanup();
  publishOpenConversation(null);
  search.mockReset();
  getList.mockReset();
});

describe('command palette', () => {
  it('closes on Escape typed in its field, and each opening puts the caret there', async () => {
    renderShell();
    const input = openPalette();
    await waitFor(() => expect(document.activeElement).toBe(input));
    fireEvent.keyDown(input, { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Search pages, actions, conversations and people' })).toBeNull());
    const again = openPalette();
    await waitFor(() => expect(document.activeElement).toBe(again));
  });

  it('opens on Ctrl-K in a dialog and lists the pages the menu shows, filtered as you type', async () => {
    renderShell();
    const input = openPalette();
    expect(screen.getByRole('dialog', { name: 'Command palette' })).toBeTruthy();
    expect(document.activeElement).toBe(input);
    expect(options()).toEqual(expect.arrayContaining(['Inbox', 'Analytics', 'Team']));
    // Customer-success pages are not the menu's for an agent, so not the palette's either.
    expect(options()).not.toContain('Create Instance');
    fireEvent.change(input, { target: { value: 'analy' } });
    expect(options()).toEqual(['Analytics']);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByLabelText('location').textContent).toBe('/analytics');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('goes to analytics and settings with the g-sequences', () => {
    renderShell();
    const press = (k: string) => {
      fireEvent.keyDown(document.body, { key: k, code: `Key${k.toUpperCase()}` });
      fireEvent.keyUp(document.body, { key: k, code: `Key${k.toUpperCase()}` });
    };
    press('g');
    press('a');
    expect(screen.getByLabelText('location').textContent).toBe('/analytics');
    press('g');
    press('s');
    expect(screen.getByLabelText('location').textContent).toMatch(/^\/settings\//);
  });

  it('runs an action on the open conversation through the shortcuts runner', () => {
    const run = vi.fn();
    publishOpenConversation({ conversationId: 5, run });
    renderShell();
    const input = openPalette();
    fireEvent.change(input, { target: { value: 'close' } });
    expect(options()[0]).toContain('Close conversation');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(run).toHaveBeenCalledWith('close');
  });

  it('offers no conversation actions when no conversation is open', () => {
    renderShell();
    openPalette();
    expect(options().some((o) => o?.includes('Close conversation'))).toBe(false);
  });

  it('lists conversations the search finds and opens the chosen one at its message', async () => {
    search.mockResolvedValue({
      q: 'tanger',
      hits: [
        {
          conversation: { id: 42, user: { id: 'v-9', name: 'Sam Searcher' } } as never,
          field: 'message',
          snippet: [{ text: 'The ', hit: false }, { text: 'tangerine', hit: true }, { text: ' invoice', hit: false }],
          messageId: 300,
          messagePos: 3,
        },
      ],
    });
    renderShell();
    const input = openPalette();
    fireEvent.change(input, { target: { value: 'tanger' } });
    const hit = await screen.findByTestId('conversation:42', {}, { timeout: 2000 });
    expect(hit.textContent).toContain('Sam Searcher');
    expect(hit.textContent).toContain('The tangerine invoice');
    expect(search).toHaveBeenCalledWith('tanger');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await act(async () => fireEvent.keyDown(input, { key: 'Enter' }));
    expect(screen.getByLabelText('location').textContent).toBe('/inbox/42?visitorId=v-9&message=3');
  });

  it('lists the people the contacts search finds under People and opens the chosen contact page', async () => {
    search.mockResolvedValue({ q: 'lovel', hits: [] });
    getList.mockImplementation(async (_resource, params) =>
      params.filter.q === 'lovel' ? { data: [contact(31, 'Ada Lovelace', 'ada@engine.test', 'Analytical'), contact(32, '', 'lovelace@noname.test', null)], total: 2 } : { data: [], total: 0 },
    );
    renderShell();
    const input = openPalette();
    fireEvent.change(input, { target: { value: 'lovel' } });
    const person = await screen.findByTestId('person:31', {}, { timeout: 2000 });
    expect(person.textContent).toBe('Ada Lovelaceada@engine.test · Analytical');
    // A contact without a name is listed by email.
    expect(screen.getByTestId('person:32').textContent).toBe('lovelace@noname.test');
    expect(within(screen.getByRole('listbox', { name: 'Command palette' })).getByText('People')).toBeTruthy();
    expect(getList).toHaveBeenCalledWith('contacts', expect.objectContaining({ filter: { q: 'lovel' }, pagination: { page: 1, perPage: 5 }, meta: { from: 'palette' } }));
    // The first person is highlighted; down to the second and back up.
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    await act(async () => fireEvent.keyDown(input, { key: 'Enter' }));
    expect(screen.getByLabelText('location').textContent).toBe('/contacts/31/show');
  });

  it('offers no People to a user who may not open Contacts, and does not ask for them', async () => {
    search.mockResolvedValue({ q: 'lovel', hits: [] });
    getList.mockResolvedValue({ data: [contact(31, 'Ada Lovelace', 'ada@engine.test', null)], total: 1 });
    renderShell(buildSession({ permissions: { ...fullPermissionTree(), inbox: { permissions: [] } } }));
    const input = openPalette();
    fireEvent.change(input, { target: { value: 'lovel' } });
    await waitFor(() => expect(search).toHaveBeenCalledWith('lovel'), { timeout: 2000 });
    expect(screen.queryByTestId('person:31')).toBeNull();
    expect(getList).not.toHaveBeenCalled();
  });
});
