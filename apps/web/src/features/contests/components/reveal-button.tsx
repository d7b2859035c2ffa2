import type { Contest } from '@codequest/contracts';
import { Eye } from 'lucide-react';
import { ConfirmButton } from '@/components/confirm-button';
import { CONTEST_TEXTS } from '@/config/messages';
import { toast } from '@/hooks/use-toast';
import { serverMessageOr } from '@/lib/api-client';
import { useRevealScoreboard } from '../api/reveal-scoreboard';
import { useServerNow } from '../hooks/use-server-now';
import { canReveal } from '../utils/contest-time';

/**
 * Organisers: Reveal Scoreboard (after a confirmation) once the public board's freeze has begun, until the
 * end or the reveal. It watches the server's clock itself, so it appears as the freeze begins.
 */
export function RevealButton({ contest, clockOffsetMs }: { contest: Contest; clockOffsetMs: number }) {
  const now = useServerNow(clockOffsetMs);
  const reveal = useRevealScoreboard({
    onSuccess: (message) => toast({ title: message, variant: 'success' }),
  });
  if (!canReveal(contest, now)) return null;
  return (
    <ConfirmButton
      size="sm"
      disabled={reveal.isPending}
      title={CONTEST_TEXTS.revealTitle}
      description={CONTEST_TEXTS.revealDescription}
      confirmLabel={CONTEST_TEXTS.reveal}
      cancelLabel={CONTEST_TEXTS.cancel}
      onConfirm={() =>
        reveal.mutate(contest.id, {
          onError: (error) =>
            toast({ title: serverMessageOr(error, CONTEST_TEXTS.revealFailed), variant: 'destructive' }),
        })
      }
    >
      <Eye aria-hidden="true" />
      {CONTEST_TEXTS.reveal}
    </ConfirmButton>
  );
}
