import type { ButtonHTMLAttributes } from 'react';

const SPINNER_SIZES = { sm: 'loading-sm', xs: 'loading-xs' } as const;

type BusyButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** The button's action is under way: it cannot be pressed again and shows a spinner before its label. */
  busy: boolean;
  /** The spinner's size, to match the button's (`xs` for `btn-xs` and `btn-sm`). */
  spinner?: keyof typeof SPINNER_SIZES;
};

/** A button that waits for its action: disabled with a spinner while it runs, so a second press sends nothing. */
export function BusyButton({ busy, spinner = 'sm', disabled, type = 'button', children, ...props }: BusyButtonProps) {
  return (
    <button type={type} disabled={busy || disabled} {...props}>
      {busy && <span className={`loading loading-spinner ${SPINNER_SIZES[spinner]}`} aria-hidden="true" />}
      {children}
    </button>
  );
}
