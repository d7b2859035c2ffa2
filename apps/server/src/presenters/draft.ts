import type { Draft, Language } from '@codequest/contracts';

/** A learner's draft of one puzzle in one language; no row yet is a draft with no code. */
export function presentDraft(
  language: Language,
  row: { code: string; updated_at: number } | undefined,
): Draft {
  return {
    language,
    code: row?.code ?? null,
    updatedAt: row ? new Date(row.updated_at).toISOString() : null,
  };
}
