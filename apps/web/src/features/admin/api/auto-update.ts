import { type AutoUpdateResponse, GENERATION, type GenerateResponse } from '@codequest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { adminPuzzlesQueryOptions } from './get-admin-puzzles';
import { adminStatsQueryOptions } from './get-admin-stats';
import { auditLogQueryKey } from './get-audit-log';

/** POST /api/admin/puzzles/auto-update: new shared puzzles for every track, each proven by the judge. */
export function autoUpdate(): Promise<AutoUpdateResponse> {
  return apiJson<AutoUpdateResponse>('POST', '/api/admin/puzzles/auto-update');
}

/** What changes when puzzles are generated into the catalogue: the lists, the stats, the audit log. */
export function useRefreshAfterGeneration() {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [
      adminPuzzlesQueryOptions().queryKey,
      adminStatsQueryOptions().queryKey,
      auditLogQueryKey,
    ])
      void queryClient.invalidateQueries({ queryKey });
  };
}

/** The panel's Generate: GENERATION.manualCount new shared puzzles, any track (an admin's join the catalogue). */
export function generateIntoCatalogue(): Promise<GenerateResponse> {
  return apiJson<GenerateResponse>('POST', '/api/puzzles/generate', { count: GENERATION.manualCount });
}

export function useGenerateIntoCatalogue({
  onSuccess,
  onError,
}: {
  onSuccess?: (result: GenerateResponse) => void;
  onError?: () => void;
} = {}) {
  const refresh = useRefreshAfterGeneration();
  return useMutation({
    mutationFn: generateIntoCatalogue,
    onSuccess: (result) => {
      refresh();
      onSuccess?.(result);
    },
    onError,
  });
}

export function useAutoUpdate({
  onSuccess,
  onError,
}: {
  onSuccess?: (result: AutoUpdateResponse) => void;
  onError?: () => void;
} = {}) {
  const refresh = useRefreshAfterGeneration();
  return useMutation({
    mutationFn: autoUpdate,
    onSuccess: (result) => {
      refresh();
      onSuccess?.(result);
    },
    onError,
  });
}
