import type { Difficulty, PackageImportResponse } from '@codequest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { PuzzleTarget } from './puzzle-target';

export interface PackageUpload {
  file: File;
  categoryId: number | null;
  difficulty: Difficulty;
}

/**
 * POST {target}/packages (the panel's, or a class's): a problem package (.zip) imported, each problem
 * proven by judging its own submissions; the answer is the report, a problem live or kept as a draft.
 */
export function importPackage(
  target: PuzzleTarget,
  { file, categoryId, difficulty }: PackageUpload,
): Promise<PackageImportResponse> {
  const query = new URLSearchParams({ difficulty });
  if (categoryId !== null) query.set('categoryId', String(categoryId));
  const zip = file.type === 'application/zip' ? file : new Blob([file], { type: 'application/zip' });
  return apiJson<PackageImportResponse>('POST', `${target.packages}?${query}`, zip);
}

export function useImportPackage({
  target,
  onSuccess,
}: {
  target: PuzzleTarget;
  onSuccess?: (report: PackageImportResponse) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: PackageUpload) => importPackage(target, upload),
    onSuccess: (report) => {
      for (const queryKey of target.staleKeys) void queryClient.invalidateQueries({ queryKey });
      onSuccess?.(report);
    },
  });
}
