import { type JudgeHealth, LANGUAGES, type Language } from '@codequest/contracts';
import { JudgeError } from '../../errors';
import type { JudgeQueueStats, JudgeSubmitOptions } from '../../queue';
import type { SandboxMode } from '../../sandbox-mode';
import type { JudgeResult } from '../../types';
import { type AwaitedReply, PendingReplies } from '../pending';
import { internalErrorResult, type JudgeReply, resultOf } from '../reply';
import type { JudgeClient } from '../service';
import type { JudgeJob, TextLocation } from '../texts';
import type { FromJudgeProcess, ToJudgeProcess } from './protocol';
import type { JudgeLink, JudgeLinkEvents } from './supervisor';

/**
 * The embedded judge as the server sees it: a JudgeService whose work is done by the judge process (a child
 * of its own, as root) over IPC, so the server process holds no sandbox. When that process dies (even by
 * SIGKILL, mid-job), it is started again with a backoff; meanwhile jobs are refused at once with
 * JUDGE_PROCESS_UNAVAILABLE (the API's 503 JUDGE_UNAVAILABLE), health says why, and the jobs in flight wait
 * for the new process and are judged again there, once, as a job whose judge worker died on Redis is: a job
 * whose second judge process dies too answers Internal Error (a program that somehow takes the judge down
 * must not do it forever). A job never waits longer than RESTART_GRACE_MS for a judge process to come back:
 * then it answers 503.
 */

export interface JudgeProcessState {
  state: 'starting' | 'running' | 'restarting' | 'stopped';
  /** How many times the judge process was started again since the server started. */
  restarts: number;
}

export interface JudgeProcessClientOptions {
  /** Hears what went wrong on the host when a result says INTERNAL_ERROR (for the operator's log). */
  onInternalError?: (detail: string) => void;
  /**
   * Hears when the judge process stops or comes back (for the operator's log). `expected` marks a stop the
   * server asked for (closing), which is no fault.
   */
  onProcessEvent?: (event: { up: boolean; expected?: boolean; message: string; pid?: number }) => void;
  /** Hears what a restarted judge process's self-test found. */
  onRestartSelfTest?: (health: JudgeHealth) => void;
  /** Where the texts of a job's stored tests are (the test store answers); needed once jobs refer to any. */
  locateTexts?: (hashes: string[]) => Promise<TextLocation[]>;
}

interface Pending extends AwaitedReply {
  request: JudgeJob;
  learnerKey: string | undefined;
  attempts: number;
}

/** Jobs whose judge process died wait this long for the next one, then answer 503. */
export const RESTART_GRACE_MS = 15_000;
/** How long the server waits for its first judge process before it serves anyway (503 until it is up). */
const FIRST_START_MS = 20_000;

const NO_STATS: JudgeQueueStats = { running: 0, waiting: 0, maxRunning: 0, maxWaiting: 0 };

export class JudgeProcessClient implements JudgeClient {
  private link: JudgeLink | undefined;
  private up = false;
  private everUp = false;
  private closed = false;
  private restarts = 0;
  private processId: number | undefined;
  private downReason = 'the judge process is starting';
  private lastHealth: JudgeHealth | undefined;
  private lastStats: JudgeQueueStats = NO_STATS;
  private lastMode: SandboxMode = 'unavailable';
  private nextId = 0;
  private readonly pending = new PendingReplies<number, Pending>();
  private readonly selfTests = new Map<number, (health: JudgeHealth) => void>();
  private selfTestWanted = false;
  private graceTimer: NodeJS.Timeout | undefined;
  private readonly upWaiters = new Set<() => void>();

  constructor(private readonly options: JudgeProcessClientOptions = {}) {}

  /** The events its link (a supervisor in this process, or the launcher's relay) reports. */
  readonly events: JudgeLinkEvents = {
    message: (message) => this.onMessage(message),
    up: (pid, restarts) => this.onUp(pid, restarts),
    down: (reason, restartInMs) => this.onDown(reason, restartInMs),
  };

  attach(link: JudgeLink): void {
    this.link = link;
  }

