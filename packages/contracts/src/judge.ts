import { z } from 'zod';
import { VERDICTS } from './verdicts';

/**
 * The judge's vocabulary shared by the judge, the API and the web app: the closed verdict list as a schema
 * (the list and its labels are in verdicts.ts, free of zod), every judge limit as a default plus a hard
 * maximum, the checker a puzzle may choose, and the shape of a compile and of each test's result.
 */

export const ZVerdict = z.enum(VERDICTS);

/**
 * Every limit a puzzle may set: its default and the hard maximum no puzzle may exceed (the minimum only
 * rejects nonsense). Wall time is not a limit of its own: it is always judgeWallMs(cpuMs).
 */
export const JUDGE_LIMITS = {
  /** CPU time per test, summed over every process and thread of the program. */
  cpuMs: { default: 2000, min: 100, max: 10_000 },
  /** Memory per test (for Java: the heap; the JVM's own overhead is granted on top). */
  memoryMb: { default: 256, min: 16, max: 1024 },
  /**
   * Bytes a test may write to standard output (and, separately, to standard error): 8 MB, as DOMjudge and
   * Kattis allow. The judge holds at most this much of each per test it runs at once.
   */
  outputKb: { default: 8 * 1024, min: 1, max: 64 * 1024 },
  /** Processes and threads a test may run at once (Java gets the JVM's own threads on top). */
  processes: { default: 32, min: 1, max: 256 },
  /** Largest file a test may write, and the size of its scratch folders. */
  fileSizeKb: { default: 16 * 1024, min: 64, max: 64 * 1024 },
  /** The submitted source, in UTF-8 bytes. */
  sourceKb: { default: 64, min: 1, max: 64 },
  /** Each compile's own time limit (CPU and wall): a compile bomb stops here, whatever the tests allow. */
  compileMs: { default: 10_000, min: 1000, max: 30_000 },
  compileMemoryMb: { default: 1024, min: 128, max: 1024 },
} as const;
export type JudgeLimitName = keyof typeof JUDGE_LIMITS;
export type JudgeLimits = Record<JudgeLimitName, number>;

/** Wall-clock time a test may take: twice its CPU limit plus one second (sleeping and waiting count here). */
export function judgeWallMs(cpuMs: number): number {
  return 2 * cpuMs + 1000;
}

/**
 * Bytes of a test's output (and of its stderr) a result carries, the first ones: the checker reads the whole
 * output, up to outputKb, but a submission's results hold only this much of each, so that 200 tests at an
 * 8 MB cap stay small in the judge, the API and the database.
 */
export const JUDGE_SHOWN_OUTPUT_BYTES = 64 * 1024;

/** Most tests one submission may carry, and most bytes of input per test. */
export const JUDGE_MAX_TESTS = 200;
export const JUDGE_MAX_INPUT_BYTES = 16 * 1024 * 1024;

function limitSchema(name: JudgeLimitName) {
  const { min, max } = JUDGE_LIMITS[name];
  return z
    .number()
    .int()
    .min(min, { message: `${name} must be at least ${min}` })
    .max(max, { message: `${name} must be at most ${max}` })
    .optional();
}

/** A puzzle's overrides: any subset of the limits, each within its hard maximum. */
export const ZJudgeLimits = z.object({
  cpuMs: limitSchema('cpuMs'),
  memoryMb: limitSchema('memoryMb'),
  outputKb: limitSchema('outputKb'),
  processes: limitSchema('processes'),
  fileSizeKb: limitSchema('fileSizeKb'),
  sourceKb: limitSchema('sourceKb'),
  compileMs: limitSchema('compileMs'),
  compileMemoryMb: limitSchema('compileMemoryMb'),
});
export type JudgeLimitOverrides = z.infer<typeof ZJudgeLimits>;

/** The languages an output validator may be written in, as the problem package format has them. */
export const OUTPUT_VALIDATOR_LANGUAGES = ['c', 'cpp', 'python'] as const;
export type OutputValidatorLanguage = (typeof OUTPUT_VALIDATOR_LANGUAGES)[number];
export const OUTPUT_VALIDATOR_MAX_BYTES = 64 * 1024;
/** The most passes a multi-pass problem may ask for (the package's limits.validation_passes). */
export const OUTPUT_VALIDATOR_MAX_PASSES = 100;
/** What an output validator exits with when it accepts the output, and when it refuses it. */
export const OUTPUT_VALIDATOR_EXIT = { accepted: 42, wrongAnswer: 43 } as const;

