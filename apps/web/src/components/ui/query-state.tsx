import type { ReactNode } from 'react';
import { AlertIcon } from '~/components/ui/icons';

/** Spec §8 'Loading...': announced politely once, with a spinner for sighted users. */
export function LoadingState({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center gap-3 py-8 text-base-content/80">
      <span className="loading loading-spinner loading-md" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/** A failed load: what failed, the server's message when there is one, and a way to try again. */
export function ErrorState({ title, error, onRetry }: { title: string; error: unknown; onRetry?: () => void }) {
  const detail = error instanceof Error && error.message ? error.message : 'An error occurred';
  return (
    <div role="alert" className="alert alert-error my-4 flex flex-wrap items-start">
      <AlertIcon className="size-6 shrink-0" />
      <div className="flex-1">
        <p className="font-semibold">{title}</p>
        <p className="text-sm">{detail}</p>
      </div>
      {onRetry && (
        <button type="button" className="btn btn-sm" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

/** Nothing to show yet, said in words rather than an empty area. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-box border border-base-300 bg-base-200 p-8 text-center">
      <p className="text-lg font-semibold">{title}</p>
      {children && <div className="mt-2 text-base-content/80">{children}</div>}
    </div>
  );
}
