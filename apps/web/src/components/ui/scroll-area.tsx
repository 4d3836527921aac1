import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on its own on a narrow screen, instead of the whole page. It can take
 * focus, so keyboard users can scroll it with the arrow keys even when it holds nothing focusable.
 */
export function ScrollArea({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

type TableBoxProps = {
  /** What the table holds, for screen readers (sighted users have the page around it). */
  caption: string;
  /** Tighter rows, for tables of many rows. */
  compact?: boolean;
  /** Extra classes for the box, such as hiding it on phones that get another view. */
  className?: string;
  /** The table's head and body. */
  children: ReactNode;
};

/** A table in a bordered box that scrolls sideways on its own on a narrow screen. */
export function TableBox({ caption, compact = false, className, children }: TableBoxProps) {
  return (
    <div className={`overflow-x-auto rounded-box border border-base-300${className ? ` ${className}` : ''}`}>
      <table className={compact ? 'table table-sm' : 'table'}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}
