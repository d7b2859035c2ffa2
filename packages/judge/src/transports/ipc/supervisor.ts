import { type ChildProcess, fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sendIfConnected } from './channel';
import type { FromJudgeProcess, JudgeProcessOptions, ToJudgeProcess } from './protocol';

/**
 * Keeps one judge process alive: forks it with an IPC channel and, when it dies, starts it again after a
 * backoff (a quarter second, doubling up to 10 s; back to a quarter second once one has lived a minute). The
 * server uses it directly when it runs as root itself; its root launcher uses it when the server runs as an
 * unprivileged user, and relays the messages.
 */

export interface JudgeLinkEvents {
  /** A message from the judge process. */
  message(message: FromJudgeProcess): void;
  /** A judge process is up (its first message came): pid, and how many times it was restarted. */
  up(pid: number, restarts: number): void;
  /** The judge process stopped: why, and in how long the next one starts (undefined: closing, none will). */
  down(reason: string, restartInMs: number | undefined): void;
}

/** What the server holds of its judge process: a way to send it work, whoever keeps it alive. */
export interface JudgeLink {
  send(message: ToJudgeProcess): boolean;
  close(): Promise<void>;
}

const FIRST_BACKOFF_MS = 250;
const MAX_BACKOFF_MS = 10_000;
/** A judge process that lived this long was healthy: the next restart is quick again. */
const HEALTHY_AFTER_MS = 60_000;
/** How long a closing judge process may take to finish its running jobs before it is killed. */
const CLOSE_GRACE_MS = 10_000;

/**
 * The judge process's V8 flags. Its jobs make many small short-lived objects (messages, a run's buffers) and
 * keep nearly nothing: a young generation of 1 MB semi-spaces instead of up to 16 MB keeps it at 78 MB
 * resident after 200 submissions instead of 108 (`npm run bench:footprint`), at no CPU cost a job shows.
 */
const JUDGE_HOST_V8_FLAGS = ['--max-semi-space-size=1'];

/**
 * The judge process's entry point: beside the server's bundle that holds this code (dist/judge-host.js), or
 * its TypeScript source beside this file.
 */
export function judgeHostEntry(): { file: string; execArgv: string[] } {
  const here = import.meta.dirname;
  const built = path.join(here, 'judge-host.js');
  if (existsSync(built)) return { file: built, execArgv: ['--enable-source-maps', ...JUDGE_HOST_V8_FLAGS] };
  return { file: path.join(here, 'judge-host.ts'), execArgv: ['--import', 'tsx', ...JUDGE_HOST_V8_FLAGS] };
}

export class JudgeProcessSupervisor implements JudgeLink {
  private child: ChildProcess | undefined;
  private restarts = -1;
  private backoffMs = FIRST_BACKOFF_MS;
  private timer: NodeJS.Timeout | undefined;
  private closing = false;

  constructor(
    private readonly options: JudgeProcessOptions,
    private readonly events: JudgeLinkEvents,
  ) {}

  /** Starts the first judge process. */
  start(): void {
    const { file, execArgv } = judgeHostEntry();
    this.restarts++;
    const startedAt = Date.now();
    let up = false;
    const child = fork(file, [JSON.stringify(this.options)], {
      execArgv,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'json',
    });
    this.child = child;
    child.on('message', (message: FromJudgeProcess) => {
      if (!up) {
        up = true;
        this.events.up(child.pid as number, this.restarts);
      }
      this.events.message(message);
    });
    child.on('error', () => undefined); // an exit follows, or a send failed: the exit handler decides
    child.once('exit', (code, signal) => {
      if (this.child === child) this.child = undefined;
      const reason = signal ? `killed by ${signal}` : `exited with code ${code}`;
      if (this.closing) {
        this.events.down(reason, undefined);
        return;
      }
      if (Date.now() - startedAt > HEALTHY_AFTER_MS) this.backoffMs = FIRST_BACKOFF_MS;
      const delay = this.backoffMs;
      this.backoffMs = Math.min(MAX_BACKOFF_MS, this.backoffMs * 2);
      this.events.down(reason, delay);
      this.timer = setTimeout(() => this.start(), delay);
    });
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  send(message: ToJudgeProcess): boolean {
    return this.child !== undefined && sendIfConnected(this.child, message);
  }

  /** Lets the judge process finish its running jobs (up to 10 s), then it is gone; none is started again. */
  async close(): Promise<void> {
    this.closing = true;
    clearTimeout(this.timer);
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    if (!sendIfConnected(child, { type: 'close' } satisfies ToJudgeProcess)) child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), CLOSE_GRACE_MS);
    await exited;
    clearTimeout(killer);
  }
}
