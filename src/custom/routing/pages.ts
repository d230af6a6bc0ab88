// The lazily loaded signed-in pages. Until later issues build them, every one is the "not available yet" page.
import type { NotAvailablePageProps } from '../placeholder/NotAvailablePage';
import { lazyPage } from './lazyPage';

export const NotAvailable = lazyPage<NotAvailablePageProps>(() =>
  import('../placeholder/NotAvailablePage').then((m) => ({ default: m.NotAvailablePage })),
);
