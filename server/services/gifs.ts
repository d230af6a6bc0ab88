// The GIF provider client: trending and search, page limit 10, rating pg (spec §9). The provider's base URL is
// configuration; npm start's demo entry and the tests point it at a bundled fake (the server knows only the URL).
import { GIF_PAGE_LIMIT, GIF_RATING } from '../../src/domain/constants';
import { GIF_MSG, shouldSearchGifs } from '../../src/domain/gifs';
import type { Gif } from '../../src/domain/inbox/types';
import crypto from 'node:crypto';
import { ApiError } from '../lib/apiError';

/** Recent GIFs are keyed by the provider id, or by their address when it is unknown. */
export const gifKey = (g: Pick<Gif, 'id' | 'original'>) => g.id ?? crypto.createHash('sha256').update(g.original).digest('hex').slice(0, 32);

interface ProviderGif {
  id: string;
  title: string;
  images: { original: { url: string }; preview_gif: { url: string }; still: { url: string } };
}

export interface GifPage {
  gifs: Gif[];
  /** Offset of the next page, or null at the end. */
  next: number | null;
}

const toGif = (g: ProviderGif): Gif => ({
  id: g.id,
  name: g.title,
  original: g.images.original.url,
  previewGif: g.images.preview_gif.url,
  previewStill: g.images.still.url,
});

export class GifClient {
  constructor(private readonly baseUrl: string | null) {}

  trending(offset: number): Promise<GifPage> {
    return this.fetchPage({ _sort: 'trending', _order: 'desc' }, offset);
  }

  async search(keyword: string, offset: number): Promise<GifPage> {
    if (!shouldSearchGifs(keyword)) return { gifs: [], next: null };
    return this.fetchPage({ q: keyword.trim() }, offset);
  }

  private async fetchPage(params: Record<string, string>, offset: number): Promise<GifPage> {
    if (!this.baseUrl) throw new ApiError(503, GIF_MSG.unavailable);
    const q = new URLSearchParams({ ...params, rating: GIF_RATING, _start: String(offset), _limit: String(GIF_PAGE_LIMIT) });
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl}/gifs?${q}`, { signal: AbortSignal.timeout(5000) });
    } catch {
      throw new ApiError(503, GIF_MSG.unavailable);
    }
    if (!res.ok) throw new ApiError(503, GIF_MSG.unavailable);
    const gifs = ((await res.json()) as ProviderGif[]).map(toGif);
    const total = Number(res.headers.get('x-total-count') ?? gifs.length);
    return { gifs, next: offset + gifs.length < total && gifs.length > 0 ? offset + gifs.length : null };
  }
}
