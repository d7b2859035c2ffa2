import { z } from 'zod';

export const DATABASE_KINDS = ['sqlite', 'postgres'] as const;
export const QUEUE_KINDS = ['in-process', 'bullmq'] as const;
/** How strongly the judge can hold a program: the strongest mode this machine allows is used. */
export const SANDBOX_MODES = ['cgroup-v2', 'cgroup-v1', 'rlimits', 'unavailable'] as const;

export const ZHealthResponse = z.object({
  ok: z.boolean(),
  version: z.string(),
  database: z.enum(DATABASE_KINDS),
  queue: z.enum(QUEUE_KINDS),
  sandbox: z.enum(SANDBOX_MODES),
});
export type HealthResponse = z.infer<typeof ZHealthResponse>;
