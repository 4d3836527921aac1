import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AlertIcon } from '~/components/ui/icons';
import { errorMessage } from '~/components/ui/outcome';
import { isApiError } from '~/lib/api';

/** docs/domain.md §8 'Loading...': announced politely once, with a spinner for sighted users. */
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
  return (
    <div role="alert" className="alert alert-error my-4 flex flex-wrap items-start">
      <AlertIcon className="size-6 shrink-0" />
      <div className="flex-1">
        <p className="font-semibold">{title}</p>
        <p className="text-sm">{errorMessage(error)}</p>
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

/**
 * What a region needs of a read: TanStack's UseQueryResult has it, and so has `combineQueries` for a region
 * that waits on several reads.
 */
export type QueryLike<TData> = Pick<UseQueryResult<TData>, 'isPending' | 'isError' | 'error' | 'data'> & {
  refetch: () => Promise<unknown>;
};

/**
 * Several reads as one: pending until each has answered, failed as soon as one has (with the first error), and
 * its data the list of theirs. Trying again asks each of them again.
 */
export function combineQueries<const TData extends readonly unknown[]>(queries: {
  [K in keyof TData]: QueryLike<TData[K]>;
}): QueryLike<TData> {
  const list: readonly QueryLike<unknown>[] = queries;
  const failed = list.find((query) => query.isError);
  const data = list.every((query) => query.data !== undefined)
    ? (list.map((query) => query.data) as unknown as TData)
    : undefined;
  return {
    isPending: !failed && list.some((query) => query.isPending),
    isError: failed !== undefined,
    error: failed?.error ?? null,
    data,
    refetch: () => Promise.all(list.map((query) => query.refetch())),
  };
}

type QueryRegionProps<TData> = {
  query: QueryLike<TData>;
  /** Said while the data is on its way; 'Loading...' unless given. */
  loadingLabel?: string;
  /** Says what failed, above the server's message and a Try again button. */
  errorTitle: string;
  /** Shown instead of the error when the server answers 404: the thing asked for is not (or no longer) there. */
  notFound?: ReactNode;
  /** Whether the data holds nothing to show (data that is null is shown as empty without asking). */
  isEmpty?: (data: NonNullable<TData>) => boolean;
  /** Shown when there is nothing to show (nothing unless given). */
  empty?: ReactNode;
  children: (data: NonNullable<TData>) => ReactNode;
};

/** A region of the page showing a read (or reads combined): loading, failed with a retry, empty, or its data. */
export function QueryRegion<TData>({
  query,
  loadingLabel,
  errorTitle,
  notFound,
  isEmpty,
  empty = null,
  children,
}: QueryRegionProps<TData>) {
  if (query.isError) {
    if (notFound !== undefined && isApiError(query.error, 404)) return <>{notFound}</>;
    return <ErrorState title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  }
  const { data } = query;
  if (query.isPending || data === undefined) return <LoadingState label={loadingLabel} />;
  if (data === null || isEmpty?.(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
