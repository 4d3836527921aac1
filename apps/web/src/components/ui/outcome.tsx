import { useEffect, useRef, type ReactNode } from 'react';

type OutcomeProps = {
  /** What the last action did, in a sentence; '' or null for nothing. */
  message: string | null;
  /**
   * Changed to move keyboard focus to the message: for actions whose button is gone afterwards (a deleted row,
   * "Make current" on the event that now is current), where the dialog has nothing to give focus back to.
   */
  focusRequest?: number;
  /** Said in the same place before the message, such as the progress of the action under way. */
  children?: ReactNode;
};

/** The outcome of the last action on the page, announced politely and marked for sighted users. */
export function Outcome({ message, focusRequest = 0, children }: OutcomeProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focusRequest === 0) return;
    // After this commit's effects, so the dialog has closed (nothing outside a modal dialog can take focus).
    const frame = requestAnimationFrame(() => ref.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [focusRequest]);
  return (
    <div role="status" className="min-h-6">
      {children}
      {message && (
        <p ref={ref} tabIndex={-1} className="font-medium">
          <span aria-hidden="true">✓ </span>
          {message}
        </p>
      )}
    </div>
  );
}

/** A line saying what the last action did, announced politely; it keeps its height while there is nothing to say. */
export function StatusLine({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="min-h-6 font-medium">
      {children}
    </div>
  );
}

/** What an error says to the user: its message, or a general sentence when it has none. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'An error occurred';
}

type ActionErrorProps = {
  /** What did not happen ("The job was not saved"), said before the reason; without it the reason stands alone. */
  lead?: string;
  error: unknown;
  /** Space from what is above it. */
  className?: string;
  /** Said after the reason, such as where to fix it. */
  children?: ReactNode;
};

/** An action that failed, in a red box announced at once: what did not happen, and why. */
export function ActionError({ lead, error, className, children }: ActionErrorProps) {
  return (
    <div role="alert" className={className ? `alert alert-error text-sm ${className}` : 'alert alert-error text-sm'}>
      <span>
        {lead && `${lead}: `}
        {errorMessage(error)}
        {children}
      </span>
    </div>
  );
}
