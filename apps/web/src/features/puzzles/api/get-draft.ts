import type { Draft, Language } from '@codequest/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** The learner's saved code for a puzzle in one language (code is null when there is none). */
export function getDraft(puzzleId: number, language: Language): Promise<Draft> {
  return apiGet<Draft>(`/api/puzzles/${puzzleId}/draft?language=${language}`);
}

export const draftQueryOptions = (puzzleId: number, language: Language) =>
  queryOptions({
    queryKey: ['puzzles', puzzleId, 'draft', language],
    queryFn: () => getDraft(puzzleId, language),
  });

export function useDraft(puzzleId: number, language: Language) {
  return useQuery(draftQueryOptions(puzzleId, language));
}
