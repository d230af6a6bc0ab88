// The Cmd/Ctrl-K palette: the pages the user may open, the open conversation's actions (the same runner as the
// shortcuts) and the conversations the inbox search finds, chosen with the arrow keys and Enter.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SearchResults } from '../../../src/domain/search/types';
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

function renderShell() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionContext.Provider value={buildSession()}>
        <MemoryRouter initialEntries={['/inbox/5']}>
          <GlobalShortcuts />
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
}

const openPalette = () => {
  fireEvent.keyDown(document.body, { key: 'k', code: 'KeyK', ctrlKey: true });
  fireEvent.keyUp(document.body, { key: 'k', code: 'KeyK', ctrlKey: true });
  return screen.getByRole('combobox', { name: 'Search pages, actions and conversations' });
};
const options = () => within(screen.getByRole('listbox', { name: 'Command palette' })).queryAllByRole('option').map((o) => o.textContent);

afterEach(() => {
  cleanup();
  publishOpenConversation(null);
  search.mockReset();
});

describe('command palette', () => {
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
});
