import { useRouter } from '@tanstack/react-router';
import { ErrorState } from '~/components/ui/query-state';

/** Shown when a page fails to render or load; the rest of the site keeps working. */
export function RouteError({ error, reset }: { error: unknown; reset: () => void }) {
  const router = useRouter();
  return (
    <ErrorState
      title="This page could not be shown."
      error={error}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
