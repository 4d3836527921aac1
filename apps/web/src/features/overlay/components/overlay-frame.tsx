import type { Event } from '@app/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '~/lib/api';
import { useDocumentTitle } from '~/lib/use-document-title';
import type { OverlaySearch, OverlaySize, OverlayTheme } from '../overlay-search';
import { useOverlayEvent } from '../api/overlay-reads';

/** Text sizes: s fits a corner of a 1080p scene, l a full-width lower third. */
const SIZE_CLASSES: Record<OverlaySize, string> = {
  s: 'text-sm gap-1',
  m: 'text-xl gap-1.5',
  l: 'text-4xl gap-2',
};

/** Each theme stays readable over any game footage: a panel behind the text, or an outline around it. */
const THEME_CLASSES: Record<OverlayTheme, string> = {
  dark: 'rounded-lg bg-black/65 px-3 py-2 text-white',
  light: 'rounded-lg bg-white/85 px-3 py-2 text-neutral-900',
  transparent: 'text-white [text-shadow:0_0_3px_rgb(0_0_0),0_1px_2px_rgb(0_0_0)]',
};

/** The box every overlay draws in, sized and themed by the address; `label` names it for screen readers and tests. */
export function OverlayFrame({
  search,
  label,
  children,
}: {
  search: Pick<OverlaySearch, 'size' | 'theme'>;
  label: string;
  children: ReactNode;
}) {
  useDocumentTitle(label);
  return (
    <section
      aria-label={label}
      className={`inline-flex min-w-0 max-w-full flex-col font-semibold leading-tight ${SIZE_CLASSES[search.size]} ${THEME_CLASSES[search.theme]}`}
    >
      {/* Named for screen readers only: on a stream the overlay's content speaks for itself. */}
      <h1 className="sr-only">{label}</h1>
      {children}
    </section>
  );
}

/** A short line in place of the overlay's content: loading, waiting for the feed, or why there is nothing. */
export function OverlayMessage({ children }: { children: ReactNode }) {
  return <p className="font-normal opacity-90">{children}</p>;
}

/** Why an event cannot be shown: anonymous visitors get 404 for private and unknown events alike. */
export function eventProblem(query: Pick<UseQueryResult<unknown>, 'error'>, eventId: OverlaySearch['event']): string {
  if (isApiError(query.error, 404)) {
    return eventId === 'current' ? 'No event is running.' : 'This event is private or does not exist.';
  }
  return 'Scores could not be loaded.';
}

/**
 * Loads the overlay's event as an anonymous visitor and draws `children` with it; until then, or when it cannot be
 * shown, one small message in the same frame.
 */
export function OverlayEvent({
  search,
  label,
  children,
}: {
  search: OverlaySearch;
  label: string;
  children: (event: Event) => ReactNode;
}) {
  const event = useOverlayEvent(search.event);
  return (
    <OverlayFrame search={search} label={label}>
      {event.data ? (
        children(event.data)
      ) : event.isError ? (
        <OverlayMessage>{eventProblem(event, search.event)}</OverlayMessage>
      ) : (
        <OverlayMessage>Loading scores…</OverlayMessage>
      )}
    </OverlayFrame>
  );
}
