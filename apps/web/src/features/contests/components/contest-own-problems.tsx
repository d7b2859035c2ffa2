import type { Contest } from '@codequest/contracts';
import { CONTEST_PUZZLE_TEXTS } from '@/config/messages';
import { contestPuzzleEditPath, contestPuzzleNewPath } from '@/config/paths';
import { OwnPuzzles } from '@/features/admin/components/own-puzzles';
import { contestPuzzleTarget, useContestPuzzles, useRetireContestPuzzle } from '../api/contest-puzzles';

/**
 * A contest page's own problems, for its organisers (the section the panel's pieces make): New Problem
 * opens the form for this contest, Import package the panel's import; each live one joins its problems.
 * From the start they are fixed: Edit alone stays.
 */
export function ContestOwnProblems({ contest }: { contest: Contest }) {
  const fixed = contest.phase !== 'upcoming';
  return (
    <OwnPuzzles
      headingId="contest-own-problems-heading"
      texts={{
        ...CONTEST_PUZZLE_TEXTS,
        hint: fixed ? CONTEST_PUZZLE_TEXTS.fixedHint : CONTEST_PUZZLE_TEXTS.hint,
      }}
      puzzles={useContestPuzzles(contest.id)}
      retire={useRetireContestPuzzle(contest.id)}
      target={contestPuzzleTarget(contest.id)}
      newHref={contestPuzzleNewPath(contest.id)}
      editHref={(puzzleId) => contestPuzzleEditPath(contest.id, puzzleId)}
      fixed={fixed}
    />
  );
}
