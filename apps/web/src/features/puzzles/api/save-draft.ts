import type { Draft, Language } from '@codequest/contracts';
import { apiJson } from '@/lib/api-client';

/**
 * Saves the learner's code for a puzzle and language (64 KB at most). No hook: the editor's draft logic
 * (hooks/use-editor-code.ts) calls it, debounced, and also while the page goes away.
 */

export interface SaveDraftInput {
  puzzleId: number;
  language: Language;
  code: string;
  /** Let the request finish after the page goes away (a save flushed on reload or close). */
  keepalive?: boolean;
}

export function saveDraft({ puzzleId, language, code, keepalive }: SaveDraftInput): Promise<Draft> {
  return apiJson<Draft>(
    'PUT',
    `/api/puzzles/${puzzleId}/draft?language=${language}`,
    { code },
    { keepalive },
  );
}
