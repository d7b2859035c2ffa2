import type { ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import type { Readable } from 'node:stream';
import type { SandboxMode } from '../sandbox-mode';
import { type BwrapSpec, bwrapArgs, type ReadOnlyBind, SANDBOX_PATHS } from './bwrap';
import type { CgroupManager, CgroupUsage, RunCgroup } from './cgroups';
import { type Closed, discard, runCommand, type StartedLauncher, startLauncher, usable } from './launchers';
import {
  type EmittedFile,
  type InitStatus,
  parseEmittedFiles,
  parseSeriesResult,
  seriesResultBytes,
} from './reports';

/**
 * Starts sandboxes (launcher enter → bubblewrap → launcher init → program):
 * one for a long-lived program (startSandbox: the warm Java compiler), or one for a series of runs
 * (startSeries: a slot's compiles and tests, one after another), which feeds each run its input, reads back
 * its capped outputs and compiled files from the init, holds a host-side deadline behind the init's own, and
 * measures. Nothing here reads a file the program could have written. Longer than most modules because a
 * sandbox's whole life (start, feed, cap, deadline, reap) is one sequence whose steps guard each other;
 * splitting it would scatter the ordering that keeps it safe.
 */

export interface SandboxHost {
  mode: SandboxMode;
  bwrap: string;
  launcher: string;
  cgroups: CgroupManager;
}

/** A judge slot: its own unprivileged uid/gid, and the key of its cgroup. */
export interface SandboxSlot {
  key: string;
  uid: number;
  gid: number;
}

export interface SandboxLimits {
  /** 0 means none (the long-lived compile service). */
  cpuMs: number;
  wallMs: number;
  memoryBytes: number;
  /** RLIMIT_AS, applied only without cgroups (0: none). */
  addressSpaceBytes: number;
  processes: number;
  fileSizeBytes: number;
  openFiles: number;
  stackBytes: number;
}

export interface SandboxSpec {
  slot: SandboxSlot;
  /** The program and its arguments, inside the sandbox; argv[0] is an absolute path. Never a shell. */
  argv: string[];
  env: Record<string, string>;
  /** Host folders bound read-only at the same path: the toolchain (/usr first). */
  roots: string[];
  binds: ReadOnlyBind[];
  limits: SandboxLimits;
}

export interface SandboxProcess {
  child: ChildProcess;
  cgroup: RunCgroup;
  /** Settles once the sandbox's process has ended and closed its pipes (listened for from its start). */
  closed: Promise<Closed>;
  /**
   * Kills the sandbox: its init (pid 1 of the namespace, so the kernel kills every process in it) once
   * bubblewrap has said which host pid that is, else bubblewrap itself. Killing the init rather than
   * bubblewrap lets bubblewrap reap it: an init orphaned to the host's pid 1 can linger as a zombie and
   * keep counting against the slot's process limit.
   */
  kill(): void;
}

export type StopReason = 'cpu' | 'wall' | 'stdout' | 'stderr';

export interface SandboxOutcome {
  stdout: Buffer;
  stderr: Buffer;
  exitCode: number | undefined;
  signal: number | undefined;
  cpuMs: number;
  wallMs: number;
  memoryKb: number;
  stoppedFor: StopReason | undefined;
  oomKilled: boolean;
  files: EmittedFile[];
  /** Set when the sandbox itself failed: then the run says nothing about the program. */
  failure: string | undefined;
}

/** bubblewrap's monitor and the init run as the slot's uid too, and count in its cgroup. */
const HELPER_PROCESSES = 2;
/** How long after the init's own wall limit the host kills the sandbox itself. */
const HOST_GRACE_MS = 1500;
/** How long a killed sandbox may take to close its pipes before it is given up on. */
const CLOSE_TIMEOUT_MS = 10_000;
const STATUS_MAX_BYTES = 4096;
/**
 * Files and folders a run may make in each of its folders: enough for any program, and few enough that their
 * inodes (kernel memory, charged to the run) stay far below the smallest memory limit.
 */
const FRESH_INODES = 4096;
const EMIT_MAX_BYTES = 33 * 1024 * 1024;

/** The init's options for a run's limits (a one-shot sandbox's, or one run's of a series). */
function limitArgs(host: SandboxHost, limits: SandboxLimits): string[] {
  const args = [
    '--cpu-ms',
    String(limits.cpuMs),
    '--wall-ms',
    String(limits.wallMs),
    '--fsize',
    String(limits.fileSizeBytes),
    '--nofile',
    String(limits.openFiles),
    '--nproc',
    String(limits.processes + HELPER_PROCESSES),
  ];
  // Without cgroups, RLIMIT_AS is the only memory cap; with them it would only get in the way.
  const capAddressSpace = host.mode === 'rlimits' && limits.addressSpaceBytes > 0;
  if (capAddressSpace) args.push('--as', String(limits.addressSpaceBytes));
  // glibc gives every new thread a stack as large as RLIMIT_STACK, which RLIMIT_AS cannot hold for a few
  // threads: under RLIMIT_AS the stack is left unlimited (threads get glibc's own default) and the address
  // space bounds the main thread's. With cgroups a thread's stack is only reserved, never charged, until used.
  args.push('--stack', capAddressSpace ? 'unlimited' : String(limits.stackBytes));
  return args;
}

function oneShotInitArgs(host: SandboxHost, spec: SandboxSpec): string[] {
  return [...limitArgs(host, spec.limits), '--', ...spec.argv];
}

/** A series' init: runs come on its stdin, each fresh (new namespaces and tmpfs folders, its folder alone). */
const SERIES_INIT_ARGS = [
  '--series',
  '--fresh',
  SANDBOX_PATHS.work,
  '--fresh',
  SANDBOX_PATHS.tmp,
  '--runs',
  SANDBOX_PATHS.runs,
  '--program-dir',
  SANDBOX_PATHS.program,
];

/** One run's request to a series' init: its limits, output caps, folder and program. */
function seriesRunArgs(host: SandboxHost, run: SeriesRun): string[] {
  const args = limitArgs(host, run.limits);
  args.push('--stdout-cap', String(run.stdoutBytes), '--stderr-cap', String(run.stderrBytes));
  if (run.folderAt) args.push('--program-dir', run.folderAt);
  if (run.collectOutputDir) args.push('--emit', SANDBOX_PATHS.output);
  if (run.collectOutputDir === 'always') args.push('--emit-always');
  if (run.seed) args.push('--seed', run.seed);
  if (run.connect) args.push('--stdin-fifo', run.connect.stdin, '--stdout-fifo', run.connect.stdout);
  if (run.toolchain) args.push('--stop-at-cap');
  // Each folder holds at most a quarter of the memory limit: files count there, so together they stay
  // within half of it, and a program that fills them meets its own limit, not the sandbox's OOM killer.
  const freshBytes = Math.min(run.limits.fileSizeBytes, Math.floor(run.limits.memoryBytes / 4));
  args.push('--fresh-bytes', String(freshBytes), '--fresh-inodes', String(FRESH_INODES));
  args.push('--folder', run.folder, '--', ...run.argv);
  return args;
}

/** bubblewrap reports the host pid of the sandbox's init on this fd ({"child-pid": N, …}). */
const INFO_FD = 5;
const CHILD_PID = /"child-pid":\s*(\d+)/;

function killer(child: ChildProcess): () => void {
  let initPid: number | undefined;
  let info = '';
  const stream = child.stdio.at(INFO_FD) as Readable | null | undefined;
  stream?.on('data', (chunk: Buffer) => {
    info += chunk.toString('latin1');
    const match = CHILD_PID.exec(info);
    if (match) initPid = Number(match[1]);
  });
  return () => {
    try {
      if (initPid !== undefined) process.kill(initPid, 'SIGKILL');
      else child.kill('SIGKILL');
    } catch {
      // Already gone.
    }
  };
}

export async function startSandbox(host: SandboxHost, spec: SandboxSpec): Promise<SandboxProcess> {
  return launch(host, spec.slot, spec.limits, {
    roots: spec.roots,
    binds: spec.binds,
    launcher: host.launcher,
    tmpfsBytes: spec.limits.fileSizeBytes,
    env: spec.env,
    initArgs: oneShotInitArgs(host, spec),
    infoFd: INFO_FD,
    freshRuns: false,
  });
}

/** Starts a sandbox in the slot's group, with the group's limits set for `limits`. */
async function launch(
  host: SandboxHost,
  slot: SandboxSlot,
  limits: SandboxLimits,
  bwrap: BwrapSpec,
): Promise<SandboxProcess> {
  let launcher = await limited(await startLauncher(host, slot), limits);
  // A launcher that died while its group was set up (killed from outside) would take the command to its grave
  // and the run would say nothing: a fresh one runs it instead.
  if (!usable(launcher.child)) {
    await discard(launcher);
    launcher = await limited(await startLauncher(host, slot), limits);
  }
  const { child, closed } = launcher;
  const { cgroup } = launcher;
  const kill = killer(child);
  runCommand(launcher, [host.bwrap, ...bwrapArgs(bwrap)]);
  return { child, cgroup, kill, closed };
}

/** The group's limits for a sandbox's runs: memory and processes, bubblewrap's and the init's included. */
function groupLimits(limits: SandboxLimits) {
  return { memoryBytes: limits.memoryBytes, processes: limits.processes + HELPER_PROCESSES };
}

/** The launcher with its group's limits set for this sandbox; on failure it is killed and its group swept. */
async function limited(launcher: StartedLauncher, limits: SandboxLimits): Promise<StartedLauncher> {
  try {
    await launcher.cgroup.limit(groupLimits(limits));
    return launcher;
  } catch (error) {
    launcher.child.kill('SIGKILL');
    await launcher.cgroup.finish({ sweep: true }).catch(() => undefined);
    throw error;
  }
}

/** Keeps the first `cap` bytes of a stream; reports when the stream went past them. */
class CappedBuffer {
  private readonly chunks: Buffer[] = [];
  private size = 0;
  private total = 0;

  constructor(private readonly cap: number) {}

  /** false once more than cap bytes arrived. */
  push(chunk: Buffer): boolean {
    this.total += chunk.length;
    if (this.size < this.cap) {
      const kept = chunk.subarray(0, this.cap - this.size);
      this.chunks.push(kept);
      this.size += kept.length;
    }
    return this.total <= this.cap;
  }

  bytes(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

function readInto(stream: Readable | null | undefined, buffer: CappedBuffer, onOverflow: () => void) {
  stream?.on('data', (chunk: Buffer) => {
    if (!buffer.push(chunk)) onOverflow();
  });
}

function describeFailure(code: number | null, error: Error | undefined, stderr: Buffer): string {
  if (error) return `The sandbox could not start: ${error.message}`;
  const detail = stderr.toString('utf8').trim().split('\n').slice(-3).join(' | ');
  return `The sandbox exited with code ${code} without a status${detail ? `: ${detail}` : ''}`;
}

/** What the init measured, or, when the run was killed before it could say, what the host saw. */
function measures(status: InitStatus | undefined, hostWallMs: number, usage: CgroupUsage) {
  return {
    exitCode: status?.exitCode,
    signal: status?.signal,
    cpuMs: status ? Math.round(status.cpuUs / 1000) : 0,
    wallMs: Math.round(status ? status.wallUs / 1000 : hostWallMs),
    memoryKb: status?.maxRssKb ?? Math.round((usage.peakMemoryBytes ?? 0) / 1024),
  };
}

/** Why the run says nothing about the program, if it does not. */
function failureOf(
  report: InitStatus | undefined,
  stoppedFor: StopReason | undefined,
  files: EmittedFile[] | undefined,
  describeExit: () => string,
): string | undefined {
  // Killed by the host (output flood, host deadline) before the init could report: a verdict, not a failure.
  if (report === undefined) return stoppedFor === undefined ? describeExit() : undefined;
  if (report.execErrno) return `The program could not be started (errno ${report.execErrno})`;
  if (files === undefined) return 'The compiled files could not be read back from the sandbox';
  return undefined;
}

/**
 * Runs in one sandbox, one after another: a slot's tests, of one submission and then of the next. The
 * namespaces, mounts and cgroup are set up once, and the launcher's init makes each run as fresh as a new
 * sandbox's (every process killed; new mount, network and IPC namespaces, new tmpfs folders, the pid numbers
 * started again, and its own submission's folder alone at /prog). Each run names its program, limits and
 * folder, gets its input as a sealed file and its outputs back capped, on the status descriptor the program
 * cannot reach.
 */
export interface SandboxSeries {
  /** true once the init waits for the first run; false when the sandbox ended before. */
  readonly ready: Promise<boolean>;
  /**
   * Sets the group's limits (memory, processes) for the runs that follow, when they differ from the last
   * ones; throws when the group refuses them (then the series should be closed).
   */
  use(limits: SandboxLimits): Promise<void>;
  /** One run on one input, with the limits last given to use(). After an outcome with a failure, or once ended, the series is over. */
  run(run: SeriesRun, stdin: string | Buffer): Promise<SandboxOutcome>;
  /** false once the sandbox has ended (a run the init could not clean up after, a failure, a kill). */
  readonly open: boolean;
  /**
   * Whether a run used other pids than its program's own (a process or a thread it started): the pid numbers
   * of the next runs then tell something of what it did, so the sandbox must not serve another submission.
   */
  readonly spent: boolean;
  /** The sandbox's process: kept series never keep the judge's process alive (setKeepsAlive). */
  readonly child: ChildProcess;
  /** Ends the series and waits until every process of it is dead. */
  close(): Promise<void>;
}

/** A series' sandbox: what every run of it shares. */
export interface SeriesSpec {
  slot: SandboxSlot;
  env: Record<string, string>;
  /** Host folders bound read-only at the same path: every toolchain a run may use. */
  roots: string[];
  /** The host folder holding the submissions' folders; each run sees only its own, at /prog. */
  runsDir: string;
  /** The group's limits at the start (use() changes them). */
  limits: SandboxLimits;
}

/** One run of a series. */
export interface SeriesRun {
  /** The program and its arguments, inside the sandbox; argv[0] is an absolute path. Never a shell. */
  argv: string[];
  limits: SandboxLimits;
  stdoutBytes: number;
  stderrBytes: number;
  /** The run's submission folder: a plain name in the series' runsDir, bound read-only at /prog. */
  folder: string;
  /** Where the folder is bound instead of /prog (a compile's /src). */
  folderAt?: string;
  /**
   * Make /box/out and bring its files back when the program succeeds (a compile), or, with 'always', whenever
   * it exits (an output validator's feedback, whichever way it decided).
   */
  collectOutputDir?: boolean | 'always';
  /** A folder inside the sandbox (in the run's own) whose files the output folder starts with. */
  seed?: string;
  /**
   * An interactive run: its standard input and output are FIFOs ("folder/name" in the series' runsDir, a
   * folder no run sees) instead of the input sent and the output read back (see sandbox/channel.ts).
   */
  connect?: { stdin: string; stdout: string };
  /**
   * The program is the judge's own toolchain (a compiler, a check): it is stopped once an output passes its
   * cap (a flood of compiler errors), and as its processes do not depend on the learner's code, the pids it
   * uses do not spend the series.
   */
  toolchain?: boolean;
  /**
   * The pids the program's runtime takes whatever the program does (Node's own threads): a run that used
   * exactly these, and no more, does not spend the series. One when not given.
   */
  ownPids?: number;
}

/** What the init says once the sandbox is up and it waits for runs. */
const READY = Buffer.from('ready\n');

const limitsKey = (limits: SandboxLimits) => `${limits.memoryBytes}/${limits.processes}`;

class Series implements SandboxSeries {
  private stream: Buffer = Buffer.alloc(0);
  /** Chunks not yet joined to stream: joined only once a whole result can be there (no copy per chunk). */
  private unjoined: Buffer[] = [];
  private unjoinedBytes = 0;
  /** The length the stream must reach before the pending result can be whole; 0 while unknown. */
  private awaitedBytes = 0;
  private readonly stderr = new CappedBuffer(STATUS_MAX_BYTES);
  private pending:
    | {
        caps: Parameters<typeof parseSeriesResult>[1];
        resolve: (result: ReturnType<typeof parseSeriesResult> | 'ended') => void;
      }
    | undefined;
  private ended = false;
  spent = false;
  private readonly closed: Promise<Closed>;
  private isReady = false;
  /** The group's OOM kills before the next run (read once per run, after it). */
  private oomKills: Promise<number>;
  /** The group's memory and process limits as last written. */
  private groupLimits: string;
  private onReady: (ready: boolean) => void = () => undefined;
  readonly ready = new Promise<boolean>((resolve) => {
    this.onReady = resolve;
  });

  constructor(
    private readonly host: SandboxHost,
    private readonly sandbox: SandboxProcess,
    limits: SandboxLimits,
  ) {
    const { child } = sandbox;
    this.groupLimits = limitsKey(limits);
    this.oomKills = sandbox.cgroup.oomKills();
    this.closed = sandbox.closed;
    void this.closed.then(() => this.end());
    child.stdin?.on('error', () => undefined);
    readInto(child.stderr, this.stderr, () => undefined);
    (child.stdio[3] as Readable | null)?.on('data', (chunk: Buffer) => {
      this.unjoined.push(chunk);
      this.unjoinedBytes += chunk.length;
      if (this.stream.length + this.unjoinedBytes >= this.awaitedBytes) this.settle();
    });
    child.stdout?.resume();
  }

  get open(): boolean {
    return !this.ended;
  }

  get child(): ChildProcess {
    return this.sandbox.child;
  }

  async use(limits: SandboxLimits): Promise<void> {
    const key = limitsKey(limits);
    if (key === this.groupLimits) return;
    this.groupLimits = '';
    await this.sandbox.cgroup.limit(groupLimits(limits));
    this.groupLimits = key;
  }

  private settle(): void {
    if (this.unjoined.length > 0) {
      this.stream = Buffer.concat([this.stream, ...this.unjoined]);
      this.unjoined = [];
      this.unjoinedBytes = 0;
    }
    if (!this.isReady) {
      if (this.stream.length < READY.length) return;
      if (!this.stream.subarray(0, READY.length).equals(READY)) {
        this.sandbox.kill();
        return;
      }
      this.stream = this.stream.subarray(READY.length);
      this.isReady = true;
      this.onReady(true);
    }
    if (!this.pending) return;
    const parsed = parseSeriesResult(this.stream, this.pending.caps);
    if (parsed === 'incomplete') {
      this.awaitedBytes = seriesResultBytes(this.stream) ?? 0;
      return;
    }
    this.awaitedBytes = 0;
    const { resolve } = this.pending;
    this.pending = undefined;
    if (typeof parsed === 'object') {
      this.stream = parsed.rest;
      // The init ends after this run: no other may be sent, even before the sandbox is seen to close.
      if (parsed.result.last) this.ended = true;
    }
    resolve(parsed);
  }

  private end(): void {
    this.onReady(false); // once resolved, a promise stays as it was
    if (this.ended) return;
    this.ended = true;
    // A result may have arrived whole just before the end.
    this.settle();
    const resolve = this.pending?.resolve;
    this.pending = undefined;
    resolve?.('ended');
  }

  async run(run: SeriesRun, stdin: string | Buffer): Promise<SandboxOutcome> {
    if (this.pending) throw new Error('The sandbox series is still running its last input');
    if (limitsKey(run.limits) !== this.groupLimits)
      throw new Error('The sandbox series was not given this run’s limits');
    const started = performance.now();
    const oomKillsBefore = await this.oomKills;
    const input = typeof stdin === 'string' ? Buffer.from(stdin) : stdin;
    const answer = new Promise<ReturnType<typeof parseSeriesResult> | 'ended'>((resolve) => {
      // The sandbox may have ended while the group was read.
      if (this.ended) resolve('ended');
      else {
        const filesBytes = run.collectOutputDir ? EMIT_MAX_BYTES : 0;
        this.pending = { caps: { ...run, filesBytes }, resolve };
      }
    });
    const spec = Buffer.from(
      seriesRunArgs(this.host, run)
        .map((arg) => `${arg}\0`)
        .join(''),
    );
    this.sandbox.child.stdin?.write(`${spec.length} ${input.length}\n`);
    this.sandbox.child.stdin?.write(spec);
    this.sandbox.child.stdin?.write(input);
    this.settle();
    let killedByHost = false;
    const deadline = setTimeout(() => {
      killedByHost = true;
      this.sandbox.kill();
    }, run.limits.wallMs + HOST_GRACE_MS);
    const parsed = await answer;
    clearTimeout(deadline);
    this.oomKills = this.sandbox.cgroup.oomKills();
    const oomKilled = (await this.oomKills) > oomKillsBefore;
    if (typeof parsed === 'object') {
      const { status, stdout, stderr, pids } = parsed.result;
      if (pids !== (run.ownPids ?? 1) && !run.toolchain) this.spent = true;
      const files = run.collectOutputDir ? parseEmittedFiles(parsed.result.files) : [];
      return {
        ...measures(status, 0, { peakMemoryBytes: undefined, oomKilled }),
        stdout,
        stderr,
        stoppedFor: status.killed,
        oomKilled,
        files: files ?? [],
        failure: oomKilled ? undefined : failureOf(status, undefined, files, () => ''),
      };
    }
    this.sandbox.kill();
    this.ended = true;
    const hostWallMs = Math.round(performance.now() - started);
    const failure =
      parsed === 'malformed'
        ? 'The sandbox answered a run with a malformed result'
        : describeFailure((await this.closed).code, undefined, this.stderr.bytes());
    return {
      exitCode: undefined,
      signal: undefined,
      cpuMs: 0,
      wallMs: hostWallMs,
      memoryKb: 0,
      stdout: Buffer.alloc(0),
      stderr: Buffer.alloc(0),
      // Past the init's own deadline and the grace: a verdict, as for a single run.
      stoppedFor: killedByHost ? 'wall' : undefined,
      oomKilled,
      files: [],
      // The OOM killer ended the sandbox: the program filled its memory (perhaps with files, which count in
      // no process's size, so another process of the sandbox was picked), a verdict and not the judge's fault.
      failure: killedByHost || oomKilled ? undefined : failure,
    };
  }

  async close(): Promise<void> {
    // Not killed even while it starts: bubblewrap killed half-way can leave its sandbox behind. The init
    // ends at the end of its input.
    this.sandbox.child.stdin?.end();
    const timer = setTimeout(() => this.sandbox.kill(), CLOSE_TIMEOUT_MS);
    const { error } = await this.closed;
    clearTimeout(timer);
    if (error) this.sandbox.child.kill('SIGKILL');
    await this.sandbox.cgroup.finish({ sweep: true });
  }
}

/** Starts a sandbox for a series of runs (see SandboxSeries). */
export async function startSeries(host: SandboxHost, spec: SeriesSpec): Promise<SandboxSeries> {
  const sandbox = await launch(host, spec.slot, spec.limits, {
    roots: spec.roots,
    binds: [{ host: spec.runsDir, sandbox: SANDBOX_PATHS.runs }],
    mountPoints: [SANDBOX_PATHS.program, SANDBOX_PATHS.source],
    launcher: host.launcher,
    tmpfsBytes: spec.limits.fileSizeBytes,
    env: spec.env,
    initArgs: SERIES_INIT_ARGS,
    infoFd: INFO_FD,
    freshRuns: true,
  });
  return new Series(host, sandbox, spec.limits);
}
