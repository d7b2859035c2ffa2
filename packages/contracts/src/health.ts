import { z } from 'zod';
import { byLanguage } from './languages';

export const DATABASE_KINDS = ['sqlite', 'postgres'] as const;
/**
 * Where jobs are judged: `judge-process` (the embedded default: a judge process of the server's own, over
 * IPC), `in-process` (a judge inside the server process: tests and benchmarks that share one), `bullmq`
 * (judge workers on Redis).
 */
export const QUEUE_KINDS = ['judge-process', 'in-process', 'bullmq'] as const;
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
  languages: z.object(byLanguage(() => ZJudgeLanguageHealth)),
});
export type JudgeHealth = z.infer<typeof ZJudgeHealth>;

/** The embedded judge's process: running, or being started (again, after it died). */
export const ZJudgeProcessHealth = z.object({
  state: z.enum(['starting', 'running', 'restarting', 'stopped']),
  /** How many times it was started again since the server started. */
  restarts: z.number().int(),
});
export type JudgeProcessHealth = z.infer<typeof ZJudgeProcessHealth>;

/** One judge worker process (`npm run worker`) alive on Redis: its slots and how many of them are busy. */
export const ZJudgeWorkerHealth = z.object({
  id: z.string(),
  slots: z.number().int(),
  running: z.number().int(),
  /** Its self-test passed for every language. */
  ready: z.boolean(),
  /** Finishing its jobs before it stops (SIGTERM): it takes no new ones. */
  closing: z.boolean(),
});
export type JudgeWorkerHealth = z.infer<typeof ZJudgeWorkerHealth>;

/** The judge workers on Redis (queue `bullmq`): how many are alive, their slots, the jobs running and waiting. */
export const ZJudgeWorkersHealth = z.object({
  count: z.number().int(),
  slots: z.number().int(),
  running: z.number().int(),
  waiting: z.number().int(),
  list: z.array(ZJudgeWorkerHealth),
});
export type JudgeWorkersHealth = z.infer<typeof ZJudgeWorkersHealth>;

export const ZHealthResponse = z.object({
  /** false while the judge cannot run programs (its self-test failed for a language), or writes fail. */
  ok: z.boolean(),
  /** Whether the database takes writes; while it does not (a full disk), why. */
  storage: z.object({ writable: z.boolean(), reason: z.string().optional() }),
  version: z.string(),
  database: z.enum(DATABASE_KINDS),
  queue: z.enum(QUEUE_KINDS),
  sandbox: z.enum(SANDBOX_MODES),
  judge: ZJudgeHealth,
  /** Only with the queue on Redis (`bullmq`). */
  workers: ZJudgeWorkersHealth.optional(),
  /** Only with the judge in a process of its own (`judge-process`). */
  judgeProcess: ZJudgeProcessHealth.optional(),
});
export type HealthResponse = z.infer<typeof ZHealthResponse>;
