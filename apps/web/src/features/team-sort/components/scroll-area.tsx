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
