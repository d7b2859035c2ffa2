import { type AdminUser, MESSAGE_MAX_LENGTH } from '@codequest/contracts';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { UI_MESSAGES } from '@/config/messages';
import { toast } from '@/hooks/use-toast';
import { serverMessageOr } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useSendMessage } from '../api/send-message';

/**
 * Writes a plain-text message to one learner (1 to 2000 characters once trimmed). On success the dialog
 * closes and the text clears (product spec, section 4); the toasts are section 8's.
 */
export function SendMessageDialog({
  user,
  onOpenChange,
}: {
  /** The recipient; the dialog is open while there is one. */
  user: AdminUser | null;
  onOpenChange: (open: boolean) => void;
}) {
  const [text, setText] = useState('');
  const send = useSendMessage({
    onSuccess: () => {
      toast({ title: UI_MESSAGES.messageSent, variant: 'success' });
      setText('');
      onOpenChange(false);
    },
  });
  const trimmedLength = text.trim().length;
  const canSend = user !== null && trimmedLength > 0 && trimmedLength <= MESSAGE_MAX_LENGTH;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!user || !canSend || send.isPending) return;
    send.mutate(
      { userId: user.id, message: text },
      {
        onError: (error) =>
          toast({
            title: UI_MESSAGES.messageFailed,
            description: serverMessageOr(error, '') || undefined,
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Send Message</DialogTitle>
          <DialogDescription>
            {user ? `To ${user.username}. They read it from the bell in their header.` : null}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4">
          <FormField
            id="admin-message"
            label="Message"
            hint={`${formatNumber(trimmedLength)} / ${formatNumber(MESSAGE_MAX_LENGTH)} characters, plain text`}
          >
            <Textarea
              id="admin-message"
              value={text}
              maxLength={MESSAGE_MAX_LENGTH}
              onChange={(event) => setText(event.target.value)}
              placeholder="Write your message"
              rows={5}
            />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canSend || send.isPending}>
              <Send aria-hidden="true" />
              {send.isPending ? 'Sending...' : 'Send Message'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
