import {
  LANGUAGE_TABLE,
  type Language,
  type ProofPart,
  VERDICT_LABELS,
  type Verdict,
} from '@codequest/contracts';
import type { JudgeResult } from '@codequest/judge';
import type { WrongSolution } from '../catalogue/files';
import type { ProofTest } from './puzzle';

/**
 * Every way a proof can fail, put into words in one place, for its two readers: the admin panel, which
 * names languages and numbers tests ("The Python solution fails test 2 (hidden): Wrong Answer"), and
 * content:check, whose lines name the puzzle's files and tests ("solution.py: Wrong Answer on test 02, 3 ms
 * CPU"). Wrong solutions exist only as files, so both read the same line for them.
 */

/** What keeps a puzzle from being proven, before it is put into words. */
export type ProofFault =
  | { kind: 'reference-fails'; language: Language; result: JudgeResult; tests: readonly ProofTest[] }
  | { kind: 'starter-passes' | 'starter-judge-failed'; language: Language }
  | { kind: 'starter-does-not-compile'; language: Language; compileOutput: string }
  | { kind: 'wrong-judge-failed-compiling' | 'wrong-not-caught'; wrong: WrongSolution }
  | { kind: 'wrong-does-not-compile'; wrong: WrongSolution; compileOutput: string }
  | {
      kind: 'wrong-crashes';
      wrong: WrongSolution;
      verdict: Verdict;
      /** The first test it fails, 1-based, and its name. */
      test: number;
      name: string;
      message: string | undefined;
    };

export interface ProofFailure {
  language: Language;
  /** Whose fault: a reference solution's, a starter code's, or a wrong solution's (a file's). */
  part: ProofPart;
  /** The test to blame, 1-based, when there is one. */
  test: number | null;
  /** The admin panel's sentence (its report's `failure`, and a refused save's 400). */
  message: string;
  /** content:check's line, naming the file. */
  problem: string;
}

export function describeFailure(fault: ProofFault): ProofFailure {
  switch (fault.kind) {
    case 'reference-fails':
      return describeReference(fault.language, fault.result, fault.tests);
    case 'starter-passes':
    case 'starter-judge-failed':
    case 'starter-does-not-compile':
      return describeStarter(fault);
    case 'wrong-judge-failed-compiling':
      return wrong(fault.wrong, 'the judge failed while compiling it');
    case 'wrong-not-caught':
      return wrong(fault.wrong, 'passes every test: the tests do not catch it (add a test it fails)');
    case 'wrong-does-not-compile':
      return wrong(
        fault.wrong,
        `does not compile (a wrong solution must compile and be caught by the tests): ${compileError(fault.compileOutput)}`,
      );
    case 'wrong-crashes': {
      const detail = fault.message ? ` (${fault.message})` : '';
      return wrong(
        fault.wrong,
        `${VERDICT_LABELS[fault.verdict]} on test ${fault.name}${detail}: a wrong solution must be caught by Wrong Answer or Time Limit Exceeded, not by a crash`,
        fault.test,
      );
    }
  }
}

function describeReference(
  language: Language,
  result: JudgeResult,
  tests: readonly ProofTest[],
): ProofFailure {
  const { name, solutionFile } = LANGUAGE_TABLE[language];
  const label = VERDICT_LABELS[result.verdict];
  if (!result.compile.ok) {
    const diagnostics = result.compile.output || label;
    return {
      language,
      part: 'solution',
      test: null,
      message: `The ${name} solution does not compile: ${firstLine(diagnostics, '')}`.trim(),
      problem: `${solutionFile}: does not compile: ${firstLine(result.compile.output)}`,
    };
  }
  const index = result.tests.findIndex((test) => test.verdict !== 'ACCEPTED');
  const failed = result.tests[index];
  const detail = failed?.message ? ` (${failed.message})` : '';
  const problem = `${solutionFile}: ${label} on test ${tests[index]?.name ?? '?'}${detail}, ${failed?.cpuMs ?? 0} ms CPU`;
  if (!failed)
    return {
      language,
      part: 'solution',
      test: null,
      message: `The ${name} solution failed: ${label}`,
      problem,
    };
  const hidden = tests[index]?.hidden ? ' (hidden)' : '';
  return {
    language,
    part: 'solution',
    test: index + 1,
    message: `The ${name} solution fails test ${index + 1}${hidden}: ${VERDICT_LABELS[failed.verdict]}`,
    problem,
  };
}

function describeStarter(fault: Extract<ProofFault, { kind: `starter-${string}` }>): ProofFailure {
  const { name, starterFile } = LANGUAGE_TABLE[fault.language];
  const failure = (message: string, problem: string) => ({
    language: fault.language,
    part: 'starter' as const,
    test: null,
    message: `The ${name} starter code ${message}`,
    problem,
  });
  switch (fault.kind) {
    case 'starter-passes':
      return failure('passes every test: it must fail', `${starterFile} passes every test (it must fail)`);
    case 'starter-judge-failed':
      return failure('could not be run: the judge failed', `${starterFile}: the judge failed`);
    case 'starter-does-not-compile': {
      const what = `does not compile: ${firstLine(fault.compileOutput)}`;
      return failure(what, `${starterFile} ${what}`);
    }
  }
}

function wrong(solution: WrongSolution, what: string, test: number | null = null): ProofFailure {
  const line = `${solution.file}: ${what}`;
  return { language: solution.language, part: 'wrong', test, message: line, problem: line };
}

/** The compiler's first error line (gcc leads with "In function …"), else its first line. */
const compileError = (text: string) =>
  text.split('\n').find((line) => /error/i.test(line)) ?? firstLine(text);
const firstLine = (text: string, none = '(no output)') =>
  text.split('\n').find((line) => line.trim() !== '') ?? none;
