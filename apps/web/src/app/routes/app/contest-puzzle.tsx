import { useParams } from 'wouter';
import { CONTEST_PUZZLE_TEXTS, CONTEST_TEXTS } from '@/config/messages';
import { contestPath } from '@/config/paths';
import { OwnPuzzlePage } from '@/features/admin/components/own-puzzle-page';
import { contestPuzzleQueryOptions, contestPuzzleTarget } from '@/features/contests/api/contest-puzzles';
import { useContest } from '@/features/contests/api/get-contest';
import { NotFoundRoute } from './not-found';

const ID = /^[0-9]{1,10}$/;

/**
 * /contests/:id/puzzles/new and /contests/:id/puzzles/:puzzleId: a contest's organisers make or edit a
 * problem of its own with the admin panel's form (the same proof by the judge), saved under the contest.
 */
export function ContestPuzzleRoute() {
  const params = useParams<{ id: string; puzzleId: string }>();
  if (!ID.test(params.id ?? '')) return <NotFoundRoute />;
  const contestId = Number(params.id);
  if (params.puzzleId === 'new') return <ContestPuzzlePage contestId={contestId} puzzleId={null} />;
  if (!ID.test(params.puzzleId ?? '')) return <NotFoundRoute />;
  return <ContestPuzzlePage contestId={contestId} puzzleId={Number(params.puzzleId)} />;
}

function ContestPuzzlePage({ contestId, puzzleId }: { contestId: number; puzzleId: number | null }) {
  const reading = useContest(contestId);
  return (
    <OwnPuzzlePage
      backHref={contestPath(contestId)}
      owner={reading}
      ownerName={reading.data?.contest.title ?? ''}
      puzzleId={puzzleId}
      puzzleQuery={(id) => contestPuzzleQueryOptions(contestId, id)}
      target={contestPuzzleTarget(contestId)}
      texts={{
        back: CONTEST_PUZZLE_TEXTS.backToContest,
        loading: CONTEST_PUZZLE_TEXTS.loading,
        ownerFailed: CONTEST_TEXTS.contestLoadFailed,
        puzzleFailed: CONTEST_PUZZLE_TEXTS.loadFailed,
        newTitle: CONTEST_PUZZLE_TEXTS.newTitle,
        editTitle: CONTEST_PUZZLE_TEXTS.editTitle,
      }}
    />
  );
}