  /** Resolves once the first judge process is up, or after FIRST_START_MS (the server then serves 503s). */
  waitUntilUp(timeoutMs = FIRST_START_MS): Promise<boolean> {
    if (this.up) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.upWaiters.delete(done);
        resolve(this.up);
      };
      const timer = setTimeout(done, timeoutMs);
      this.upWaiters.add(done);
    });
  }

  judge(request: JudgeJob, options: JudgeSubmitOptions = {}): Promise<JudgeResult> {
    if (this.closed) return Promise.reject(new JudgeError('CLOSED', 'The judge is shutting down'));
    if (!this.up)
      return Promise.reject(new JudgeError('JUDGE_PROCESS_UNAVAILABLE', this.unavailableMessage()));
    const reply = new Promise<JudgeReply>((resolve, reject) => {
      const id = ++this.nextId;
      this.pending.set(id, { request, learnerKey: options.learnerKey, attempts: 1, resolve, reject });
      this.sendJob(id);
    });
    return reply.then(resultOf);
  }

  stats(): JudgeQueueStats {
    return this.up ? this.lastStats : NO_STATS;
  }

  get mode(): SandboxMode {
    return this.up ? this.lastMode : 'unavailable';
  }

  health(): JudgeHealth {
    if (this.up && this.lastHealth) return this.lastHealth;
    const reason = this.unavailableMessage();
    const languages = Object.fromEntries(
      LANGUAGES.map((language) => [language, { status: 'failed' as const, reason }]),
    ) as Record<Language, { status: 'failed'; reason: string }>;
    return { mode: 'unavailable', ready: false, languages };
  }

  /** Runs the self-test in the judge process (and again in every judge process started after a crash). */
  async selfTest(): Promise<JudgeHealth> {
    this.selfTestWanted = true;
    await this.waitUntilUp();
    if (!this.up) return this.health();
    return new Promise((resolve) => {
      const id = ++this.nextId;
      this.selfTests.set(id, resolve);
      if (!this.link?.send({ type: 'selfTest', id })) {
        this.selfTests.delete(id);
        resolve(this.health());
      }
    });
  }

  workers(): undefined {
    return undefined;
  }

  /** The judge process's pid while it runs (tests kill it). */
  get pid(): number | undefined {
    return this.up ? this.processId : undefined;
  }

  processState(): JudgeProcessState {
    const state = this.closed ? 'stopped' : this.up ? 'running' : this.everUp ? 'restarting' : 'starting';
    return { state, restarts: this.restarts };
  }

  /** Refuses new jobs, lets the judge process finish the running ones, then stops it. */
  async close(): Promise<void> {
    this.closed = true;
    await this.link?.close();
    clearTimeout(this.graceTimer);
    for (const id of [...this.pending.keys()])
      this.pending.fail(id, new JudgeError('CLOSED', 'The judge is shutting down'));
    for (const [id, resolve] of this.selfTests) {
      this.selfTests.delete(id);
      resolve(this.health());
    }
  }

  private unavailableMessage(): string {
    if (this.closed) return 'The judge is shutting down';
    return `The judge process is not running (${this.downReason}): it is being restarted; run and submit answer 503 until it is back`;
  }

  private sendJob(id: number): void {
    const job = this.pending.get(id);
    if (!job) return;
    const sent = this.link?.send({
      type: 'judge',
      id,
      request: job.request,
      ...(job.learnerKey === undefined ? {} : { learnerKey: job.learnerKey }),
    });
    // Not sent: the process is going away; its exit decides (the job is judged again by the next one).
    if (!sent) return;
  }

  private onMessage(message: FromJudgeProcess): void {
    if (message.type === 'state') {
      this.lastHealth = message.health;
      this.lastStats = message.stats;
      this.lastMode = message.mode;
    } else if (message.type === 'reply') {
      this.pending.settle(message.id, message.reply);
    } else if (message.type === 'selfTested') {
      this.lastHealth = message.health;
      const resolve = this.selfTests.get(message.id);
      this.selfTests.delete(message.id);
      if (resolve) resolve(message.health);
      else if (this.restarts > 0) this.options.onRestartSelfTest?.(message.health);
    } else if (message.type === 'internalError') {
      this.options.onInternalError?.(message.detail);
    } else if (message.type === 'needTexts') {
      void this.answerTexts(message.id, message.hashes);
    }
  }

  private async answerTexts(id: number, hashes: string[]): Promise<void> {
    let answer: ToJudgeProcess;
    try {
      if (!this.options.locateTexts) throw new Error('this server keeps no test store');
      answer = { type: 'texts', id, texts: await this.options.locateTexts(hashes) };
    } catch (error) {
      answer = { type: 'texts', id, error: error instanceof Error ? error.message : String(error) };
    }
    this.link?.send(answer);
  }

  private onUp(pid: number, restarts: number): void {
    this.up = true;
    this.everUp = true;
    this.restarts = restarts;
    this.processId = pid;
    clearTimeout(this.graceTimer);
    this.options.onProcessEvent?.({
      up: true,
      pid,
      message:
        restarts === 0
          ? `judge process started (pid ${pid})`
          : `judge process started again (pid ${pid}, restart ${restarts}); judging again the ${this.pending.size} job(s) it was running`,
    });
    for (const [id, job] of this.pending) {
      job.attempts++;
      this.sendJob(id);
    }
    for (const waiter of [...this.upWaiters]) waiter();
    // A restarted judge proves its sandbox again (what the server did at start); its outcome is logged.
    if (restarts > 0 && this.selfTestWanted) this.link?.send({ type: 'selfTest', id: ++this.nextId });
  }

  private onDown(reason: string, restartInMs: number | undefined): void {
    this.up = false;
    this.downReason = `it ${reason}`;
    this.lastStats = NO_STATS;
    this.options.onProcessEvent?.({
      up: false,
      expected: restartInMs === undefined,
      message:
        restartInMs === undefined
          ? `judge process stopped (${reason})`
          : `judge process stopped (${reason}) with ${this.pending.size} job(s) in flight: starting it again in ${restartInMs} ms; run and submit answer 503 meanwhile`,
    });
    for (const [id, resolve] of this.selfTests) {
      this.selfTests.delete(id);
      resolve(this.health());
    }
    for (const [id, job] of [...this.pending]) {
      if (job.attempts < 2) continue; // judged again by the next process
      this.options.onInternalError?.(
        `judge process ${reason} while judging a job a second time: the job answers Internal Error`,
      );
      this.pending.settle(id, { result: internalErrorResult() });
    }
    clearTimeout(this.graceTimer);
    if (restartInMs === undefined || this.closed) return;
    this.graceTimer = setTimeout(() => {
      if (this.up) return;
      for (const id of [...this.pending.keys()])
        this.pending.fail(id, new JudgeError('JUDGE_PROCESS_UNAVAILABLE', this.unavailableMessage()));
    }, RESTART_GRACE_MS);
  }
}
