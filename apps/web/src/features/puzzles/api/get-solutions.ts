import type { Language, SolutionSort, SolutionsResponse } from '@codequest/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/**
 * Other learners' accepted solutions to a puzzle, a page at a time: the editor's language first. The server
 * answers 403 until the learner has solved the puzzle themselves (the panel says why).
 */

export interface SolutionsRequest {
  sort: SolutionSort;
  language: Language;
  page: number;
}

export const SOLUTIONS_PAGE_SIZE = 10;

export function getSolutions(puzzleId: number, request: SolutionsRequest): Promise<SolutionsResponse> {
  const query = new URLSearchParams({
    sort: request.sort,
    language: request.language,
    page: String(request.page),
    pageSize: String(SOLUTIONS_PAGE_SIZE),
  });
  return apiGet<SolutionsResponse>(`/api/puzzles/${puzzleId}/solutions?${query}`);
}

/** Every page and order of a puzzle's solutions sits under this key (a submit refreshes them all). */
export const solutionsKey = (puzzleId: number) => ['puzzles', puzzleId, 'solutions'] as const;

export const solutionsQueryOptions = (puzzleId: number, request: SolutionsRequest) =>
  queryOptions({
    queryKey: [...solutionsKey(puzzleId), request.sort, request.language, request.page],
    queryFn: () => getSolutions(puzzleId, request),
  });

/** Asked for when the panel opens (not for a learner's own practice puzzle: `enabled` false). */
export function useSolutions(puzzleId: number, request: SolutionsRequest, { enabled }: { enabled: boolean }) {
  // Another page or order keeps the current one on screen until it arrives.
  return useQuery({
    ...solutionsQueryOptions(puzzleId, request),
    enabled,
    placeholderData: keepPreviousData,
  });
}
