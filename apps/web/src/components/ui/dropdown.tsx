import type { ReactNode } from 'react';
import { useDisclosure } from './use-disclosure';

type DropdownProps = {
  /** Visible content of the toggle button. */
  button: ReactNode;
  /** Accessible name of the toggle button when its content is not text enough. */
  buttonLabel?: string;
  buttonClassName?: string;
  /** Links or buttons, each in an <li>. */
  children: ReactNode;
};

/** A disclosure menu: a real button toggles a list of links and buttons; Tab moves through the items. */
export function Dropdown({ button, buttonLabel, buttonClassName = 'btn btn-ghost', children }: DropdownProps) {
  const { open, rootProps, buttonProps, panelProps } = useDisclosure<HTMLDivElement>();
  return (
    <div className="relative" {...rootProps}>
      <button className={buttonClassName} aria-label={buttonLabel} {...buttonProps}>
        {button}
      </button>
      <ul
        hidden={!open}
        className="menu absolute right-0 z-20 mt-2 w-56 max-w-[calc(100vw-1rem)] rounded-box border border-base-300 bg-base-200 p-2 shadow-lg"
        {...panelProps}
      >
        {children}
      </ul>
    </div>
  );
}
