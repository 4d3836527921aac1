import { useState, type ReactNode } from 'react';
import { Tooltip } from './tooltip';

type InfoTipProps = {
  /** The information itself; also the button's accessible name. */
  tip: string;
  children: ReactNode;
  className?: string;
  placement?: 'top' | 'bottom' | 'left' | 'right';
};

/**
 * Information that lives in a tooltip (who submitted, review state, lead notes) made reachable for everyone: a
 * small button named by the text itself shows the bubble on hover, on keyboard focus, and on tap (touch screens
 * have no hover), fixing docs/reference-tracker.md §2 item 2.
 */
export function InfoTip({ tip, children, className = '', placement = 'top' }: InfoTipProps) {
  const [open, setOpen] = useState(false);
  return (
    <Tooltip tip={tip} className={`tooltip tooltip-${placement} ${open ? 'tooltip-open' : ''}`}>
      <button
        type="button"
        aria-label={tip}
        className={`inline-flex items-center justify-center rounded-field align-middle ${className}`}
        onClick={() => setOpen((value) => !value)}
        onBlur={() => setOpen(false)}
      >
        {children}
      </button>
    </Tooltip>
  );
}
