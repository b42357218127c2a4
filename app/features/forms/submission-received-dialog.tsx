import { useNavigate } from 'react-router';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '~/components/ui/dialog';

/** Shown once a game submission is stored: thanks, and the way back to the catalogue. */
export function SubmissionReceivedDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeading title="Submission Received!">
          Thank you for suggesting a game. Our team will review your submission, and if you left your email, we&apos;ll
          notify you when it&apos;s approved.
        </DialogHeading>
        <DialogFooter>
          <Button onClick={() => navigate('/')}>Back to Games</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
