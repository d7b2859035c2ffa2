import {
  byLanguage,
  type JudgeCheckerInput,
  type JudgeLimitOverrides,
  LANGUAGES,
  type Language,
  type PuzzleFields,
} from '@codequest/contracts';
import type { CataloguePuzzle, WrongSolution } from '../catalogue/files';

/**
 * A puzzle as the proof takes it, whichever way it was made, so that one proof serves them all. A puzzle
 * in the catalogue's shape (the catalogue's files, or a generated puzzle before it is stored) offers every
 * language, and its starters are what learners start from, so they must compile (design: "its starter code
 * compiles and fails"). A puzzle from the admin panel offers the languages it has a reference for; a
 * starter typed there only has to fail (design: "the starter fails"). One left empty is stored as the
 * template, which prints nothing and so fails: it is not run.
 */

export interface ProofTest {
  /** What the catalogue's lines call it: its file's number (`03`), or its 1-based number. */
  name: string;
  input: string;
  expected: string;
  hidden: boolean;
}

export interface PuzzleToProve {
  tests: readonly ProofTest[];
  /** The languages the puzzle offers, each with its reference solution: it must pass every test. */
  references: Partial<Record<Language, string>>;
  /** Starter code by language: it must not pass every test. */
  starters: Partial<Record<Language, string>>;
  /** Whether a starter that does not compile fails the proof too (a catalogue file's does; a panel's not). */
  startersMustCompile: boolean;
  /** Solutions the tests must catch, by Wrong Answer or Time Limit Exceeded. */
  wrong: readonly WrongSolution[];
  /** The large tests, by name: a wrong solution meets them one at a time, after the others. */
  large: readonly string[];
  limits?: JudgeLimitOverrides | undefined;
  checker?: JudgeCheckerInput | undefined;
}

/** A puzzle in the catalogue's shape: a catalogue puzzle, or one a generator family or a model wrote. */
export type ProofCandidate = Pick<CataloguePuzzle, 'meta' | 'code' | 'tests' | 'wrong'>;

export function fromCandidate(candidate: ProofCandidate): PuzzleToProve {
  return {
    tests: candidate.tests,
    references: byLanguage((language) => candidate.code[language].solution),
    starters: byLanguage((language) => candidate.code[language].starter),
    startersMustCompile: true,
    wrong: candidate.wrong,
    large: candidate.meta.large ?? [],
    limits: candidate.meta.limits,
    checker: candidate.meta.checker,
  };
}

/** A puzzle as the admin panel sends it (validate, create, update). */
export function fromPuzzleFields(fields: PuzzleFields): PuzzleToProve {
  return {
    tests: fields.testCases.map((test, index) => ({
      name: String(index + 1),
      input: test.input,
      expected: test.expected,
      hidden: test.hidden,
    })),
    references: givenCode(fields.solution),
    starters: givenCode(fields.starterCode),
    startersMustCompile: false,
    wrong: [],
    large: [],
    limits: fields.limits,
    checker: fields.checker,
  };
}

/** The languages whose code was given: a blank one counts as missing, as it does when it is stored. */
function givenCode(code: Partial<Record<Language, string | null | undefined>>) {
  const given: Partial<Record<Language, string>> = {};
  for (const language of LANGUAGES) {
    const source = code[language];
    if (source?.trim()) given[language] = source;
  }
  return given;
}
