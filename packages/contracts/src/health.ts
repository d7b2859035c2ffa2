import { z } from 'zod';

export const DATABASE_KINDS = ['sqlite', 'postgres'] as const;
export const QUEUE_KINDS = ['in-process', 'bullmq'] as const;
/** How strongly the judge can hold a program: the strongest mode this machine allows is used. */
export const SANDBOX_MODES = ['cgroup-v2', 'cgroup-v1', 'rlimits', 'unavailable'] as const;

/**
 * What the judge's start-up self-test found for one language: `unchecked` until it runs (test servers skip
 * it), `checking` while it runs, then `ok` or `failed` with the reason (cause and fix, for the operator).
 */
export const JUDGE_LANGUAGE_STATES = ['unchecked', 'checking', 'ok', 'failed'] as const;
export const ZJudgeLanguageHealth = z.object({
  status: z.enum(JUDGE_LANGUAGE_STATES),
  reason: z.string().optional(),
});
export type JudgeLanguageHealth = z.infer<typeof ZJudgeLanguageHealth>;

export const ZJudgeHealth = z.object({
  mode: z.enum(SANDBOX_MODES),
  /** Every language ran a program through the real sandbox. */
  ready: z.boolean(),
  languages: z.object({ c: ZJudgeLanguageHealth, java: ZJudgeLanguageHealth, python: ZJudgeLanguageHealth }),
});
export type JudgeHealth = z.infer<typeof ZJudgeHealth>;

export const ZHealthResponse = z.object({
  /** false while the judge cannot run programs (its self-test failed for a language). */
  ok: z.boolean(),
  version: z.string(),
  database: z.enum(DATABASE_KINDS),
  queue: z.enum(QUEUE_KINDS),
  sandbox: z.enum(SANDBOX_MODES),
  judge: ZJudgeHealth,
});
export type HealthResponse = z.infer<typeof ZHealthResponse>;
