import { createFileRoute } from '@tanstack/react-router';
import { RacesOverlay } from '~/features/overlay/components/races-overlay';

export const Route = createFileRoute('/overlay/races')({ component: RacesOverlayRoute });

function RacesOverlayRoute() {
  return <RacesOverlay search={Route.useSearch()} />;
}
