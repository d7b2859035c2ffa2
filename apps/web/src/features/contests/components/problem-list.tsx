import type { Contest } from '@codequest/contracts';
import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { CONTEST_TEXTS } from '@/config/messages';
import { contestProblemPath } from '@/config/paths';

/** Why the contest shows the caller no problems; null when it shows some. */
function problemsNote(contest: Contest): string | null {
  if (contest.problems.length > 0) return null;
  if (contest.organiser) return CONTEST_TEXTS.noProblemsYet;
  if (contest.phase === 'upcoming') return CONTEST_TEXTS.problemsAtStart;
  if (contest.phase === 'ended' && !contest.practiceAfterEnd) return CONTEST_TEXTS.problemsClosed;
  return CONTEST_TEXTS.problemsForParticipants;
}

/** The contest's problems (label, title, IOI points), each opening in the workspace; or when they will show. */
export function ProblemList({ contest }: { contest: Contest }) {
  const note = problemsNote(contest);
  return (
    <section
      aria-labelledby="contest-problems-heading"
      className="grid min-w-0 content-start gap-3 rounded-2xl border border-border bg-card p-4 sm:p-5"
    >
      <h2 id="contest-problems-heading" className="text-lg font-semibold">
        {CONTEST_TEXTS.problemsTitle}
      </h2>
      {note ? (
        <p className="text-sm text-muted-foreground">{note}</p>
      ) : (
        <ol className="grid gap-2">
          {contest.problems.map((problem) => (
            <li key={problem.label} data-problem={problem.label}>
              <Link
                href={contestProblemPath(contest.id, problem.label)}
                className="flex min-w-0 items-center gap-3 rounded-xl border border-border px-3 py-2.5 transition-colors hover:bg-accent/40"
              >
                <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-violet-500/15 font-semibold text-violet-200">
                  {problem.label}
                </span>
                <span className="min-w-0 flex-1 font-medium [overflow-wrap:anywhere]">{problem.title}</span>
                {contest.scoring === 'ioi' ? (
                  <span className="shrink-0 text-xs text-muted-foreground">
                    {CONTEST_TEXTS.points(problem.points)}
                  </span>
                ) : null}
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
