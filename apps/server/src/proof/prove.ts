import {
  byLanguage,
  LANGUAGES,
  type Language,
  type ProofLanguageResult,
  VERDICT_LABELS,
} from '@codequest/contracts';
import type { Judge, JudgeResult } from '@codequest/judge';
import { type CaughtWrong, catchWrong } from './catch-wrong';
import { describeFailure, type ProofFailure, type ProofFault } from './describe';
import type { ProofTest, PuzzleToProve } from './puzzle';

/**
 * The judge's proof of a puzzle, one for every way a puzzle is made (the admin panel, the generator, the
 * catalogue), so that "proven" means the same everywhere: each reference solution passes every test, in
 * every language the puzzle offers, within its limits and by its checker; each starter given does not pass;
 * each wrong solution given is caught by Wrong Answer or Time Limit Exceeded. Its one result is read two
 * ways (report.ts): the admin panel's report, and content:check's lines. Nothing is stored here (record.ts
 * keeps what was proven, by whom: fingerprint.ts).
 */

export interface Proof {
  /** Each offered language's reference solution, test by test (outputs cut to a preview). */
  languages: ProofLanguageResult[];
  /** What keeps it from being proven: references, then starters (by language), then wrong solutions. */
  failures: ProofFailure[];
  /** The slowest test of each reference solution, in CPU ms (0 for a language not offered). */
  slowestMs: Record<Language, number>;
  /** How each wrong solution was caught, by file. */
  caught: CaughtWrong[];
}

/** Program output kept per test in a proof: enough to see what went wrong. */
const OUTPUT_PREVIEW_CHARS = 2000;

type Run = (language: Language, source: string, tests: readonly ProofTest[]) => Promise<JudgeResult>;

export async function provePuzzle(judge: Pick<Judge, 'judge'>, puzzle: PuzzleToProve): Promise<Proof> {
  const run: Run = (language, source, tests) =>
    judge.judge({
      language,
      source,
      tests: tests.map((test) => ({ input: test.input, expected: test.expected })),
      ...(puzzle.limits ? { limits: puzzle.limits } : {}),
      ...(puzzle.checker ? { checker: puzzle.checker } : {}),
    });
  const used = LANGUAGES.filter(
    (language) => puzzle.references[language] !== undefined || puzzle.starters[language] !== undefined,
  );
  // Side by side (a language's starter after its reference); the judge's queue bounds how much runs at once.
  const [byUsed, wrongs] = await Promise.all([
    Promise.all(used.map((language) => proveLanguage(run, puzzle, language))),
    Promise.all(
      puzzle.wrong.map((wrong) =>
        catchWrong(puzzle, wrong, (tests) => run(wrong.language, wrong.source, tests)),
      ),
    ),
  ]);
  const references = byUsed.flatMap((proven) => (proven.reference ? [proven.reference] : []));
  const faults = [
    ...references.flatMap((reference) => (reference.fault ? [reference.fault] : [])),
    ...byUsed.flatMap((proven) => (proven.starterFault ? [proven.starterFault] : [])),
    ...wrongs.filter(isFault),
  ];
  const slowest = new Map(references.map((reference) => [reference.result.language, reference.slowestMs]));
  return {
    languages: references.map((reference) => reference.result),
    failures: faults.map(describeFailure),
    slowestMs: byLanguage((language) => slowest.get(language) ?? 0),
    caught: wrongs
      .filter((outcome): outcome is CaughtWrong => !isFault(outcome))
      .sort((a, b) => a.file.localeCompare(b.file)),
  };
}

const isFault = (outcome: CaughtWrong | ProofFault): outcome is ProofFault => 'kind' in outcome;

/** One language: its reference against every test, then its starter, if given. */
async function proveLanguage(run: Run, puzzle: PuzzleToProve, language: Language) {
  const reference = puzzle.references[language];
  const starter = puzzle.starters[language];
  return {
    reference: reference === undefined ? undefined : await proveReference(run, puzzle, language, reference),
    starterFault: starter === undefined ? undefined : await tryStarter(run, puzzle, language, starter),
  };
}

async function proveReference(run: Run, puzzle: PuzzleToProve, language: Language, source: string) {
  const result = await run(language, source, puzzle.tests);
  const fault: ProofFault | undefined =
    result.verdict === 'ACCEPTED'
      ? undefined
      : { kind: 'reference-fails', language, result, tests: puzzle.tests };
  return {
    result: presentLanguage(language, result, puzzle.tests),
    slowestMs: Math.max(0, ...result.tests.map((test) => test.cpuMs)),
    fault,
  };
}

/**
 * A starter only has to fail: the visible tests usually show it; all of them are tried when they do not.
 * Returns the fault when it passes, cannot be judged, or (where starters must) does not compile.
 */
async function tryStarter(
  run: Run,
  puzzle: PuzzleToProve,
  language: Language,
  source: string,
): Promise<ProofFault | undefined> {
  const visible = puzzle.tests.filter((test) => !test.hidden);
  const first = visible.length > 0 ? visible : puzzle.tests;
  let tried = await run(language, source, first);
  if (tried.compile.ok && tried.verdict === 'ACCEPTED' && first.length < puzzle.tests.length)
    tried = await run(language, source, puzzle.tests);
  if (tried.compile.ok && tried.verdict === 'ACCEPTED') return { kind: 'starter-passes', language };
  if (!tried.compile.ok && puzzle.startersMustCompile)
    return { kind: 'starter-does-not-compile', language, compileOutput: tried.compile.output };
  if (tried.verdict === 'INTERNAL_ERROR') return { kind: 'starter-judge-failed', language };
  return undefined;
}

function presentLanguage(
  language: Language,
  result: JudgeResult,
  tests: readonly ProofTest[],
): ProofLanguageResult {
  return {
    language,
    passed: result.verdict === 'ACCEPTED',
    verdict: result.verdict,
    compileError: result.compile.ok ? null : result.compile.output || VERDICT_LABELS[result.verdict],
    tests: result.tests.map((test, index) => ({
      test: index + 1,
      hidden: tests[index]?.hidden ?? false,
      passed: test.verdict === 'ACCEPTED',
      verdict: test.verdict,
      cpuMs: test.cpuMs,
      memoryKb: test.memoryKb,
      output: test.output.slice(0, OUTPUT_PREVIEW_CHARS),
      ...(test.message ? { message: test.message } : {}),
    })),
  };
}
