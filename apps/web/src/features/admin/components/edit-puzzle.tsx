import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAdminPuzzle } from '../api/get-admin-puzzle';
import { ListLoading, ListMessage } from './list-state';
import { PuzzleForm } from './puzzle-form';

/** Edit, in the Puzzles tab: the puzzle loaded in full, in the same form (and proof) as Create Puzzle. */
export function EditPuzzle({
  puzzleId,
  onSaved,
  onBack,
}: {
  puzzleId: number;
  onSaved: (title: string) => void;
  onBack: () => void;
}) {
  const puzzle = useAdminPuzzle(puzzleId);
  return (
    <section aria-labelledby="edit-puzzle-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="edit-puzzle-heading" className="text-lg font-semibold">
          {puzzle.data ? `Edit ${puzzle.data.title}` : 'Edit puzzle'}
        </h2>
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back to the list
        </Button>
      </div>
      {puzzle.isPending ? (
        <ListLoading label="Loading the puzzle" />
      ) : puzzle.isError ? (
        <ListMessage>The puzzle could not be loaded.</ListMessage>
      ) : (
        <PuzzleForm key={puzzle.data.id} puzzle={puzzle.data} onSaved={onSaved} />
      )}
    </section>
  );
}
