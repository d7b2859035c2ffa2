import {
  CONTEST_ANNOUNCEMENT_MAX_LENGTH,
  CONTEST_MESSAGES,
  type ContestAnnouncement,
} from '@codequest/contracts';
import { Megaphone } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError, FormField, invalidFieldProps } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { CONTEST_TEXTS } from '@/config/messages';
import { toast } from '@/hooks/use-toast';
import { serverMessageOr } from '@/lib/api-client';
import { formatInZone } from '@/lib/zoned-time';
import { usePostAnnouncement } from '../api/post-announcement';

const ERROR_ID = 'announcement-error';

/**
 * The organisers' announcements, newest first, as text (never HTML); new ones join as the live board brings
 * them. Organisers have the form to send one.
 */
export function Announcements({
  contestId,
  announcements,
  organiser,
  timeZone,
}: {
  contestId: number;
  announcements: ContestAnnouncement[];
  organiser: boolean;
  timeZone: string;
}) {
  return (
    <section
      aria-labelledby="contest-announcements-heading"
      className="grid min-w-0 content-start gap-3 rounded-2xl border border-border bg-card p-4 sm:p-5"
    >
      <h2 id="contest-announcements-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Megaphone aria-hidden="true" className="size-4.5 text-violet-300" />
        {CONTEST_TEXTS.announcementsTitle}
      </h2>
      {announcements.length === 0 ? (
        <p className="text-sm text-muted-foreground">{CONTEST_TEXTS.noAnnouncements}</p>
      ) : (
        <ul className="grid gap-2" aria-label={CONTEST_TEXTS.announcementsTitle}>
          {announcements.map((announcement) => (
            <li
              key={announcement.id}
              data-announcement={announcement.id}
              className="grid gap-1 rounded-xl border border-border p-3"
            >
              <time dateTime={announcement.createdAt} className="text-xs text-muted-foreground">
                {formatInZone(announcement.createdAt, timeZone)}
              </time>
              <p className="text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">{announcement.body}</p>
            </li>
          ))}
        </ul>
      )}
      {organiser ? <AnnouncementForm contestId={contestId} /> : null}
    </section>
  );
}

function AnnouncementForm({ contestId }: { contestId: number }) {
  const [body, setBody] = useState('');
  const post = usePostAnnouncement({
    onSuccess: () => {
      setBody('');
      toast({ title: CONTEST_MESSAGES.announced, variant: 'success' });
    },
  });
  const error = post.isError ? serverMessageOr(post.error, CONTEST_TEXTS.announceFailed) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    post.mutate({ contestId, request: { body } });
  };
  return (
    <form onSubmit={submit} className="grid gap-2 border-t border-border pt-3">
      <FormField id="announcement-body" label={CONTEST_TEXTS.announceLabel} hint={CONTEST_TEXTS.announceHint}>
        <Textarea
          id="announcement-body"
          value={body}
          maxLength={CONTEST_ANNOUNCEMENT_MAX_LENGTH}
          rows={3}
          onChange={(event) => setBody(event.target.value)}
          required
          {...invalidFieldProps(error !== null, ERROR_ID)}
        />
      </FormField>
      <FieldError id={ERROR_ID} message={error} />
      <div>
        <Button type="submit" size="sm" disabled={post.isPending}>
          {post.isPending ? CONTEST_TEXTS.announcing : CONTEST_TEXTS.announce}
        </Button>
      </div>
    </form>
  );
}
