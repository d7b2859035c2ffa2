import { CLASS_PUZZLE_TEXTS } from '@/config/messages';
import { classPuzzleEditPath, classPuzzleNewPath } from '@/config/paths';
import { OwnPuzzles } from '@/features/admin/components/own-puzzles';
import { classPuzzleTarget, useClassPuzzles, useRetireClassPuzzle } from '../api/class-puzzles';

/**
 * A class page's own puzzles, for its teachers (the section the panel's pieces make): New Puzzle opens the
 * form for this class, Import package the panel's import, whose problems become the class's own.
 */
export function ClassPuzzles({ classId }: { classId: number }) {
  return (
    <OwnPuzzles
      headingId="class-puzzles-heading"
      texts={CLASS_PUZZLE_TEXTS}
      puzzles={useClassPuzzles(classId)}
      retire={useRetireClassPuzzle(classId)}
      target={classPuzzleTarget(classId)}
      newHref={classPuzzleNewPath(classId)}
      editHref={(puzzleId) => classPuzzleEditPath(classId, puzzleId)}
    />
  );
}
