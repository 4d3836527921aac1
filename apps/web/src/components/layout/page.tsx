import type { ReactNode } from 'react';
import { NavLink } from '~/components/ui/nav-link';
import { useDocumentTitle } from '~/lib/use-document-title';

type PageProps = {
  /** The tab title; also the page's heading unless `heading` says otherwise. */
  title: string;
  /** The visible heading when it differs from the tab title; `null` when the page's content brings its own h1. */
  heading?: ReactNode;
  /** A link back to the page this one was opened from. */
  back?: { href: string; label: string };
  /** Extra classes for the page's column, such as a narrower width. */
  className?: string;
  children: ReactNode;
};

/** The frame of a route page: its tab title, an optional way back, its heading, then its content in one column. */
export function Page({ title, heading = title, back, className, children }: PageProps) {
  useDocumentTitle(title);
  return (
    <div className={className ? `flex flex-col gap-6 ${className}` : 'flex flex-col gap-6'}>
      {back && (
        <nav aria-label="Breadcrumb">
          <NavLink href={back.href} className={() => 'link'}>
            {back.label}
          </NavLink>
        </nav>
      )}
      {heading !== null && <h1 className="text-3xl font-bold break-words">{heading}</h1>}
      {children}
    </div>
  );
}

/**
 * A titled part of a page, named for screen readers by its heading. `compact` sets its parts closer together,
 * for a list or table that belongs right under its heading.
 */
export function PageSection({
  id,
  title,
  compact = false,
  children,
}: {
  id: string;
  title: ReactNode;
  compact?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={compact ? 'flex flex-col gap-2' : 'flex flex-col gap-3'}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
