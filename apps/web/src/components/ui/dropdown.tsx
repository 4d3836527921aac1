import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

type DropdownProps = {
  /** Visible content of the toggle button. */
  button: ReactNode;
  /** Accessible name of the toggle button when its content is not text enough. */
  buttonLabel?: string;
  buttonClassName?: string;
  /** Links or buttons, each in an <li>. */
  children: ReactNode;
};

/**
 * A disclosure menu: a real button toggles a list of links and buttons. Tab moves through the items,
 * Escape closes it and returns focus to the button, and clicking or tabbing outside closes it.
 */
export function Dropdown({ button, buttonLabel, buttonClassName = 'btn btn-ghost', children }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={id}
        aria-label={buttonLabel}
        onClick={() => setOpen((value) => !value)}
      >
        {button}
      </button>
      <ul
        id={id}
        hidden={!open}
        className="menu absolute right-0 z-20 mt-2 w-56 rounded-box border border-base-300 bg-base-200 p-2 shadow-lg"
        onClick={(event) => {
          // Choosing an item (a link or button inside) closes the menu.
          if ((event.target as HTMLElement).closest('a,button')) setOpen(false);
        }}
      >
        {children}
      </ul>
    </div>
  );
}
