import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import type { Socket } from 'node:net';
import { JudgeError } from '../errors';

/**
 * Claims the judge's uids machine-wide, so any number of judges (servers, the content check, test suites,
 * a benchmark) run side by side without sharing a user or a cgroup. Each uid has a lock file in one
 * root-owned folder; the launcher's `hold` role keeps an flock on every file of the claim for as long as
 * the judge lives, and the kernel drops them when it ends, even by SIGKILL: a crashed judge never leaves a
 * stale claim. Without a configured base, the judge takes the first free block of AUTO_UID_BLOCK ids from
 * AUTO_UID_START that no account and no running process uses.
 */

export const AUTO_UID_START = 10_000_000;
export const AUTO_UID_BLOCK = 1000;
const AUTO_BLOCKS = 10_000;

export interface UidClaim {
  uidBase: number;
  release(): Promise<void>;
}

interface HoldOutcome {
  claim?: UidClaim;
  busy?: { uid: number; pid: number };
}

/** Starts a holder for count uids from first; resolves once it holds them all or found one taken. */
function hold(launcher: string, lockDir: string, first: number, count: number): Promise<HoldOutcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(launcher, ['hold', lockDir, String(first), String(count)], {
      stdio: ['pipe', 'pipe', 'pipe'],
      env: {},
    });
    let out = '';
    let err = '';
    const exited = new Promise<void>((done) => child.once('close', () => done()));
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.once('error', reject);
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.startsWith('held\n')) {
        // The holder must not keep the judge's process alive, and must end with it.
        child.unref();
        for (const stream of [child.stdin, child.stdout, child.stderr])
          (stream as unknown as Socket).unref?.();
        resolve({
          claim: {
            uidBase: first,
            release: async () => {
              // Held again while it ends: with nothing else pending, an unreferenced child would let the
              // process exit before its close event, leaving the caller's await unsettled.
              child.ref();
              for (const stream of [child.stdin, child.stdout, child.stderr])
                (stream as unknown as Socket).ref?.();
              child.stdin.end();
              await exited;
            },
          },
        });
      }
    });
    child.once('close', (code) => {
      const busy = /^busy (\d+) (\d+)/.exec(out);
      if (busy) resolve({ busy: { uid: Number(busy[1]), pid: Number(busy[2]) } });
      else if (!out.startsWith('held\n'))
        reject(new Error(`could not lock uids in ${lockDir} (exit ${code}): ${err.trim()}`));
    });
  });
}

/** Ids of accounts in /etc/passwd and of every running process: an automatic block must hold none. */
async function idsInUse(): Promise<Set<number>> {
  const used = new Set<number>();
  const passwd = await readFile('/etc/passwd', 'utf8').catch(() => '');
  for (const line of passwd.split('\n')) {
    const [, , uid, gid] = line.split(':');
    if (uid) used.add(Number(uid));
    if (gid) used.add(Number(gid));
  }
  const entries = (await readdir('/proc')).filter((entry) => /^\d+$/.test(entry));
  await Promise.all(
    entries.map(async (pid) => {
      const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
      const line = status.split('\n').find((entry) => entry.startsWith('Uid:'));
      if (line) for (const id of line.split(/\s+/).slice(1)) used.add(Number(id));
    }),
  );
  return used;
}

function overlaps(used: Set<number>, first: number, count: number): boolean {
  for (let uid = first; uid < first + count; uid++) if (used.has(uid)) return true;
  return false;
}

/**
 * Claims count uids: from uidBase when given (a taken one is a configuration error), else the first free
 * automatic block.
 */
export async function claimUids(
  launcher: string,
  lockDir: string,
  count: number,
  uidBase?: number,
): Promise<UidClaim> {
  if (uidBase !== undefined) {
    const outcome = await hold(launcher, lockDir, uidBase, count);
    if (outcome.claim) return outcome.claim;
    const { uid, pid } = outcome.busy ?? { uid: uidBase, pid: 0 };
    throw new JudgeError(
      'SANDBOX_UNAVAILABLE',
      `uid ${uid} is already used by judge process ${pid}: leave JUDGE_UID_BASE unset (each judge then claims a free block) or give each judge its own range`,
    );
  }
  if (count > AUTO_UID_BLOCK) {
    throw new JudgeError('SANDBOX_UNAVAILABLE', `At most ${AUTO_UID_BLOCK - 1} slots per judge`);
  }
  const used = await idsInUse();
  for (let block = 0; block < AUTO_BLOCKS; block++) {
    const first = AUTO_UID_START + block * AUTO_UID_BLOCK;
    if (overlaps(used, first, count)) continue;
    const outcome = await hold(launcher, lockDir, first, count);
    if (outcome.claim) return outcome.claim;
  }
  throw new JudgeError('SANDBOX_UNAVAILABLE', 'Every automatic judge uid block is taken: set JUDGE_UID_BASE');
}
