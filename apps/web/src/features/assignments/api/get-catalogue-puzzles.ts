import type { PuzzleSummary } from '@codequest/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /api/puzzles, for the assignment form's picker: the shared catalogue's puzzles are the ones to pick. */
export function getCataloguePuzzles(): Promise<PuzzleSummary[]> {
  return apiGet<PuzzleSummary[]>('/api/puzzles');
}

export const cataloguePuzzlesQueryOptions = () =>
  queryOptions({ queryKey: ['assignments', 'catalogue'], queryFn: getCataloguePuzzles });

export function useCataloguePuzzles() {
  return useQuery(cataloguePuzzlesQueryOptions());
}
