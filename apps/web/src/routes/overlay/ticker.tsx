import { createFileRoute } from '@tanstack/react-router';
import { TickerOverlay } from '~/features/overlay/components/ticker-overlay';

export const Route = createFileRoute('/overlay/ticker')({ component: TickerOverlayRoute });

function TickerOverlayRoute() {
  return <TickerOverlay search={Route.useSearch()} />;
}
