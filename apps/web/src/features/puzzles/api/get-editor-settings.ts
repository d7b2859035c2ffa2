import type { EditorSettings } from '@codequest/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cachedEditorSettings, cacheEditorSettings } from '../utils/workspace-memory';

/** The learner's editor settings, kept on their account; this browser's copy is drawn until they arrive. */
export async function getEditorSettings(): Promise<EditorSettings> {
  const settings = await apiGet<EditorSettings>('/api/profile/editor-settings');
  cacheEditorSettings(settings);
  return settings;
}

export const editorSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['profile', 'editor-settings'], queryFn: getEditorSettings });

/** The settings in force: the account's once loaded, until then (or if they fail) the browser's cache. */
export function useEditorSettings(): EditorSettings {
  const query = useQuery({ ...editorSettingsQueryOptions(), placeholderData: () => cachedEditorSettings() });
  return query.data ?? cachedEditorSettings();
}