/**
 * How output is compared. `lines` and `float` compare line by line, ignoring trailing whitespace on each line
 * and trailing blank lines; `float` also accepts numbers within an absolute or a relative tolerance. `tokens`
 * is the default output validator of Kattis and DOMjudge: the whitespace-separated tokens in order, however
 * they are spaced, letters in either case unless `caseSensitive`, numbers within the tolerances given.
 * `custom` is a package's output validator: a program run after each test with the test's input, its answer
 * and a feedback folder as arguments and the output on its standard input, which exits 42 to accept the
 * output and 43 to refuse it, and may write why to judgemessage.txt in the feedback folder. An `interactive`
 * one runs at the same time as the program instead, its standard output the program's input and the program's
 * output its standard input. With `passes` above 1 (multi-pass), one that accepts may write the next pass's
 * input to nextpass.in in the feedback folder, and the program runs again on it, up to `passes` times.
 */
export const ZJudgeChecker = z.discriminatedUnion('type', [
  z.object({ type: z.literal('lines') }),
  z.object({
    type: z.literal('float'),
    absolute: z.number().min(0).max(1).default(1e-6),
    relative: z.number().min(0).max(1).default(1e-6),
  }),
  z.object({
    type: z.literal('tokens'),
    caseSensitive: z.boolean().default(false),
    absolute: z.number().min(0).max(1).optional(),
    relative: z.number().min(0).max(1).optional(),
  }),
  z.object({
    type: z.literal('custom'),
    language: z.enum(OUTPUT_VALIDATOR_LANGUAGES),
    source: z
      .string()
      .min(1, { message: 'The output validator needs its source' })
      .refine((source) => new TextEncoder().encode(source).length <= OUTPUT_VALIDATOR_MAX_BYTES, {
        message: `The output validator's source must be at most ${OUTPUT_VALIDATOR_MAX_BYTES / 1024} KB`,
      }),
    /** Its flags (the package's output_validator_flags), each an argument after the feedback folder. */
    flags: z
      .array(
        z
          .string()
          .min(1)
          .max(200)
          .regex(/^[!-~]+$/, { message: 'A flag is one word' }),
      )
      .max(32)
      .default([]),
    interactive: z.boolean().default(false),
    passes: z.number().int().min(1).max(OUTPUT_VALIDATOR_MAX_PASSES).default(1),
  }),
]);
export type JudgeChecker = z.infer<typeof ZJudgeChecker>;
/** A checker as a puzzle writes it: the float tolerances may be left to their defaults. */
export type JudgeCheckerInput = z.input<typeof ZJudgeChecker>;

export const ZJudgeCompileResult = z.object({
  ok: z.boolean(),
  /** Compiler diagnostics, capped; empty when the compiler had nothing to say. */
  output: z.string(),
  timeMs: z.number().int(),
});
export type JudgeCompileResult = z.infer<typeof ZJudgeCompileResult>;

/** What may be shown of any test, hidden ones included: never its input, expected or actual output. */
export const ZJudgeTestResult = z.object({
  verdict: ZVerdict,
  cpuMs: z.number().int(),
  wallMs: z.number().int(),
  /** Peak resident memory of the program itself. */
  memoryKb: z.number().int(),
  exitCode: z.number().int().optional(),
  /** The signal that ended the program, by name (SIGSEGV). */
  signal: z.string().optional(),
  /** One sentence on why, safe to show: it never quotes the test's data. */
  message: z.string().optional(),
});
export type JudgeTestResult = z.infer<typeof ZJudgeTestResult>;

/** A test's result with what the program printed: for visible tests only. */
export const ZJudgeTestResultWithOutput = ZJudgeTestResult.extend({
  output: z.string(),
  stderr: z.string(),
  /** What a custom output validator wrote of this output (its judgemessage.txt), when it wrote anything. */
  feedback: z.string().optional(),
});
export type JudgeTestResultWithOutput = z.infer<typeof ZJudgeTestResultWithOutput>;
