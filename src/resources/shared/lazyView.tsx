// Resource views load lazily like every signed-in screen (spec §9: loading indicator after 500 ms, 10 s time-out,
// 'Unable to load the page'), so the admin screens stay out of the first bundle.
import type { ComponentType } from 'react';
import { LazyBoundary, lazyPage } from '../../ui/routing/lazyPage';

export function lazyView(load: () => Promise<ComponentType<object>>): ComponentType<object> {
  const Lazy = lazyPage<object>(() => load().then((component) => ({ default: component })));
  function LazyView() {
    return (
      <LazyBoundary>
        <Lazy />
      </LazyBoundary>
    );
  }
  return LazyView;
}
