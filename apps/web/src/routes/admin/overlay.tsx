import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { OverlayBuilder } from '~/features/overlay/components/overlay-builder';
import { requirePermissions } from '~/lib/guards';

export const Route = createFileRoute('/admin/overlay')({
  beforeLoad: requirePermissions(['admin', 'manager']),
  component: OverlayRoute,
});

function OverlayRoute() {
  return (
    <Page title="Stream overlay">
      <p>
        Build the address of a stream overlay for OBS: live team totals, a ticker of the latest scores or race results.
      </p>
      <OverlayBuilder />
    </Page>
  );
}
