// GIF search rules (spec §4, §9): page limit 10, rating pg; an empty keyword returns nothing without a call.
export const GIF_MSG = {
  placeholder: "Search GIF's",
  notFound: "Oh no! We couldn't find a single gif matching your search",
  unavailable: 'GIF search is not available right now',
} as const;

/** Whether a keyword is worth a search request at all. */
export const shouldSearchGifs = (keyword: string | null | undefined): boolean => Boolean(keyword && keyword.trim());

export type GifFeed = 'trending' | 'search' | 'recent';
