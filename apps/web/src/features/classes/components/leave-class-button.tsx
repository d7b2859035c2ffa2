import { LogOut } from 'lucide-react';
import { ConfirmButton } from '@/components/confirm-button';
import { CLASS_TEXTS } from '@/config/messages';
import { toast } from '@/hooks/use-toast';
import { serverMessageOr } from '@/lib/api-client';
import { useLeaveClass } from '../api/leave-class';

/** Leave, after a confirmation; the last teacher is refused by the server, which says why. */
export function LeaveClassButton({ classId, onLeft }: { classId: number; onLeft: () => void }) {
  const leave = useLeaveClass({
    onSuccess: () => {
      toast({ title: CLASS_TEXTS.left, variant: 'success' });
      onLeft();
    },
  });
  return (
    <ConfirmButton
      variant="outline"
      disabled={leave.isPending}
      title={CLASS_TEXTS.leaveTitle}
      description={CLASS_TEXTS.leaveDescription}
      confirmLabel={CLASS_TEXTS.leave}
      cancelLabel={CLASS_TEXTS.cancel}
      onConfirm={() =>
        leave.mutate(classId, {
          onError: (error) =>
            toast({ title: serverMessageOr(error, CLASS_TEXTS.failed), variant: 'destructive' }),
        })
      }
    >
      <LogOut aria-hidden="true" />
      {CLASS_TEXTS.leave}
    </ConfirmButton>
  );
}
