// One GIF feed (trending, search, recent), ten at a time, the next page by the answer's `next` offset. A search
// with an empty keyword is an empty list and never reaches the server (spec §5).
import { useCallback } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { GifFeed } from '../../../domain/gifs';
import type { Gif } from '../../../domain/inbox/types';
import { toolsApi } from '../../../providers/api/inboxTools';
import { toolKeys } from './keys';
import { gifFeedNeedsCall, gifsOfPages, type GifPage } from './model';

export interface GifFeedResult {
  gifs: Gif[];
  isLoading: boolean;
  isError: boolean;
  /** The feed answered (an empty answer then means "nothing found"). */
  isLoaded: boolean;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore(): void;
}

const NONE: Gif[] = [];

export function useGifFeed(feed: GifFeed, keyword: string, enabled = true): GifFeedResult {
  const term = keyword.trim();
  const callable = gifFeedNeedsCall(feed, term);
  const query = useInfiniteQuery({
    queryKey: toolKeys.gifFeed(feed, term),
    queryFn: ({ pageParam }): Promise<GifPage> => toolsApi.gifs(feed, term, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: GifPage) => last.next ?? undefined,
    enabled: enabled && callable,
    // What the agent sent a moment ago belongs in Recent at once.
    staleTime: feed === 'recent' ? 0 : 60_000,
    retry: false,
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (!callable) return { gifs: NONE, isLoading: false, isError: false, isLoaded: true, hasMore: false, isLoadingMore: false, loadMore };
  return {
    gifs: gifsOfPages(query.data?.pages),
    isLoading: query.isLoading,
    isError: query.isError,
    isLoaded: query.isSuccess,
    hasMore: !!hasNextPage,
    isLoadingMore: isFetchingNextPage,
    loadMore,
  };
}
