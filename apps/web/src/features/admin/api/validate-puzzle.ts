import type { CreatePuzzleRequest, PuzzleProofResponse } from '@codequest/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { PANEL_TARGET, type PuzzleTarget } from './puzzle-target';

/** POST /api/admin/puzzles/validate: each reference solution against every test in the judge; stores nothing. */
export function validatePuzzle(
  request: CreatePuzzleRequest,
  target: PuzzleTarget = PANEL_TARGET,
): Promise<PuzzleProofResponse> {
  return apiJson<PuzzleProofResponse>('POST', `${target.base}/validate`, request);
}

export function useValidatePuzzle(target: PuzzleTarget = PANEL_TARGET) {
  return useMutation({ mutationFn: (request: CreatePuzzleRequest) => validatePuzzle(request, target) });
}
