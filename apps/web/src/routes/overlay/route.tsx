import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';
import { parseOverlaySearch } from '~/features/overlay/overlay-search';

export const Route = createFileRoute('/overlay')({
  validateSearch: parseOverlaySearch,
  component: OverlayLayout,
});

/**
 * Overlays are browser sources in streaming software (decision 039): the page behind them must be see-through, so
 * only the overlay's own box shows over the stream. Restored on leaving, for a visitor who navigates on.
 */
function OverlayLayout() {
  useLayoutEffect(() => {
    const surfaces = [document.documentElement, document.body];
    const before = surfaces.map((element) => element.style.background);
    for (const element of surfaces) element.style.background = 'transparent';
    return () => surfaces.forEach((element, index) => (element.style.background = before[index] ?? ''));
  }, []);
  return (
    <main className="p-2">
      <Outlet />
    </main>
  );
}
