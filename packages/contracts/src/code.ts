import { z } from 'zod';
import { CODE_MESSAGES } from './code-messages';
import { CONTEST_MESSAGES } from './contests';
import { codeField, idField } from './fields';
import { ZAchievement } from './gamification';
import { ZVerdict } from './judge';
import { LANGUAGES } from './languages';

/** Running and submitting code (spec sections 3, 7 and 8). */

const ZLanguage = z.enum(LANGUAGES, { error: CODE_MESSAGES.unknownLanguage });
const ZPuzzleId = idField('No such puzzle', { missing: 'puzzleId is required' });
/**
 * The contest a run or submission is made in: it must be running, the learner registered, the puzzle one of
 * its problems. A contest submission earns no XP; it counts on the contest's scoreboard.
 */
const ZInContest = idField(CONTEST_MESSAGES.noSuchContest).optional();

export const ZRunRequest = z.object({
  code: codeField({ error: CODE_MESSAGES.noCodeRun }).refine(
    (code) => code.trim() !== '',
    CODE_MESSAGES.noCodeRun,
  ),
  language: ZLanguage,
  puzzleId: ZPuzzleId,
  /** Custom input: run the code on this alone instead of the visible tests. */
  stdin: codeField()
    .max(64 * 1024, 'Custom input is limited to 64 KB')
    .optional(),
  contestId: ZInContest,
});
export type RunRequest = z.infer<typeof ZRunRequest>;

export const ZSubmitRequest = z.object({
  code: codeField({ error: CODE_MESSAGES.noCodeSubmit }).refine(
    (code) => code.trim() !== '',
    CODE_MESSAGES.noCodeSubmit,
  ),
  language: ZLanguage,
  puzzleId: ZPuzzleId,
  /**
   * Accepted and ignored, so that older clients keep working: elapsed time is measured by the server, from
   * when the learner first opened the puzzle.
   */
  elapsedSeconds: z.number().int().min(0).max(10_000_000).optional(),
  contestId: ZInContest,
});
export type SubmitRequest = z.infer<typeof ZSubmitRequest>;

const ZMeasures = {
  verdict: ZVerdict,
  cpuMs: z.number().int(),
  wallMs: z.number().int(),
  memoryKb: z.number().int(),
  /** Why a test failed, when it did not just print something else (a signal, an exit code, a limit). */
  message: z.string().optional(),
};

/** A visible test's result: everything. A hidden test's: whether it passed and its verdict, nothing more. */
export const ZTestResult = z.union([
  z.object({
    hidden: z.literal(false),
    input: z.string(),
    expected: z.string(),
    output: z.string(),
    stderr: z.string(),
    passed: z.boolean(),
    ...ZMeasures,
    /** What the puzzle's own output validator said of this output, when it said anything. */
    feedback: z.string().optional(),
  }),
  // The verdict alone: a message, an exit code, a time or a memory figure would let a program carry the
  // hidden data out (an exit code per input value, a sleep per digit, a megabyte per byte of input).
  z.object({
    hidden: z.literal(true),
    passed: z.boolean(),
    verdict: ZVerdict,
  }),
]);
export type TestResult = z.infer<typeof ZTestResult>;

/**
 * Custom input's expected output: the reference solution's, run on the same input by the judge. Its code and
 * its errors never leave the server: a failure is a message of ours. `same` compares the two outputs as the
 * puzzle's checker does (null when either output was too long to be compared whole, or when the puzzle has
 * its own output validator, which judges an output against a test's answer only).
 */
export const ZCustomExpected = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ran'), output: z.string(), same: z.boolean().nullable() }),
  z.object({ status: z.literal('failed'), message: z.string() }),
]);
export type CustomExpected = z.infer<typeof ZCustomExpected>;

export const ZExecutionResult = z.object({
  results: z.array(ZTestResult),
  passedCount: z.number().int(),
  totalCount: z.number().int(),
  /** The slowest test's CPU time, in ms (0 for an Internal Error, which shows no test). */
  runtime: z.number().int(),
  /** The largest peak memory of a test, in KB. */
  memoryKb: z.number().int(),
  /** The overall verdict: the first failing test's, or Accepted. */
  verdict: ZVerdict,
  /** Compiler output when the code did not compile; otherwise null. */
  error: z.string().nullable(),
  /** With custom input: what the program printed on it. */
  custom: z
    .object({
      input: z.string(),
      output: z.string(),
      stderr: z.string(),
      ...ZMeasures,
      /** What the puzzle's reference solution printed on the same input; absent when it has none. */
      expected: ZCustomExpected.optional(),
    })
    .optional(),
});
export type ExecutionResult = z.infer<typeof ZExecutionResult>;

export const ZSubmitResult = ZExecutionResult.omit({ custom: true }).extend({
  success: z.boolean(),
  message: z.string(),
  xpGained: z.number().int(),
  newAchievements: z.array(ZAchievement),
  /** null when the judge itself failed (Internal Error): such a run is ours, so nothing was stored. */
  submissionId: z.number().int().nullable(),
});
export type SubmitResult = z.infer<typeof ZSubmitResult>;
