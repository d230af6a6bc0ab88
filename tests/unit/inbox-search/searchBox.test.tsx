// The inbox search box (issue 25): typing searches after a pause, results replace the list with the matched words
// marked (plain text: a message's markup stays characters), `/` focuses the box unless typing elsewhere, a click
// opens the thread at the matched message (?message=), which the thread scrolls to and marks, and Escape clears.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_MSG } from '../../../src/domain/search/query';
import type { SearchHit, SearchResults } from '../../../src/domain/search/types';
import { buildConversation } from '../inbox-model/builders';
import { buildDetail, entry, fake, resetFake, spies } from '../inbox-ui/fakeData';
import { locationText, renderInbox } from '../inbox-ui/harness';

vi.mock('../../../src/custom/inbox/data', async () => (await import('../inbox-ui/fakeData')).dataModule);
const search = vi.hoisted(() => vi.fn<(q: string) => Promise<SearchResults>>());
vi.mock('../../../src/providers/api/inbox', async (original) => {
  const mod = await original<typeof import('../../../src/providers/api/inbox')>();
  return { ...mod, inboxApi: { ...mod.inboxApi, search } };
});

const hit = (id: number, over: Partial<SearchHit> = {}): SearchHit => ({
  conversation: buildConversation({ id, user: { id: `v-${id}`, name: `Visitor ${id}` } }),
  field: 'message',
  snippet: [
    { text: 'Where is my ', hit: false },
    { text: 'refund', hit: true },
    { text: ' <img src=x onerror=alert(1)>', hit: false },
  ],
  messageId: 100 + id,
  messagePos: 3,
  ...over,
});

beforeEach(() => {
  resetFake();
  localStorage.clear();
  search.mockReset();
  fake.items = [buildConversation({ id: 1, user: { id: 'v-1', name: 'Listed Visitor' } })];
});

const box = () => screen.getByRole('searchbox', { name: SEARCH_MSG.label });

describe('inbox search box', () => {
  it('searches what is typed, marks the matched words as text and replaces the list', async () => {
    search.mockResolvedValue({ q: 'refund', hits: [hit(5), hit(6, { field: 'company', snippet: [{ text: 'Acme', hit: true }], messageId: null, messagePos: null })] });
    renderInbox('/inbox');
    expect(screen.getByTestId('conversation-1')).toBeInTheDocument();
    fireEvent.change(box(), { target: { value: 'refund' } });
    await waitFor(() => expect(search).toHaveBeenCalledWith('refund'));
    const first = await screen.findByTestId('search-hit-5');
    const mark = within(first).getByText('refund');
    expect(mark.tagName).toBe('MARK');
    expect(within(first).getByText(/<img src=x onerror/)).toBeInTheDocument();
    expect(document.querySelector('[data-testid="search-results"] img')).toBeNull();
    expect(within(screen.getByTestId('search-hit-6')).getByText('Company:')).toBeInTheDocument();
    expect(screen.getByTestId('search-count')).toHaveTextContent('2 conversations');
    expect(screen.queryByTestId('conversation-1')).not.toBeInTheDocument();
    expect(locationText()).toContain('search=refund');
  });

  it('says when nothing matches, and Escape brings the list back', async () => {
    search.mockResolvedValue({ q: 'zzz', hits: [] });
    renderInbox('/inbox');
    fireEvent.change(box(), { target: { value: 'zzz' } });
    expect(await screen.findByText(SEARCH_MSG.noResults.replace('{q}', 'zzz'))).toBeInTheDocument();
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(await screen.findByTestId('conversation-1')).toBeInTheDocument();
    expect(box()).toHaveValue('');
  });

  it('does not search punctuation alone', async () => {
    renderInbox('/inbox');
    fireEvent.change(box(), { target: { value: '"*()' } });
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(search).not.toHaveBeenCalled();
    expect(screen.getByTestId('conversation-1')).toBeInTheDocument();
  });

  it('focuses on / unless the agent is typing in a field', async () => {
    renderInbox('/inbox');
    fireEvent.keyDown(document.body, { key: '/', code: 'Slash' });
    await waitFor(() => expect(box()).toHaveFocus());
    const other = document.createElement('input');
    document.body.appendChild(other);
    other.focus();
    fireEvent.keyDown(other, { key: '/', code: 'Slash' });
    expect(other).toHaveFocus();
    other.remove();
  });

  it('opens a result at its message, the results staying beside the thread', async () => {
    search.mockResolvedValue({ q: 'refund', hits: [hit(5)] });
    renderInbox('/inbox?search=refund');
    fireEvent.click(await screen.findByTestId('search-hit-5').then((el) => within(el).getByRole('button')));
    await waitFor(() => expect(locationText()).toMatch(/^\/inbox\/5\?.*visitorId=v-5/));
    expect(locationText()).toContain('message=3');
    expect(screen.getByTestId('search-hit-5')).toBeInTheDocument();
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('scrolls the thread to the found message and loads older pages until it is there', async () => {
    fake.detail = buildDetail({ conversationId: 1 });
    fake.entries = [entry({ id: 11, pos: 4, text: 'four' }), entry({ id: 12, pos: 5, text: 'five' })];
    fake.hasOlder = true;
    renderInbox('/inbox/1?visitorId=v-1&message=2');
    await waitFor(() => expect(spies.loadOlder).toHaveBeenCalled());
    expect(locationText()).toContain('message=2');
  });

  it('marks the found message when it is loaded', async () => {
    fake.detail = buildDetail({ conversationId: 1 });
    fake.entries = [entry({ id: 11, pos: 1, text: 'one' }), entry({ id: 12, pos: 2, text: 'the refund' }), entry({ id: 13, pos: 3, text: 'three' })];
    renderInbox('/inbox/1?visitorId=v-1&message=2');
    await waitFor(() => expect(locationText()).not.toContain('message='));
    const entries = screen.getAllByTestId('thread-entry');
    expect(entries[1]).toHaveAttribute('data-found', 'true');
    expect(entries[0]).not.toHaveAttribute('data-found');
  });
});
