import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import type { CgroupManager, CgroupSlot, RunCgroup } from './cgroups';

/**
 * Launchers started ahead of need. A sandbox starts with two slow steps that do not depend on what runs in
 * it: Node forking itself to start the launcher, and the launcher moving into the slot's cgroups, a move that
 * waits for the kernel (an RCU grace period, often 10 ms). For each kept slot a launcher that has done both
 * waits for bubblewrap's command line, started as soon as the slot's last sandbox ended and its cgroup was
 * swept, so a submission's path is left with bubblewrap's own start. A waiting launcher is root, but it
 * runs nothing until the judge sends the command, and dies with the judge.
 */

/** The launcher reads bubblewrap's command line on this fd, after the sandbox's own (0–5). */
const ARGS_FD = 6;

export interface LauncherHost {
  launcher: string;
  cgroups: CgroupManager;
}

export interface LauncherSlot extends CgroupSlot {
  gid: number;
}

/** How a launcher's process (and with it its sandbox) ended: its exit code, or why it could not start. */
export interface Closed {
  code: number | null;
  error?: Error;
}

/** A launcher in its slot's cgroup, waiting for bubblewrap's command line. */
export interface StartedLauncher {
  /** fds 0–5 are the sandbox's (stdin, stdout, stderr, status, emitted files, bubblewrap's info). */
  child: ChildProcess;
  cgroup: RunCgroup;
  /**
   * Settles once the process has ended and closed its pipes. Listened for from its start: a launcher killed
   * while its sandbox was being set up must not be waited for after the fact.
   */
  closed: Promise<Closed>;
}

function commandStream(child: ChildProcess): Writable & Readable {
  return child.stdio.at(ARGS_FD) as Writable & Readable;
}

/** Prepares the slot's cgroup and starts a launcher in it (see LauncherHost). */
export async function startLauncher(host: LauncherHost, slot: LauncherSlot): Promise<StartedLauncher> {
  const cgroup = await host.cgroups.prepare(slot);
  const args = ['enter', ...cgroup.procsFiles.flatMap((file) => ['--cgroup', file])];
  args.push('--uid', String(slot.uid), '--gid', String(slot.gid), '--args-fd', String(ARGS_FD));
  const child = spawn(host.launcher, args, {
    stdio: ['pipe', 'pipe', 'pipe', 'pipe', 'pipe', 'pipe', 'pipe'],
    env: {},
  });
  const closed = new Promise<Closed>((resolve) => {
    child.once('error', (error) => resolve({ code: null, error }));
    child.once('close', (code) => resolve({ code }));
  });
  const command = commandStream(child);
  command.on('error', () => undefined);
  command.resume();
  return { child, cgroup, closed };
}

/** Sends bubblewrap's command line: the launcher drops to the slot's uid and runs it. */
export function runCommand(launcher: StartedLauncher, command: string[]): void {
  commandStream(launcher.child).end(Buffer.from(command.map((arg) => `${arg}\0`).join('')));
}

/** Whether a child process (and its pipes) keeps Node's process alive. */
export function setKeepsAlive(child: ChildProcess, keepAlive: boolean): void {
  if (keepAlive) child.ref();
  else child.unref();
  for (const stream of child.stdio) {
    const handle = stream as { ref?: () => void; unref?: () => void } | null;
    if (keepAlive) handle?.ref?.();
    else handle?.unref?.();
  }
}

function alive(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/**
 * Whether a waiting launcher can still take a command: Node hears of a launcher's death only on a later turn
 * of its event loop, so a launcher killed meanwhile is also looked up in /proc (gone, or a zombie).
 */
export function usable(child: ChildProcess): boolean {
  if (!alive(child)) return false;
  try {
    const stat = readFileSync(`/proc/${child.pid}/stat`, 'latin1');
    return stat[stat.lastIndexOf(')') + 2] !== 'Z';
  } catch {
    return false;
  }
}

/** Ends a launcher that was never used: it exits when its command fd ends empty. */
export async function discard(launcher: StartedLauncher): Promise<void> {
  const { child } = launcher;
  if (alive(child)) {
    setKeepsAlive(child, true);
    commandStream(child).end();
    await launcher.closed;
  }
  await launcher.cgroup.finish({ sweep: true }).catch(() => undefined);
}

export class Launchers {
  private readonly waiting = new Map<string, Promise<StartedLauncher | undefined>>();
  private readonly kept = new Map<string, LauncherSlot>();
  private closed = false;

  constructor(private readonly host: LauncherHost) {}

  /** From now on each of these slots has a launcher waiting whenever no sandbox of its runs. */
  keep(slots: LauncherSlot[]): void {
    for (const slot of slots) {
      this.kept.set(slot.key, slot);
      this.startAhead(slot);
    }
  }

  /** The slot's waiting launcher (or one started now), for a sandbox about to start. */
  async take(slot: LauncherSlot): Promise<StartedLauncher> {
    const waiting = this.waiting.get(slot.key);
    this.waiting.delete(slot.key);
    const launcher = await waiting;
    // startSandbox asks /proc whether it is still usable once its limits are written, just before it is used.
    if (launcher && alive(launcher.child)) {
      setKeepsAlive(launcher.child, true);
      return launcher;
    }
    if (launcher) await discard(launcher);
    return startLauncher(this.host, slot);
  }

  /** A sandbox of the slot has ended and its cgroup was swept: the next launcher starts. */
  released(slot: CgroupSlot): void {
    const kept = this.kept.get(slot.key);
    if (kept && !this.closed && !this.waiting.has(slot.key)) this.startAhead(kept);
  }

  async close(): Promise<void> {
    this.closed = true;
    const waiting = [...this.waiting.values()];
    this.waiting.clear();
    await Promise.all(
      waiting.map(async (started) => {
        const launcher = await started;
        if (launcher) await discard(launcher);
      }),
    );
  }

  private startAhead(slot: LauncherSlot): void {
    const started = startLauncher(this.host, slot).then(
      (launcher) => {
        // A waiting launcher never keeps the judge's process alive.
        setKeepsAlive(launcher.child, false);
        return launcher;
      },
      () => undefined, // take() starts one itself, and reports what fails then
    );
    this.waiting.set(slot.key, started);
  }
}
