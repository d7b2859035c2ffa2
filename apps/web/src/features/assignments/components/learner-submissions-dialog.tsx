import { VERDICT_LABELS, type Verdict } from '@codequest/contracts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { ASSIGNMENT_TEXTS } from '@/config/messages';
import { serverMessageOr } from '@/lib/api-client';
import { formatInZone } from '@/lib/zoned-time';
import { type CellKey, useLearnerSubmissions } from '../api/get-learner-submissions';

const verdictLabel = (verdict: string): string => VERDICT_LABELS[verdict as Verdict] ?? verdict;

/** A grid cell opened: the learner's submissions for that puzzle, oldest first, each with its code. */
export function LearnerSubmissionsDialog({
  cell,
  timeZone,
  onClose,
}: {
  cell: CellKey | null;
  timeZone: string;
  onClose: () => void;
}) {
  const submissions = useLearnerSubmissions(cell);
  return (
    <Dialog open={cell !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogTitle className="pr-8 font-semibold [overflow-wrap:anywhere]">
          {submissions.data
            ? `${submissions.data.username} · ${submissions.data.puzzleTitle}`
            : ASSIGNMENT_TEXTS.submissionsTitle}
        </DialogTitle>
        <DialogDescription className="text-sm text-muted-foreground">
          {submissions.data
            ? `${ASSIGNMENT_TEXTS.due} ${formatInZone(submissions.data.dueAt, timeZone)}`
            : ASSIGNMENT_TEXTS.submissionsTitle}
        </DialogDescription>
        {submissions.isPending ? (
          <Spinner />
        ) : submissions.isError ? (
          <p role="alert" className="text-sm text-red-300">
            {serverMessageOr(submissions.error, ASSIGNMENT_TEXTS.gridLoadFailed)}
          </p>
        ) : submissions.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{ASSIGNMENT_TEXTS.noSubmissions}</p>
        ) : (
          <ol className="grid min-w-0 gap-3" aria-label={ASSIGNMENT_TEXTS.submissionsTitle}>
            {submissions.data.items.map((item) => (
              <li key={item.id} data-verdict={item.verdict} className="grid min-w-0 gap-1">
                <p className="text-sm">
                  <span className="font-medium">{verdictLabel(item.verdict)}</span> · {item.language} ·{' '}
                  <time dateTime={item.createdAt}>{formatInZone(item.createdAt, timeZone)}</time>
                </p>
                <pre className="max-h-64 overflow-auto rounded-lg bg-muted p-3 text-xs">
                  <code>{item.code}</code>
                </pre>
              </li>
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
