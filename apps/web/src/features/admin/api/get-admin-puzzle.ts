import type { AdminPuzzle } from '@codequest/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /api/admin/puzzles/{id}: the whole puzzle, hidden tests and reference solutions included. */
export function getAdminPuzzle(puzzleId: number): Promise<AdminPuzzle> {
  return apiGet<AdminPuzzle>(`/api/admin/puzzles/${puzzleId}`);
}

export const adminPuzzleQueryOptions = (puzzleId: number) =>
  queryOptions({ queryKey: ['admin', 'puzzle', puzzleId], queryFn: () => getAdminPuzzle(puzzleId) });

export function useAdminPuzzle(puzzleId: number) {
  return useQuery(adminPuzzleQueryOptions(puzzleId));
}
