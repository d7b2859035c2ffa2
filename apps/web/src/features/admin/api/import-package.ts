import type { Difficulty, PackageImportResponse } from '@codequest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { adminPuzzlesQueryOptions } from './get-admin-puzzles';
import { adminStatsQueryOptions } from './get-admin-stats';
import { auditLogQueryKey } from './get-audit-log';

export interface PackageUpload {
  file: File;
  categoryId: number | null;
  difficulty: Difficulty;
}

/**
 * POST /api/admin/packages: a problem package (.zip) imported, each problem proven by judging its own
 * submissions; the answer is the report, a problem live or kept as a draft.
 */
export function importPackage({
  file,
  categoryId,
  difficulty,
}: PackageUpload): Promise<PackageImportResponse> {
  const query = new URLSearchParams({ difficulty });
  if (categoryId !== null) query.set('categoryId', String(categoryId));
  const zip = file.type === 'application/zip' ? file : new Blob([file], { type: 'application/zip' });
  return apiJson<PackageImportResponse>('POST', `/api/admin/packages?${query}`, zip);
}

export function useImportPackage({
  onSuccess,
}: {
  onSuccess?: (report: PackageImportResponse) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importPackage,
    onSuccess: (report) => {
      void queryClient.invalidateQueries({ queryKey: adminPuzzlesQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: adminStatsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: auditLogQueryKey });
      onSuccess?.(report);
    },
  });
}
