import type { Submission } from '@codequest/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/**
 * The learner's latest accepted submission of a puzzle (its code and language), from their submissions,
 * newest first: a solved puzzle opens on it. Asked for only when the puzzle was solved.
 */
export function getSubmissions(puzzleId: number): Promise<Submission[]> {
  return apiGet<Submission[]>(`/api/puzzles/${puzzleId}/submissions`);
}

export const submissionsQueryOptions = (puzzleId: number) =>
  queryOptions({ queryKey: ['puzzles', puzzleId, 'submissions'], queryFn: () => getSubmissions(puzzleId) });

export function useAcceptedSubmission(puzzleId: number, { enabled }: { enabled: boolean }) {
  return useQuery({
    ...submissionsQueryOptions(puzzleId),
    enabled,
    select: (submissions) => submissions.find((submission) => submission.verdict === 'ACCEPTED') ?? null,
  });
}
