import type { ReactNode } from 'react';

type TooltipProps = {
  tip: string;
  /** Placement and responsive classes for the wrapper, e.g. 'tooltip-bottom' or 'max-lg:tooltip'. */
  className?: string;
  /** Extra classes for the bubble, e.g. 'lg:hidden' when the tooltip only applies on small screens. */
  tipClassName?: string;
  children: ReactNode;
};

/**
 * A daisyUI tooltip that shows on hover and on keyboard focus of the control inside. The bubble is hidden
 * from assistive technology: the control must carry the same text as its own name, so it is never read twice.
 */
export function Tooltip({ tip, className = 'tooltip', tipClassName = '', children }: TooltipProps) {
  return (
    <span className={className}>
      <span className={`tooltip-content ${tipClassName}`} aria-hidden="true">
        {tip}
      </span>
      {children}
    </span>
  );
}
