import type { JudgeHealth, JudgeWorkersHealth } from '@codequest/contracts';
import type { JudgeQueue, JudgeSubmitOptions } from '../queue';
import type { SandboxMode } from '../sandbox-mode';
import type { JudgeResult } from '../types';
import type { JudgeJob } from './texts';

/**
 * The one face the API gives a judge, wherever it runs: the judge itself in this process (createJudge), the
 * server's judge process over IPC (ipc/), or the judge workers on Redis (redis/). Services, the admin proof
 * and health take any of them, so where the sandboxes run is the start-up's choice alone.
 */
export interface JudgeService extends JudgeQueue {
  /** The sandbox mode in force ('unavailable' while no judge worker or judge process is up). */
  readonly mode: SandboxMode;
  /** The sandbox mode and what the self-test found per language (unchecked until selfTest() ran). */
  health(): JudgeHealth;
  /**
   * Runs a tiny program per language through the real sandbox. A language that fails is refused with
   * SANDBOX_UNAVAILABLE (and checked again every minute) until it passes. On Redis: each worker proves its
   * own sandbox at start; this reads what they found.
   */
  selfTest(): Promise<JudgeHealth>;
  /** The judge workers on Redis and their load; undefined otherwise (this process, or its judge process). */
  workers(): JudgeWorkersHealth | undefined;
}

/**
 * What the API judges through: a JudgeService whose jobs may name their stored tests by reference
 * (texts.ts), filled in on the judge's side. The judge process's client (ipc/) and the Redis queue's
 * (redis/) are ones.
 */
export interface JudgeClient extends Omit<JudgeService, 'judge'> {
  judge(job: JudgeJob, options?: JudgeSubmitOptions): Promise<JudgeResult>;
}
