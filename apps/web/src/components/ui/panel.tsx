import { useId, type FormEvent, type ReactNode } from 'react';

type PanelProps = {
  title: ReactNode;
  /** Makes the panel a form (checked by the page, not the browser), sent with this. */
  onSubmit?: (event: FormEvent) => void;
  /** Extra classes for the panel, such as a narrower width. */
  className?: string;
  children: ReactNode;
};

/** A bordered part of a page under its title, which names it for screen readers; with `onSubmit`, a form. */
export function Panel({ title, onSubmit, className, children }: PanelProps) {
  const headingId = useId();
  const box = {
    'aria-labelledby': headingId,
    className: `flex flex-col gap-2 rounded-box border border-base-300 p-4${className ? ` ${className}` : ''}`,
  };
  const content = (
    <>
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </>
  );
  return onSubmit ? (
    <form noValidate onSubmit={onSubmit} {...box}>
      {content}
    </form>
  ) : (
    <section {...box}>{content}</section>
  );
}
