import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { allProcesses } from './processes';

export { freePort } from '../src/test/ports';

/** `npm start` as an operator runs it, for the benchmarks that measure it (footprint, first start). */

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export async function json<T>(
  url: string,
  init: RequestInit = {},
  token?: string,
): Promise<{ status: number; body: T }> {
  const response = await fetch(url, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  return { status: response.status, body: (await response.json().catch(() => undefined)) as T };
}

/**
 * `npm start` on dir's data folder (env: more of the environment, CONTENT_DIR for one), the leader of a
 * group of its own (so stopGroup reaches all it starts).
 */
export function npmStart(dir: string, port: number, env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn('npm', ['start'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      LOG_LEVEL: 'warn',
      // The learners submit far faster than people do.
      RATE_LIMIT_MULTIPLIER: '10000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

interface Health {
  judge?: { ready?: boolean; languages?: Record<string, { status: string }> };
}

/** Until health answers (serving) and, unless only that is asked, the judge's self-test decided every language. */
export async function started(
  baseUrl: string,
  child: ChildProcess,
  until: 'serving' | 'judging',
): Promise<void> {
  for (let attempt = 0; attempt < 1200; attempt++) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    const health = await json<Health>(`${baseUrl}/api/health`).catch(() => undefined);
    if (health && until === 'serving') return;
    const states = Object.values(health?.body?.judge?.languages ?? {});
    if (states.length > 0 && states.every((state) => !['checking', 'unchecked'].includes(state.status))) {
      if (!health?.body?.judge?.ready) throw new Error('the judge is not ready: no submission could run');
      return;
    }
    await delay(250);
  }
  throw new Error('CodeQuest did not start in 5 minutes');
}

/** Whether any process of the group led by pid is still there. */
function groupAlive(pid: number): boolean {
  return [...allProcesses().values()].some((stat) => Number(stat[2]) === pid);
}

/**
 * Stops a process started as the leader of its own group, and everything it started: SIGTERM to the group,
 * as Ctrl-C reaches a terminal's (npm does not pass a signal on to its script), then SIGKILL after 30 s.
 */
export async function stopGroup(child: ChildProcess): Promise<void> {
  const pid = child.pid as number;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name);
    } catch {
      // Gone.
    }
  };
  signal('SIGTERM');
  for (let waited = 0; waited < 30_000 && groupAlive(pid); waited += 100) await delay(100);
  if (groupAlive(pid)) signal('SIGKILL');
}
