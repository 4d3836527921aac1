import { useBlocker } from '@tanstack/react-router';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';

/**
 * Unsaved edits are never lost silently: leaving the page inside the app (a link, Back) asks first, and closing
 * or reloading the tab gets the browser's own "leave site?" prompt (beforeunload).
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker({
    shouldBlockFn: () => dirty,
    enableBeforeUnload: () => dirty,
    withResolver: true,
  });
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      title="Leave without saving?"
      confirmLabel="Leave and discard changes"
      cancelLabel="Stay and keep editing"
      danger
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>You have changes that are not saved yet. If you leave this page now, they are lost.</p>
    </ConfirmDialog>
  );
}

/** Asks before an edited form on the page is swapped for another one, which would throw its changes away. */
export function DiscardChangesDialog({
  open,
  form,
  onDiscard,
  onKeep,
}: {
  open: boolean;
  /** Which form holds the changes, as the question names it ("The open form"). */
  form: string;
  onDiscard: () => void;
  onKeep: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title="Discard your changes?"
      confirmLabel="Discard changes"
      cancelLabel="Keep editing"
      danger
      onCancel={onKeep}
      onConfirm={onDiscard}
    >
      <p>{form} has changes that are not saved yet.</p>
    </ConfirmDialog>
  );
}
