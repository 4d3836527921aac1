import { useId, type ReactNode } from 'react';
import { useModal } from './dialog';
import { BusyButton } from './busy-button';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Destructive confirmations are red. */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A yes/no question on the native modal <dialog> (focus trapped, Escape cancels, focus returns to the opener).
 * Unlike Dialog it names both answers, because "Close" does not say what happens to the thing asked about.
 * The safe answer gets the focus first, so Enter never destroys anything by accident.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useModal(open);
  const titleId = useId();
  const bodyId = useId();
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        // Escape: let React's state close it, so `open` stays the one truth.
        event.preventDefault();
        onCancel();
      }}
    >
      <div className="modal-box">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <div id={bodyId} className="py-4">
          {children}
        </div>
        <div className="modal-action flex-wrap">
          <button type="button" className="btn" onClick={onCancel} autoFocus>
            {cancelLabel}
          </button>
          <BusyButton busy={busy} className={`btn ${danger ? 'btn-error' : 'btn-primary'}`} onClick={onConfirm}>
            {confirmLabel}
          </BusyButton>
        </div>
      </div>
    </dialog>
  );
}

type RemovalDialogProps<T> = Omit<ConfirmDialogProps, 'open' | 'title' | 'children' | 'danger' | 'onConfirm'> & {
  /** The thing the removal is asked about; null keeps the dialog shut. */
  target: T | null;
  title: (target: T) => string;
  /** What removing it means. */
  children: (target: T) => ReactNode;
  onConfirm: (target: T) => void;
};

/**
 * The red question before removing one thing (a preset, an objective, a sign-up, a wish): open while there is a
 * target, and confirming hands that target back, so no caller checks again that it is still set.
 */
export function RemovalDialog<T>({ target, title, children, onConfirm, ...dialog }: RemovalDialogProps<T>) {
  return (
    <ConfirmDialog
      {...dialog}
      open={target !== null}
      title={target === null ? '' : title(target)}
      danger
      onConfirm={() => {
        if (target !== null) onConfirm(target);
      }}
    >
      {target !== null && children(target)}
    </ConfirmDialog>
  );
}
