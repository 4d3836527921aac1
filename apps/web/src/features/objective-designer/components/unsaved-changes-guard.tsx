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
