import { createFileRoute } from '@tanstack/react-router';
import { TotalsOverlay } from '~/features/overlay/components/totals-overlay';

export const Route = createFileRoute('/overlay/totals')({ component: TotalsOverlayRoute });

function TotalsOverlayRoute() {
  return <TotalsOverlay search={Route.useSearch()} />;
}
