import { availableParallelism } from 'node:os';
import { JudgeEngine } from './engine';
import { JudgeError } from './errors';
import { prepareJob } from './job';
import { InProcessJudgeQueue } from './queue';
import { DEFAULT_WORK_ROOT } from './sandbox/work-root';
import { chooseSandboxMode, type SandboxMode } from './sandbox-mode';
import { JudgeSelfTest } from './self-test';
import { findToolchains, type ToolchainPaths } from './toolchains';
import type { JudgeService } from './transports/service';

/**
 * The judge's one entry point: createJudge() wires the engine (sandboxes) to the in-process queue. The Judge
 * it returns is what every transport (transports/) carries jobs to.
 */

/** The warm Java compiler's default wait for a request before it stops (JudgeOptions.javaServiceIdleMs). */
export const JAVA_SERVICE_IDLE_MS = 10 * 60 * 1000;

export interface JudgeOptions {
  /** Sandboxes run at once (and jobs judged at once); default: the number of CPUs. */
  concurrency?: number;
  /** Jobs waiting for a turn before QUEUE_FULL; default 100. */
  maxWaiting?: number;
  /** Jobs one learner may have queued or running; default 2. */
  maxPerLearner?: number;
  /**
   * Slot i runs as uid and gid uidBase + i and the Java compile service as uidBase + concurrency: these ids
   * must belong to no one on the host. Unset (the usual case): the judge claims a free block of ids
   * machine-wide at set-up, so any number of judges run side by side. A set base that another judge holds
   * is refused with SANDBOX_UNAVAILABLE.
   */
  uidBase?: number;
  /**
   * The machine-wide folder of every judge's helpers, uid locks and scratch, root-owned, each folder above
   * it enterable by others; default /run/codequest-judge. Never inside a data folder, whose modes are the
   * operator's.
   */
  workRoot?: string;
  /** bubblewrap's path; default: /usr/bin/bwrap or /usr/local/bin/bwrap. */
  bwrap?: string;
  /** A weaker sandbox mode than the machine allows (to exercise the rlimits layer). */
  mode?: SandboxMode;
  /** 'service' (default): Java compiles in the warm compile service; 'cold': one javac per submission. */
  javaCompiler?: 'service' | 'cold';
  /**
   * How long the warm Java compiler waits for a request before it stops and gives its memory back; the next
   * Java submission compiles cold while it starts again. Default 10 minutes; 0: it runs until the judge closes.
   */
  javaServiceIdleMs?: number;
  toolchains?: ToolchainPaths;
  /** Hears what went wrong on the host when a result says INTERNAL_ERROR (for the operator's log). */
  onInternalError?: (detail: string) => void;
}

export interface Judge extends JudgeService {
  /** Builds the helpers and starts the Java compile service now rather than on the first submission. */
  warmUp(): Promise<void>;
  /** The engine, for tests and the benchmark (the compile service's state). */
  readonly engine: JudgeEngine;
}

export function createJudge(options: JudgeOptions = {}): Judge {
  const concurrency = options.concurrency ?? availableParallelism();
  const engine = new JudgeEngine({
    mode: chooseSandboxMode(options.mode),
    concurrency,
    uidBase: options.uidBase,
    workRoot: options.workRoot ?? DEFAULT_WORK_ROOT,
    bwrap: options.bwrap,
    javaCompiler: options.javaCompiler ?? 'service',
    javaServiceIdleMs: options.javaServiceIdleMs ?? JAVA_SERVICE_IDLE_MS,
    tools: findToolchains(options.toolchains),
    onInternalError: options.onInternalError ?? (() => undefined),
  });
  const queue = new InProcessJudgeQueue(
    { prepare: prepareJob, run: (job) => engine.run(job) },
    {
      maxRunning: concurrency,
      maxWaiting: options.maxWaiting ?? 100,
      maxPerLearner: options.maxPerLearner ?? 2,
    },
  );
  const selfTest = new JudgeSelfTest(engine);
  return {
    mode: engine.mode,
    engine,
    judge: async (request, submitOptions) => {
      const failure = selfTest.failure(request.language);
      if (failure) throw new JudgeError('SANDBOX_UNAVAILABLE', failure);
      return queue.judge(request, submitOptions);
    },
    stats: () => queue.stats(),
    warmUp: () => engine.warmUp(),
    health: () => selfTest.health(),
    workers: () => undefined,
    selfTest: () => selfTest.run(),
    close: async () => {
      selfTest.stop();
      await queue.close();
      await engine.close();
    },
  };
}
