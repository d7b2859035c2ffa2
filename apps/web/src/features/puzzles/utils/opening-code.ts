import type { Draft, Language, Submission } from '@codequest/contracts';

/** Which code the editor opens on: the accepted submission's, unless the draft was edited after it. */
export function openingCode(
  draft: Draft | undefined,
  accepted: Submission | null,
  language: Language,
  starterCode: string,
): string {
  const acceptedHere = accepted?.language === language ? accepted : null;
  const draftCode = draft?.code ?? null;
  if (acceptedHere === null) return draftCode ?? starterCode;
  const editedSince =
    draftCode !== null &&
    draft?.updatedAt != null &&
    Date.parse(draft.updatedAt) > Date.parse(acceptedHere.createdAt);
  return editedSince ? draftCode : acceptedHere.code;
}
