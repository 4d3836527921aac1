import type { ButtonHTMLAttributes } from 'react';

type ActionButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> & {
  /** What the button does, as it shows ("Edit"). */
  action: string;
  /** What it does it to ("Harvest Run"): the row around it shows which, its accessible name says so too. */
  target: string;
};

/** One of the buttons of a row in a list (Edit, Delete…), named "Edit Harvest Run" for screen readers. */
export function ActionButton({ action, target, className = 'btn btn-xs', ...props }: ActionButtonProps) {
  return (
    <button type="button" className={className} aria-label={`${action} ${target}`} {...props}>
      {action}
    </button>
  );
}
