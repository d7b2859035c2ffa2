import { CONTEST_MESSAGES, type Contest } from '@codequest/contracts';
import { CircleCheck, History, UserPlus } from 'lucide-react';
import { ConfirmButton } from '@/components/confirm-button';
import { Button } from '@/components/ui/button';
import { CONTEST_TEXTS } from '@/config/messages';
import { toast } from '@/hooks/use-toast';
import { serverMessageOr } from '@/lib/api-client';
import { useRegisterForContest } from '../api/register-for-contest';
import { useStartVirtualRun } from '../api/start-virtual-run';
import { formatDuration, virtualRunInProgress } from '../utils/contest-time';

/**
 * Taking part: Register until the end ("You are registered" after); after the end, for those who did not
 * take part, a virtual run of their own (after a confirmation), and what became of it. Organisers are not
 * offered either: they see the live board and the problems before anyone else.
 */
export function ContestEntry({ contest, now }: { contest: Contest; now: number }) {
  const register = useRegisterForContest({
    onSuccess: (message) => toast({ title: message, variant: 'success' }),
  });
  const virtual = useStartVirtualRun({
    onSuccess: (message) => toast({ title: message, variant: 'success' }),
  });
  const failed = (error: unknown, fallback: string) =>
    toast({ title: serverMessageOr(error, fallback), variant: 'destructive' });

  if (contest.organiser && !contest.registered && !contest.virtualRun) return null;
  if (contest.phase !== 'ended') {
    if (contest.registered)
      return (
        <p className="flex items-center gap-2 text-sm font-medium text-emerald-300" data-testid="registered">
          <CircleCheck aria-hidden="true" className="size-4" />
          {CONTEST_MESSAGES.registered}
        </p>
      );
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Button
          onClick={() =>
            register.mutate(contest.id, { onError: (error) => failed(error, CONTEST_TEXTS.registerFailed) })
          }
          disabled={register.isPending}
        >
          <UserPlus aria-hidden="true" />
          {register.isPending ? CONTEST_TEXTS.registering : CONTEST_TEXTS.register}
        </Button>
        <p className="text-sm text-muted-foreground">
          {contest.phase === 'upcoming' ? CONTEST_TEXTS.registerHint : CONTEST_TEXTS.registerLateHint}
        </p>
      </div>
    );
  }
  if (contest.virtualRun) {
    if (virtualRunInProgress(contest, now)) return null;
    return <p className="text-sm text-muted-foreground">{CONTEST_TEXTS.virtualOver}</p>;
  }
  // Its organisers closed its problems after the end: no virtual run either.
  if (contest.registered || !contest.practiceAfterEnd) return null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <ConfirmButton
        variant="outline"
        disabled={virtual.isPending}
        title={CONTEST_TEXTS.virtualTitle}
        description={CONTEST_TEXTS.virtualDescription(formatDuration(contest.durationMinutes))}
        confirmLabel={CONTEST_TEXTS.startVirtual}
        cancelLabel={CONTEST_TEXTS.cancel}
        onConfirm={() =>
          virtual.mutate(contest.id, { onError: (error) => failed(error, CONTEST_TEXTS.virtualFailed) })
        }
      >
        <History aria-hidden="true" />
        {CONTEST_TEXTS.startVirtual}
      </ConfirmButton>
      <p className="text-sm text-muted-foreground">{CONTEST_TEXTS.virtualHint}</p>
    </div>
  );
}
