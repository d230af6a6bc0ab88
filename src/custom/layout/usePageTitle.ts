// The browser tab title of a page: the product name followed by the area ('Parley Inbox').
import { useEffect } from 'react';
import { pageTitle } from '../../domain/messages';

export function usePageTitle(area: string): void {
  useEffect(() => {
    if (area) document.title = pageTitle(area);
  }, [area]);
}
