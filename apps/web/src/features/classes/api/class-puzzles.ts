import type { AdminActionResponse, AdminPuzzle, AdminPuzzleSummary } from '@codequest/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PuzzleTarget } from '@/features/admin/api/puzzle-target';
import { apiGet, apiJson } from '@/lib/api-client';
import { classesQueryKey } from './get-classes';

/** A class's own puzzles (GET /api/classes/:id/puzzles): its teachers' list, with each puzzle's figures. */
export function getClassPuzzles(classId: number): Promise<AdminPuzzleSummary[]> {
  return apiGet<AdminPuzzleSummary[]>(`/api/classes/${classId}/puzzles`);
}

const classPuzzlesKey = (classId: number) => [...classesQueryKey, 'puzzles', classId] as const;

export const classPuzzlesQueryOptions = (classId: number) =>
  queryOptions({ queryKey: classPuzzlesKey(classId), queryFn: () => getClassPuzzles(classId) });

export function useClassPuzzles(classId: number) {
  return useQuery(classPuzzlesQueryOptions(classId));
}

/** One of them in full, to edit: tests and reference solutions included. */
export const classPuzzleQueryOptions = (classId: number, puzzleId: number) =>
  queryOptions({
    queryKey: [...classPuzzlesKey(classId), 'one', puzzleId],
    queryFn: () => apiGet<AdminPuzzle>(`/api/classes/${classId}/puzzles/${puzzleId}`),
  });

export function useClassPuzzle(classId: number, puzzleId: number) {
  return useQuery(classPuzzleQueryOptions(classId, puzzleId));
}

/**
 * Where the panel's puzzle form saves a class's puzzle. The learners' lists (the puzzle list, the
 * assignment form's picker) are stale after a save too.
 */
export function classPuzzleTarget(classId: number): PuzzleTarget {
  return {
    base: `/api/classes/${classId}/puzzles`,
    packages: `/api/classes/${classId}/packages`,
    staleKeys: [classPuzzlesKey(classId), ['puzzles'], ['assignments', 'catalogue']],
    detailKey: (puzzleId) => classPuzzleQueryOptions(classId, puzzleId).queryKey,
  };
}

export function useRetireClassPuzzle(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (puzzleId: number) =>
      apiJson<AdminActionResponse>('DELETE', `/api/classes/${classId}/puzzles/${puzzleId}`),
    onSuccess: () => {
      for (const queryKey of classPuzzleTarget(classId).staleKeys)
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
