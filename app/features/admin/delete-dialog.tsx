import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '~/components/ui/alert-dialog';
import { Button } from '~/components/ui/button';
import { deleteEntry, type DeleteTarget } from './admin-actions';

/** Asks before deleting a game or a submission (`target` null means closed); it stays open while the deletion runs. */
export function DeleteDialog({
  target,
  onClose,
  onDeleted,
  onCloseAutoFocus,
}: {
  target: DeleteTarget | null;
  onClose: () => void;
  onDeleted: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const [deleting, setDeleting] = useState(false);
  const noun = target?.kind === 'game' ? 'Game' : 'Submission';

  async function confirm() {
    if (!target) return;
    setDeleting(true);
    const ok = await deleteEntry(target);
    setDeleting(false);
    if (ok) onDeleted();
  }

  return (
    <AlertDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !deleting) onClose();
      }}
    >
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>Are you sure you want to delete this {noun.toLowerCase()}?</AlertDialogTitle>
          <AlertDialogDescription>
            This action cannot be undone. “{target?.title}” will be permanently deleted
            {target?.kind === 'game' ? ', and players will no longer find it in the catalog.' : '.'}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="outline" disabled={deleting}>
              Cancel
            </Button>
          </AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={deleting}>
            {deleting ? 'Deleting...' : `Delete ${noun}`}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
