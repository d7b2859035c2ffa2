import { Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { usePublishDraft } from '../api/publish-draft';
import { PANEL_TARGET, type PuzzleTarget } from '../api/puzzle-target';

/** The server's sentence for a failure, or `fallback` when it gave none (the network failed). */
export const failureText = (error: unknown, fallback: string) =>
  error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback;

/** Publish: the draft's reference solutions judged again; it goes live when they pass, else the toast says why. */
export function usePublish(target: PuzzleTarget, title: string, onPublished?: () => void) {
  return usePublishDraft({
    target,
    onSuccess: () => {
      onPublished?.();
      toast({ title: 'Puzzle published', description: `${title} is live.`, variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: 'Not published',
        description: failureText(error, 'The draft could not be published.'),
        variant: 'destructive',
      }),
  });
}

/** A list's Publish, on a draft's row (the panel's, or a class's). */
export function PublishButton({
  puzzle,
  target = PANEL_TARGET,
}: {
  puzzle: { id: number; title: string };
  target?: PuzzleTarget;
}) {
  const publish = usePublish(target, puzzle.title);
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={publish.isPending}
      aria-label={`Publish ${puzzle.title}`}
      onClick={() => publish.mutate(puzzle.id)}
    >
      {publish.isPending ? <Spinner /> : <Send aria-hidden="true" />}
      Publish
    </Button>
  );
}
