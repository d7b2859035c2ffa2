import type { CreatePuzzleRequest, PuzzleProofResponse } from '@codequest/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** POST /api/admin/puzzles/validate: each reference solution against every test in the judge; stores nothing. */
export function validatePuzzle(request: CreatePuzzleRequest): Promise<PuzzleProofResponse> {
  return apiJson<PuzzleProofResponse>('POST', '/api/admin/puzzles/validate', request);
}

export function useValidatePuzzle() {
  return useMutation({ mutationFn: validatePuzzle });
}
