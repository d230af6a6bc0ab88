// The browser tab title of a page: the product name followed by the area ('Parley Inbox').
import { useEffect } from 'react';
import { pageTitle } from '../../domain/messages';

export function usePageTitle(area: string): void {
  useEffect(() => {
    document.title = pageTitle(area);
  }, [area]);
}
