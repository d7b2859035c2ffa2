import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { access, mkdir, readdir, readFile, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

/**
 * The cgroup a sandbox runs in: it caps memory and processes for the whole process tree, reports the peak
 * memory and whether the kernel's OOM killer struck, and lets the judge kill every member when the run ends.
 * cgroup v1 (this project's CI) reuses one group per slot; cgroup v2 makes one group per sandbox. Each judge
 * keeps its groups in a subtree of its own, codequest-judge/<instance>/ (the instance names its claimed uid
 * block), so judges side by side never touch each other's groups. In rlimits mode there is no group: the
 * run's uid is swept for leftovers instead.
 */

export interface CgroupUsage {
  /** Peak memory of the whole group (program, tmpfs files, sandbox helpers); undefined without cgroups. */
  peakMemoryBytes: number | undefined;
  oomKilled: boolean;
}

export interface RunCgroup {
  /** The cgroup.procs files the launcher writes its pid into before it starts the sandbox. */
  readonly procsFiles: string[];
  /**
   * Sets the run's limits and starts its measures (peak memory, OOM kills): once, after the launcher joined
   * the group and before the sandbox starts.
   */
  limit(limits: CgroupLimits): Promise<void>;
  /**
   * Kills whatever is left in the group and reports its usage. Without cgroups, sweep asks for a search of
   * the slot's uid: needed only when the sandbox's init may not have ended normally (its pid namespace
   * otherwise guarantees every process in it is gone).
   */
  finish(options?: { sweep?: boolean }): Promise<CgroupUsage>;
  /** The OOM kills in the group so far (a series compares it before and after each run); 0 without cgroups. */
  oomKills(): Promise<number>;
}

export interface CgroupSlot {
  key: string;
  uid: number;
}

export interface CgroupLimits {
  memoryBytes: number;
  processes: number;
}

export interface CgroupManager {
  readonly kind: 'v1' | 'v2' | 'none';
  /** The group of the slot's next run, empty. */
  prepare(slot: CgroupSlot): Promise<RunCgroup>;
  dispose(): Promise<void>;
}

const KILL_ATTEMPTS = 400;
const KILL_PAUSE_MS = 5;
const GROUP_NAME = 'codequest-judge';

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * A cgroup file is a few bytes the kernel writes on demand, read or written in microseconds: synchronously,
 * rather than through the thread pool (several hand-offs a file), which cost the judge's process about a
 * millisecond of CPU a sandbox.
 */
function readSmall(file: string): string {
  return readFileSync(file, 'utf8');
}

async function readNumber(file: string): Promise<number> {
  return Number(readSmall(file).trim());
}

/** A small kernel file's text, or '' when it is gone (a process or group that ended). */
export function readOrEmpty(file: string): string {
  try {
    return readSmall(file);
  } catch {
    return '';
  }
}

/** The value of one "key value" line of a flat-keyed cgroup file (memory.events, memory.oom_control). */
async function readKey(file: string, key: string): Promise<number | undefined> {
  const line = readOrEmpty(file)
    .split('\n')
    .find((entry) => entry.startsWith(`${key} `));
  return line === undefined ? undefined : Number(line.slice(key.length + 1));
}

function readPids(procsFile: string): number[] {
  return readOrEmpty(procsFile).split('\n').filter(Boolean).map(Number);
}

function killQuietly(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/** SIGKILLs every member until the groups are empty (a fork racing the sweep is caught next round). */
async function killMembers(procsFiles: string[]): Promise<void> {
  for (let attempt = 0; attempt < KILL_ATTEMPTS; attempt++) {
    const pids = procsFiles.flatMap(readPids);
    if (pids.length === 0) return;
    for (const pid of pids) killQuietly(pid);
    await delay(KILL_PAUSE_MS);
  }
  throw new Error(`Processes survived SIGKILL in ${procsFiles.join(', ')}`);
}

class CgroupV1 implements CgroupManager {
  readonly kind = 'v1';
  private readonly memoryRoot: string;
  private readonly pidsRoot: string;
  private readonly created = new Set<string>();
  /** The limits last written per slot: most runs of a slot repeat them, and writes are not free. */
  private readonly written = new Map<string, string>();

  constructor(mountRoot: string, instance: string) {
    this.memoryRoot = path.join(mountRoot, 'memory', GROUP_NAME, instance);
    this.pidsRoot = path.join(mountRoot, 'pids', GROUP_NAME, instance);
  }

  private async setLimits(
    slot: CgroupSlot,
    memory: string,
    pids: string,
    limits: CgroupLimits,
  ): Promise<void> {
    const key = `${limits.memoryBytes}/${limits.processes}`;
    if (this.written.get(slot.key) === key) return;
    this.written.delete(slot.key);
    await setMemoryLimitV1(memory, limits.memoryBytes);
    await writeFile(path.join(pids, 'pids.max'), String(limits.processes));
    this.written.set(slot.key, key);
  }

  async prepare(slot: CgroupSlot): Promise<RunCgroup> {
    const memory = path.join(this.memoryRoot, slot.key);
    const pids = path.join(this.pidsRoot, slot.key);
    if (!this.created.has(slot.key)) {
      await mkdir(memory, { recursive: true });
      await mkdir(pids, { recursive: true });
      this.created.add(slot.key);
    }
    const procsFiles = [path.join(memory, 'cgroup.procs'), path.join(pids, 'cgroup.procs')];
    await killMembers(procsFiles);
    let oomKillsBefore = 0;
    return {
      procsFiles,
      limit: async (limits) => {
        await this.setLimits(slot, memory, pids, limits);
        writeFileSync(path.join(memory, 'memory.max_usage_in_bytes'), '0');
        oomKillsBefore = await oomKillsV1(memory);
      },
      finish: async () => {
        await killMembers(procsFiles);
        return {
          peakMemoryBytes: await readNumber(path.join(memory, 'memory.max_usage_in_bytes')),
          oomKilled: (await oomKillsV1(memory)) > oomKillsBefore,
        };
      },
      oomKills: () => oomKillsV1(memory),
    };
  }

  async dispose(): Promise<void> {
    for (const key of this.created) {
      const groups = [path.join(this.memoryRoot, key), path.join(this.pidsRoot, key)];
      await killMembers(groups.map((group) => path.join(group, 'cgroup.procs')));
      await Promise.all(groups.map((group) => rmdir(group).catch(() => undefined)));
    }
    await Promise.all([this.memoryRoot, this.pidsRoot].map((group) => rmdir(group).catch(() => undefined)));
    this.created.clear();
    this.written.clear();
  }
}

/** OOM kills so far: the oom_kill counter (Linux 4.13+), else the limit's fail count as an approximation. */
async function oomKillsV1(memory: string): Promise<number> {
  const kills = await readKey(path.join(memory, 'memory.oom_control'), 'oom_kill');
  return kills ?? readNumber(path.join(memory, 'memory.failcnt'));
}

/** memory+swap must never be below memory: raise it first when growing, lower it last when shrinking. */
async function setMemoryLimitV1(memory: string, bytes: number): Promise<void> {
  const limitFile = path.join(memory, 'memory.limit_in_bytes');
  const swapFile = path.join(memory, 'memory.memsw.limit_in_bytes');
  if (!(await exists(swapFile))) {
    await writeFile(limitFile, String(bytes));
    return;
  }
  const growing = bytes > (await readNumber(limitFile));
  const order = growing ? [swapFile, limitFile] : [limitFile, swapFile];
  for (const file of order) await writeFile(file, String(bytes));
}

class CgroupV2 implements CgroupManager {
  readonly kind = 'v2';
  private readonly root: string;
  private ready: Promise<void> | undefined;

  constructor(
    private readonly mountRoot: string,
    instance: string,
  ) {
    this.root = path.join(mountRoot, GROUP_NAME, instance);
  }

  private setUp(): Promise<void> {
    this.ready ??= (async () => {
      const shared = path.join(this.mountRoot, GROUP_NAME);
      await writeFile(path.join(this.mountRoot, 'cgroup.subtree_control'), '+memory +pids');
      await mkdir(shared, { recursive: true });
      await writeFile(path.join(shared, 'cgroup.subtree_control'), '+memory +pids');
      await mkdir(this.root, { recursive: true });
      await writeFile(path.join(this.root, 'cgroup.subtree_control'), '+memory +pids');
    })();
    return this.ready;
  }

  async prepare(slot: CgroupSlot): Promise<RunCgroup> {
    await this.setUp();
    const group = path.join(this.root, `${slot.key}-${randomUUID()}`);
    await mkdir(group);
    const procsFile = path.join(group, 'cgroup.procs');
    return {
      procsFiles: [procsFile],
      limit: async (limits) => {
        await writeFile(path.join(group, 'memory.max'), String(limits.memoryBytes));
        await writeFile(path.join(group, 'memory.swap.max'), '0').catch(() => undefined);
        await writeFile(path.join(group, 'pids.max'), String(limits.processes));
      },
      finish: async () => {
        await writeFile(path.join(group, 'cgroup.kill'), '1').catch(() => undefined);
        await killMembers([procsFile]);
        const peak = await readNumber(path.join(group, 'memory.peak')).catch(() => undefined);
        const oomKills = (await readKey(path.join(group, 'memory.events'), 'oom_kill')) ?? 0;
        await rmdir(group);
        return { peakMemoryBytes: peak, oomKilled: oomKills > 0 };
      },
      oomKills: async () => (await readKey(path.join(group, 'memory.events'), 'oom_kill')) ?? 0,
    };
  }

  async dispose(): Promise<void> {
    await rmdir(this.root).catch(() => undefined);
  }
}

/** rlimits mode: no group to hold the run, so every process still running as the slot's uid is killed. */
class NoCgroup implements CgroupManager {
  readonly kind = 'none';

  async prepare(slot: CgroupSlot): Promise<RunCgroup> {
    return {
      procsFiles: [],
      limit: async () => {},
      finish: async ({ sweep = false } = {}) => {
        if (sweep) await killUidProcesses(slot.uid);
        return { peakMemoryBytes: undefined, oomKilled: false };
      },
      oomKills: async () => 0,
    };
  }

  async dispose(): Promise<void> {}
}

async function processUid(pid: string): Promise<number | undefined> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const line = status.split('\n').find((entry) => entry.startsWith('Uid:'));
  return line === undefined ? undefined : Number(line.split(/\s+/)[1]);
}

/** Every process whose real uid is uid (never the judge's own uid). */
export async function findUidProcesses(uid: number): Promise<number[]> {
  if (uid === (process.getuid?.() ?? -1)) return [];
  const entries = (await readdir('/proc')).filter((entry) => /^\d+$/.test(entry));
  const owners = await Promise.all(entries.map(processUid));
  return entries.filter((_, index) => owners[index] === uid).map(Number);
}

export async function killUidProcesses(uid: number): Promise<void> {
  for (let attempt = 0; attempt < KILL_ATTEMPTS; attempt++) {
    const pids = await findUidProcesses(uid);
    if (pids.length === 0) return;
    for (const pid of pids) killQuietly(pid);
    await delay(KILL_PAUSE_MS);
  }
}

/** instance: the judge's own subtree under codequest-judge/ (no other judge uses the same name). */
export function createCgroupManager(
  kind: CgroupManager['kind'],
  instance: string,
  mountRoot = '/sys/fs/cgroup',
): CgroupManager {
  if (kind === 'v1') return new CgroupV1(mountRoot, instance);
  if (kind === 'v2') return new CgroupV2(mountRoot, instance);
  return new NoCgroup();
}
