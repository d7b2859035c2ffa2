import type { EditorSettings } from '@codequest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { cacheEditorSettings } from '../utils/workspace-memory';
import { editorSettingsQueryOptions } from './get-editor-settings';

export function saveEditorSettings(settings: EditorSettings): Promise<EditorSettings> {
  return apiJson<EditorSettings>('PUT', '/api/profile/editor-settings', settings);
}

/**
 * Applies the new settings at once (the editor follows the query's data), then saves them; a refusal puts
 * back what was in force and says so (`onError`).
 */
export function useSaveEditorSettings({ onError }: { onError?: () => void } = {}) {
  const queryClient = useQueryClient();
  const { queryKey } = editorSettingsQueryOptions();
  return useMutation({
    mutationFn: saveEditorSettings,
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, settings);
      cacheEditorSettings(settings);
      return { before };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      cacheEditorSettings(saved);
    },
    onError: (_error, _settings, context) => {
      if (context?.before) {
        queryClient.setQueryData(queryKey, context.before);
        cacheEditorSettings(context.before);
      }
      onError?.();
    },
  });
}
