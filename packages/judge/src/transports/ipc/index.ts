/**
 * The judge process's IPC transport alone (`@codequest/judge/ipc`): what starts a judge process and speaks
 * to it, without the rest of the judge or the Redis transport, for a process that only supervises one (the
 * root launcher loads nothing more).
 */
export { sendIfConnected } from './channel';
export { JudgeProcessClient, type JudgeProcessClientOptions, type JudgeProcessState } from './client';
export type { FromJudgeProcess, JudgeProcessOptions, ToJudgeProcess } from './protocol';
export { type JudgeLink, type JudgeLinkEvents, JudgeProcessSupervisor } from './supervisor';
