import type { ContestAnnouncement } from '@codequest/contracts';
import { CONTEST_TEXTS } from '@/config/messages';
import { toast } from '@/hooks/use-toast';
import { useLiveScoreboard } from '../api/watch-scoreboard';

const PREVIEW_LENGTH = 160;

/** A new announcement as a toast: its first words (the whole text is on the contest's page). */
export function announcementToast(announcement: ContestAnnouncement): void {
  const text = announcement.body.trim();
  toast({
    title: CONTEST_TEXTS.newAnnouncement,
    description: text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text,
  });
}

/**
 * While a contest's problem is open: its announcements as toasts, from the live board (drawn nowhere, so
 * the board's own changes re-render nothing else).
 */
export function AnnouncementToasts({ contestId }: { contestId: number }) {
  useLiveScoreboard(contestId, { onAnnouncement: announcementToast });
  return null;
}
