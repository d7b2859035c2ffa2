import type { InboxMessage } from '@codequest/contracts';
import { Bell, Mail, MailOpen } from 'lucide-react';
import { useState } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { formatDateTime, formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useMessages } from '../api/get-messages';
import { useMarkMessageRead } from '../api/mark-message-read';

/**
 * The header's bell: the unread count, and the learner's messages from administrators. Opening a message
 * marks it read. Message text is rendered as text (React escapes it), never as HTML.
 */
export function InboxBell() {
  const inbox = useMessages();
  const unread = inbox.data?.unreadCount ?? 0;
  const label = unread > 0 ? `Messages, ${formatNumber(unread)} unread` : 'Messages';
  return (
    <Dialog>
      <DialogTrigger
        aria-label={label}
        className="relative flex size-9 items-center justify-center rounded-full border border-border bg-card text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        <Bell aria-hidden="true" className="size-4" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid="unread-count"
            className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-500 px-1 text-[0.7rem] font-bold text-white tabular-nums"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Messages</DialogTitle>
          <DialogDescription>
            {unread > 0
              ? `${formatNumber(unread)} unread. Open a message to mark it read.`
              : 'From the CodeQuest team.'}
          </DialogDescription>
        </DialogHeader>
        {inbox.isPending ? (
          <p className="text-sm text-muted-foreground">Loading messages</p>
        ) : inbox.isError ? (
          <p className="text-sm text-muted-foreground">Your messages could not be loaded.</p>
        ) : inbox.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No messages yet.</p>
        ) : (
          <ul className="grid gap-2">
            {inbox.data.items.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}

function MessageItem({ message }: { message: InboxMessage }) {
  const [open, setOpen] = useState(false);
  const markRead = useMarkMessageRead();
  function toggle() {
    setOpen((wasOpen) => !wasOpen);
    if (!message.read && !markRead.isPending) markRead.mutate(message.id);
  }
  return (
    <li data-testid="inbox-message" data-read={message.read}>
      <button
        type="button"
        aria-expanded={open}
        onClick={toggle}
        className={cn(
          'grid w-full gap-1 rounded-lg border px-3 py-2 text-left text-sm transition-colors hover:bg-accent/50 focus-visible:outline-2 focus-visible:outline-ring',
          message.read ? 'border-border bg-surface' : 'border-brand/40 bg-brand/10',
        )}
      >
        <span className="flex items-center justify-between gap-3 text-xs text-muted-foreground">
          <span className="flex items-center gap-1.5">
            {message.read ? (
              <MailOpen aria-hidden="true" className="size-3.5" />
            ) : (
              <Mail aria-hidden="true" className="size-3.5 text-violet-300" />
            )}
            <span className={cn(message.read ? '' : 'font-semibold text-foreground')}>
              {message.from?.username ?? 'CodeQuest team'}
            </span>
            {message.read ? null : <span className="sr-only">(unread)</span>}
          </span>
          <time dateTime={message.sentAt}>{formatDateTime(message.sentAt)}</time>
        </span>
        <span className={cn('whitespace-pre-wrap break-words', open ? '' : 'line-clamp-2')}>
          {message.text}
        </span>
      </button>
    </li>
  );
}
