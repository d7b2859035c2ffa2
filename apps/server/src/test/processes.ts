import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { commandLine, processTree } from '../../bench/processes';

/**
 * The processes tests start (servers, launchers, judge workers), seen from outside as an operator sees
 * them: their JSON log and what /proc says of them (whose they are, whose children, whether they live).
 */

export interface LogLine {
  msg: string;
  [field: string]: unknown;
}

/**
 * Keeps the child's log in `lines` as it comes: each stdout line parsed as JSON (a line that is not JSON
 * kept as its text), stderr as it comes, marked. `onChunk` runs after each piece of stdout.
 */
export function collectLogLines(child: ChildProcess, lines: LogLine[], onChunk?: () => void): void {
  let buffered = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const complete = buffered.split('\n');
    buffered = complete.pop() ?? '';
    for (const line of complete.filter((text) => text.trim())) lines.push(parseLogLine(line));
    onChunk?.();
  });
  child.stderr?.on('data', (chunk: Buffer) => lines.push({ msg: chunk.toString(), stderr: true }));
}

function parseLogLine(line: string): LogLine {
  try {
    return JSON.parse(line) as LogLine;
  } catch {
    return { msg: line };
  }
}

/** Whose the process is (its real uid) and whose child (its parent's pid). */
export function procStatus(pid: number): { uid: number; ppid: number } {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  return {
    uid: Number(/^Uid:\s+(\d+)/m.exec(text)?.[1]),
    ppid: Number(/^PPid:\s+(\d+)/m.exec(text)?.[1]),
  };
}

export function parentOf(pid: number): number {
  return procStatus(pid).ppid;
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The processes under `root` (children, grandchildren…) whose command line contains `text`. */
export function descendantsRunning(root: number, text: string): number[] {
  return [...processTree(root).keys()].filter(
    (pid) => pid !== root && commandLine(pid).join(' ').includes(text),
  );
}
