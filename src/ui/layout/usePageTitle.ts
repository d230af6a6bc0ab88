// The browser tab title of a page: the product name followed by the area ('Parley Inbox').
// A layout effect sets it in the same commit that shows the page's heading, so the tab never
// lags behind the page (and a test that has found the heading can read the title at once).
import { useLayoutEffect } from 'react';
import { pageTitle } from '../../domain/messages';

export function usePageTitle(area: string): void {
  useLayoutEffect(() => {
    if (area) document.title = pageTitle(area);
  }, [area]);
}
