import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import type { CgroupManager, CgroupSlot, RunCgroup } from './cgroups';

/**
 * The launcher's host side: a launcher started in a slot's cgroup (Node forking itself, then the launcher's
 * move into the group, a move that waits for the kernel: an RCU grace period, often 10 ms) waits, as root,
 * for bubblewrap's command line, which it runs as the slot's user. A waiting launcher runs nothing until the
 * judge sends the command, and dies with the judge.
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
  /** fds 0–5 are the sandbox's (stdin, stdout, stderr, status, /dev/null, bubblewrap's info). */
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
    stdio: ['pipe', 'pipe', 'pipe', 'pipe', 'ignore', 'pipe', 'pipe'],
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
    const handle = stream as { destroyed?: boolean; ref?: () => void; unref?: () => void } | null;
    // A closed pipe (the command's, once sent) has nothing to hold, and would queue its call for a connect
    // that never comes: a listener more at every call, for as long as a kept sandbox lives.
    if (!handle || handle.destroyed) continue;
    if (keepAlive) handle.ref?.();
    else handle.unref?.();
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
