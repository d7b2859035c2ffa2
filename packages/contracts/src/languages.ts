/**
 * The languages CodeQuest judges, as one table that every other place reads: the judge (the file it
 * compiles), the catalogue (its starter and solution files), the proof's reports, the editor and the
 * browser tests. Adding a language is one entry here, plus its toolchain in the judge and its content.
 */

export const LANGUAGES = ['c', 'cpp', 'java', 'javascript', 'python'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'java';

/** The code editor's grammars (each a CodeMirror language package the web app loads when first shown). */
export type EditorMode = 'cpp' | 'java' | 'javascript' | 'python';

export interface LanguageInfo {
  /** What people read: menus, labels, proof reports. */
  name: string;
  editorMode: EditorMode;
  /** A source file's extension, without the dot (a catalogue puzzle's `wrong/*.<ext>`). */
  extension: string;
  /** The name the judge gives the learner's source in its sandbox. */
  sourceFile: string;
  /** A catalogue puzzle's files for this language. */
  starterFile: string;
  solutionFile: string;
}

export const LANGUAGE_TABLE: Record<Language, LanguageInfo> = {
  c: {
    name: 'C',
    editorMode: 'cpp',
    extension: 'c',
    sourceFile: 'main.c',
    starterFile: 'starter.c',
    solutionFile: 'solution.c',
  },
  cpp: {
    name: 'C++',
    editorMode: 'cpp',
    extension: 'cpp',
    sourceFile: 'main.cpp',
    starterFile: 'starter.cpp',
    solutionFile: 'solution.cpp',
  },
  java: {
    name: 'Java',
    editorMode: 'java',
    extension: 'java',
    sourceFile: 'Main.java',
    starterFile: 'starter.java',
    solutionFile: 'solution.java',
  },
  javascript: {
    name: 'JavaScript',
    editorMode: 'javascript',
    extension: 'js',
    sourceFile: 'main.js',
    starterFile: 'starter.js',
    solutionFile: 'solution.js',
  },
  python: {
    name: 'Python',
    editorMode: 'python',
    extension: 'py',
    sourceFile: 'main.py',
    starterFile: 'starter.py',
    solutionFile: 'solution.py',
  },
};

/** The language a source file's extension names (a wrong solution's), if any. */
export function languageOfExtension(extension: string): Language | undefined {
  return LANGUAGES.find((language) => LANGUAGE_TABLE[language].extension === extension);
}

/** A record with an entry for every language, each made by `value` (so a new language is never missed). */
export function byLanguage<T>(value: (language: Language) => T): Record<Language, T> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, value(language)])) as Record<Language, T>;
}

/** "C, C++, Java, JavaScript and Python": languages' names as a sentence reads them (`or` for a choice). */
export function languageNames(
  languages: readonly Language[] = LANGUAGES,
  conjunction: 'and' | 'or' = 'and',
): string {
  const names = languages.map((language) => LANGUAGE_TABLE[language].name);
  return names.length > 1
    ? `${names.slice(0, -1).join(', ')} ${conjunction} ${names.at(-1)}`
    : (names[0] ?? '');
}
