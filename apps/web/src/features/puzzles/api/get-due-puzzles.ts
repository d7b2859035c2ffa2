import type { DuePuzzlesResponse } from '@codequest/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /api/classes/due-puzzles: the next due time of each puzzle in the learner's class assignments. */
export function getDuePuzzles(): Promise<DuePuzzlesResponse> {
  return apiGet<DuePuzzlesResponse>('/api/classes/due-puzzles');
}

export const duePuzzlesQueryOptions = () =>
  queryOptions({ queryKey: ['puzzles', 'due'], queryFn: getDuePuzzles });

/** The due instant (ISO) of each assigned puzzle, by puzzle id. */
export function useDuePuzzles(signedIn: boolean): Map<number, string> {
  const due = useQuery({ ...duePuzzlesQueryOptions(), enabled: signedIn });
  return new Map((due.data?.items ?? []).map((item) => [item.puzzleId, item.dueAt]));
}
