export { type CheckResult, checkOutput } from './checker';
export { JUDGE_ERROR_STATUS, JUDGE_UNAVAILABLE_CODES, JudgeError, type JudgeErrorCode } from './errors';
export type { JavaCompileService } from './java/compile-service';
export { createJudge, type Judge, type JudgeOptions } from './judge';
export { type ResolvedLimits, resolveLimits } from './limits';
export {
  InProcessJudgeQueue,
  type JudgeQueue,
  type JudgeQueueStats,
  type JudgeSubmitOptions,
  type JudgeWorker,
} from './queue';
export { DEFAULT_WORK_ROOT } from './sandbox/work-root';
export { chooseSandboxMode, detectSandboxMode, findBwrap, type SandboxMode } from './sandbox-mode';
export type { ToolchainPaths } from './toolchains';
export {
  JudgeProcessClient,
  type JudgeProcessClientOptions,
  type JudgeProcessState,
} from './transports/ipc/client';
export type { FromJudgeProcess, JudgeProcessOptions, ToJudgeProcess } from './transports/ipc/protocol';
export { type JudgeLink, type JudgeLinkEvents, JudgeProcessSupervisor } from './transports/ipc/supervisor';
export { RedisJudgeQueue, type RedisJudgeQueueOptions } from './transports/redis/client';
export { JUDGE_QUEUE_NAME } from './transports/redis/protocol';
export {
  type JudgeWorkerOptions,
  type QueueLogger,
  type RunningJudgeWorker,
  startJudgeWorker,
} from './transports/redis/worker';
export type { JudgeService } from './transports/service';
export type { JudgeRequest, JudgeResult, JudgeTestCase } from './types';
