import { useEffect, useId, useRef, type ReactNode } from 'react';
import { BusyButton } from './busy-button';

/** A ref for a native <dialog> that is shown as a modal while `open` is true. */
export function useModal(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Extra buttons before Close. */
  actions?: ReactNode;
};

/**
 * A modal dialog on the native <dialog> opened with showModal(): focus moves in and is trapped, Escape closes,
 * and focus returns to the control that opened it (the reference used the `open` attribute: none of that).
 */
export function Dialog({ open, onClose, title, children, actions }: DialogProps) {
  const ref = useModal(open);
  const titleId = useId();
  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} onClose={onClose}>
      <div className="modal-box">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <div className="py-4">{children}</div>
        <div className="modal-action">
          {actions}
          <button type="button" className="btn" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" tabIndex={-1} aria-label="Close dialog">
          close
        </button>
      </form>
    </dialog>
  );
}

type FormDialogProps = Omit<DialogProps, 'actions'> & {
  /** The id of the form in the dialog, which the primary button submits from outside it. */
  formId: string;
  submitLabel: string;
  /** The form is being sent: its button waits with a spinner. */
  busy: boolean;
};

/**
 * What the form inside a FormDialog takes: the id the dialog's button submits it by, the values it starts from,
 * what to do with the checked request body, and the server's refusal of the last one, shown under its fields.
 */
export type DialogFormProps<Values, Body> = {
  formId: string;
  initial: Values;
  onSubmit: (body: Body) => void;
  serverError: ReactNode;
};

/** A dialog around a form, with the form's submit button as its primary action beside Close. */
export function FormDialog({ formId, submitLabel, busy, ...dialog }: FormDialogProps) {
  return (
    <Dialog
      {...dialog}
      actions={
        <BusyButton busy={busy} type="submit" form={formId} className="btn btn-primary">
          {submitLabel}
        </BusyButton>
      }
    />
  );
}

type DangerDialogProps = Omit<DialogProps, 'actions'> & {
  /** The button that does what the dialog asks about ("Delete event"). */
  confirmLabel: string;
  /** The action is under way: its button waits with a spinner. */
  busy: boolean;
  onConfirm: () => void;
};

/** A dialog that asks before something that cannot be undone: its red button beside Close. */
export function DangerDialog({ confirmLabel, busy, onConfirm, ...dialog }: DangerDialogProps) {
  return (
    <Dialog
      {...dialog}
      actions={
        <BusyButton busy={busy} className="btn btn-error" onClick={onConfirm}>
          {confirmLabel}
        </BusyButton>
      }
    />
  );
}
