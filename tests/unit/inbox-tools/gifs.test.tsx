// The GIF picker (spec §5, §9): placeholder "Search GIF's", trending and recent feeds ten at a time with the next
// page by `next`, the not-found text, and a search with an empty keyword that returns nothing without a call.
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GIF_MSG } from '../../../src/domain/gifs';
import type { Gif } from '../../../src/domain/inbox/types';
import { GifPicker } from '../../../src/custom/inbox/composer/GifPicker';
import { useGifFeed } from '../../../src/custom/inbox/tools/useGifFeed';
import { FakeBackend, newQueryClient, renderTool, setUp, tearDown } from './harness';

const gif = (n: number, name = `Gif ${n}`): Gif => ({ id: `g${n}`, name, original: `https://gifs.test/${n}.gif`, previewGif: `https://gifs.test/${n}-p.gif`, previewStill: `https://gifs.test/${n}.png` });
const page = (from: number, count: number, next: number | null) => ({ gifs: Array.from({ length: count }, (_, i) => gif(from + i)), next });

let backend: FakeBackend;
beforeEach(() => {
  backend = setUp();
  backend
    .on('GET', '/app/gifs/trending', (c) => ({ body: c.query.get('offset') === '10' ? page(10, 5, null) : page(0, 10, 10) }))
    .on('GET', '/app/gifs/recent', { body: { gifs: [gif(50, 'Recently sent')], next: null } })
    .on('GET', '/app/gifs/search', (c) => ({ body: c.query.get('q') === 'coffee' ? { gifs: [gif(70, 'Coffee time')], next: null } : { gifs: [], next: null } }));
});
afterEach(tearDown);

describe('useGifFeed', () => {
  it('answers an empty list for a search with an empty or blank keyword, without calling the server', async () => {
    const qc = newQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
    const { result, rerender } = renderHook(({ q }) => useGifFeed('search', q), { wrapper, initialProps: { q: '' } });
    expect(result.current.gifs).toEqual([]);
    expect(result.current.isLoading).toBe(false);
    rerender({ q: '   ' });
    expect(result.current.gifs).toEqual([]);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(backend.fetch).not.toHaveBeenCalled();
    rerender({ q: ' coffee ' });
    await waitFor(() => expect(result.current.gifs.map((g) => g.name)).toEqual(['Coffee time']));
    expect(backend.callsTo('GET', '/app/gifs/search').map((c) => c.query.get('q'))).toEqual(['coffee']);
  });
});

describe('GIF picker', () => {
  const open = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send a GIF' }));
    return screen.findByRole('dialog', { name: 'Send a GIF' });
  };

  it('shows trending ten at a time and loads the next page from `next`', async () => {
    renderTool(<GifPicker onPick={vi.fn()} />);
    const dialog = await open();
    expect(within(dialog).getByPlaceholderText("Search GIF's")).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getAllByRole('img')).toHaveLength(10));
    fireEvent.click(within(dialog).getByRole('button', { name: 'More GIFs' }));
    await waitFor(() => expect(within(dialog).getAllByRole('img')).toHaveLength(15));
    expect(backend.callsTo('GET', '/app/gifs/trending').map((c) => c.query.get('offset'))).toEqual(['0', '10']);
    expect(within(dialog).queryByRole('button', { name: 'More GIFs' })).not.toBeInTheDocument();
  });

  it('also loads the next page when the feed is scrolled to its end', async () => {
    renderTool(<GifPicker onPick={vi.fn()} />);
    const dialog = await open();
    await waitFor(() => expect(within(dialog).getAllByRole('img')).toHaveLength(10));
    const feed = within(dialog).getByTestId('gif-feed');
    Object.defineProperties(feed, { scrollHeight: { value: 600 }, clientHeight: { value: 300 }, scrollTop: { value: 290, writable: true } });
    fireEvent.scroll(feed);
    await waitFor(() => expect(within(dialog).getAllByRole('img')).toHaveLength(15));
  });

  it('searches once a keyword is typed, never for blanks, and says when nothing matched', async () => {
    renderTool(<GifPicker onPick={vi.fn()} />);
    const dialog = await open();
    const search = within(dialog).getByRole('textbox', { name: "Search GIF's" });
    fireEvent.change(search, { target: { value: '   ' } });
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(backend.callsTo('GET', '/app/gifs/search')).toEqual([]);
    expect(within(dialog).getByTestId('gif-feed')).toHaveAttribute('data-feed', 'trending');

    fireEvent.change(search, { target: { value: 'coffee' } });
    expect(await within(dialog).findByRole('button', { name: 'Coffee time' })).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'zzzz' } });
    expect(await within(dialog).findByText(GIF_MSG.notFound)).toBeInTheDocument();
    expect(backend.callsTo('GET', '/app/gifs/search').map((c) => c.query.get('q'))).toEqual(['coffee', 'zzzz']);
  });

  it('shows the recent feed and sends the picked GIF, closing the picker', async () => {
    const onPick = vi.fn();
    renderTool(<GifPicker onPick={onPick} />);
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Recent' }));
    const recent = await within(dialog).findByRole('button', { name: 'Recently sent' });
    act(() => fireEvent.click(recent));
    expect(onPick).toHaveBeenCalledWith(gif(50, 'Recently sent'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send a GIF' })).not.toBeInTheDocument());
  });
});
