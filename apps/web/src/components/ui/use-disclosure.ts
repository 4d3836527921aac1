import { useLocation } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';

/**
 * A button that shows and hides a panel (the WAI-ARIA disclosure pattern), for menus. The panel closes when the
 * button is pressed again, on Escape (focus returns to the button), when a pointer presses or focus moves outside,
 * when a link or button inside is chosen, and whenever the page changes — also by Back, or a link elsewhere.
 */
export function useDisclosure<Root extends HTMLElement>() {
  // Open "at" a location: any navigation closes the panel without an effect watching the address.
  const href = useLocation({ select: (location) => location.href });
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === href;
  const close = () => setOpenAt(null);
  const panelId = useId();
  const rootRef = useRef<Root>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return {
    open,
    rootProps: {
      ref: rootRef,
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        close();
        buttonRef.current?.focus();
      },
      // Focus moving to another control outside closes it; a press on a bare part of the panel (focus falls to
      // the page) does not — a press outside is handled above.
      onBlur: (event: FocusEvent) => {
        if (open && event.relatedTarget && !rootRef.current?.contains(event.relatedTarget)) close();
      },
    },
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpenAt(open ? null : href),
    },
    panelProps: {
      id: panelId,
      onClick: (event: MouseEvent) => {
        if ((event.target as HTMLElement).closest('a,button')) close();
      },
    },
  };
}
