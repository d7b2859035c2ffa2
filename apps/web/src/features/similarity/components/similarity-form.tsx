import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { SIMILARITY_TEXTS } from '@/config/messages';
import { similarityPath } from '@/config/paths';
import { useSimilarityPuzzles } from '../api/get-similarity-puzzles';

/** On the class page, for its teachers: a puzzle the class solved, and its similarity report opened. */
export function SimilarityForm({ classId }: { classId: number }) {
  const puzzles = useSimilarityPuzzles(classId);
  const [puzzleId, setPuzzleId] = useState('');
  const [, navigate] = useLocation();
  const open = (event: FormEvent) => {
    event.preventDefault();
    if (puzzleId) navigate(similarityPath(classId, Number(puzzleId)));
  };
  const list = puzzles.data?.puzzles ?? [];
  return (
    <form onSubmit={open} className="grid min-w-0 gap-3" aria-labelledby="similarity-form-heading">
      <h2 id="similarity-form-heading" className="text-lg font-semibold">
        {SIMILARITY_TEXTS.formTitle}
      </h2>
      <p className="text-sm text-muted-foreground">
        {puzzles.isSuccess && list.length === 0 ? SIMILARITY_TEXTS.noPuzzles : SIMILARITY_TEXTS.formHint}
      </p>
      {list.length > 0 ? (
        <div className="flex min-w-0 flex-wrap items-end gap-3">
          <FormField
            id="similarity-puzzle"
            label={SIMILARITY_TEXTS.puzzleLabel}
            className="min-w-0 flex-1 basis-48"
          >
            <Select value={puzzleId} onValueChange={setPuzzleId}>
              <SelectTrigger id="similarity-puzzle">
                <SelectValue placeholder={SIMILARITY_TEXTS.choosePuzzle} />
              </SelectTrigger>
              <SelectContent>
                {list.map((puzzle) => (
                  <SelectItem key={puzzle.id} value={String(puzzle.id)}>
                    {puzzle.title} ({SIMILARITY_TEXTS.solvedBy(puzzle.solvedBy)})
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
          <Button type="submit" variant="outline" disabled={!puzzleId}>
            {SIMILARITY_TEXTS.open}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
