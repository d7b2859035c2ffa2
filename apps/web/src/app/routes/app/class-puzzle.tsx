import { useParams } from 'wouter';
import { CLASS_PUZZLE_TEXTS, CLASS_TEXTS } from '@/config/messages';
import { classPath } from '@/config/paths';
import { OwnPuzzlePage } from '@/features/admin/components/own-puzzle-page';
import { classPuzzleQueryOptions, classPuzzleTarget } from '@/features/classes/api/class-puzzles';
import { useClass } from '@/features/classes/api/get-class';
import { NotFoundRoute } from './not-found';

const ID = /^[0-9]{1,10}$/;

/**
 * /classes/:id/puzzles/new and /classes/:id/puzzles/:puzzleId: a class's teachers make or edit a puzzle of
 * the class's own with the admin panel's form (the same proof by the judge), saved under the class.
 */
export function ClassPuzzleRoute() {
  const params = useParams<{ id: string; puzzleId: string }>();
  if (!ID.test(params.id ?? '')) return <NotFoundRoute />;
  const classId = Number(params.id);
  if (params.puzzleId === 'new') return <ClassPuzzlePage classId={classId} puzzleId={null} />;
  if (!ID.test(params.puzzleId ?? '')) return <NotFoundRoute />;
  return <ClassPuzzlePage classId={classId} puzzleId={Number(params.puzzleId)} />;
}

function ClassPuzzlePage({ classId, puzzleId }: { classId: number; puzzleId: number | null }) {
  const item = useClass(classId);
  return (
    <OwnPuzzlePage
      backHref={classPath(classId)}
      owner={item}
      ownerName={item.data?.name ?? ''}
      puzzleId={puzzleId}
      puzzleQuery={(id) => classPuzzleQueryOptions(classId, id)}
      target={classPuzzleTarget(classId)}
      texts={{
        back: CLASS_PUZZLE_TEXTS.backToClass,
        loading: CLASS_PUZZLE_TEXTS.loading,
        ownerFailed: CLASS_TEXTS.loadFailed,
        puzzleFailed: CLASS_PUZZLE_TEXTS.loadFailed,
        newTitle: CLASS_PUZZLE_TEXTS.newTitle,
        editTitle: CLASS_PUZZLE_TEXTS.editTitle,
      }}
    />
  );
}
