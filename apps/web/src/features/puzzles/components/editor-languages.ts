import type { Extension } from '@codemirror/state';
import { type EditorMode, LANGUAGE_TABLE, type Language } from '@codequest/contracts';

/**
 * Each language's grammar for the code editor: a chunk of its own, fetched when the editor first shows that
 * language. Kept out of code-editor.tsx so that a page can fetch a grammar at the same time as the editor,
 * rather than once the editor's chunk has arrived.
 */
const EDITOR_MODES: Record<EditorMode, () => Promise<Extension>> = {
  cpp: () => import('@codemirror/lang-cpp').then(({ cpp }) => cpp()),
  java: () => import('@codemirror/lang-java').then(({ java }) => java()),
  javascript: () => import('@codemirror/lang-javascript').then(({ javascript }) => javascript()),
  python: () => import('@codemirror/lang-python').then(({ python }) => python()),
};

/** A language's grammar: its editor mode's (contracts' language table names it). */
export const languageSupport = (language: Language): Promise<Extension> =>
  EDITOR_MODES[LANGUAGE_TABLE[language].editorMode]();

/** Fetches a language's grammar ahead of time (the chunk is then in the browser when the editor opens). */
export function preloadLanguage(language: Language): Promise<unknown> {
  return languageSupport(language);
}
