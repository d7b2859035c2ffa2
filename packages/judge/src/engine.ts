import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { JUDGE_LIMITS, type JudgeTestResultWithOutput } from '@codequest/contracts';
import { type CompileContext, compileSubmission } from './compile';
import { JudgeError } from './errors';
import { JavaCompileService } from './java/compile-service';
import type { PreparedJob } from './job';
import { LANGUAGES, PROGRAM_DIR, SANDBOX_ENV } from './languages';
import { createCgroupManager } from './sandbox/cgroups';
import { buildCompileService, buildLauncher } from './sandbox/native';
import { runSandboxed, type SandboxHost } from './sandbox/run';
import { claimUids } from './sandbox/uid-claims';
import { prepareInstanceDir, prepareWorkRoot } from './sandbox/work-root';
import { findBwrap, type SandboxMode } from './sandbox-mode';
import { SlotPool } from './slot-pool';
import type { Toolchains } from './toolchains';
import type { JudgeResult, JudgeTestCase } from './types';
import { judgeTest } from './verdict';

/**
 * Judges one submission: compile once, then every test in a fresh sandbox, the tests spread over the
 * judge's slots in parallel. Set-up (folders, the launcher build, cgroups) happens once, at first use or in
 * warmUp(); the submission's folder is removed when its verdict is returned.
 */

export interface EngineOptions {
  mode: SandboxMode;
  concurrency: number;
  /**
   * Slot i runs as uid/gid uidBase + i; the Java compile service as uidBase + concurrency. Unset: a free
   * block is claimed machine-wide at set-up.
   */
  uidBase: number | undefined;
  /** The machine-wide folder of every judge's helpers, uid locks and scratch (work-root.ts). */
  workRoot: string;
  /** bubblewrap's path; unset: found in the usual places. */
  bwrap: string | undefined;
  javaCompiler: 'service' | 'cold';
  tools: Toolchains;
  onInternalError: (detail: string) => void;
}

interface Setup {
  host: SandboxHost;
  slots: SlotPool;
  uidBase: number;
  runsDir: string;
  javaService: JavaCompileService | undefined;
  releaseUids: () => Promise<void>;
}

const MB = 1024 * 1024;

function cgroupKind(mode: SandboxMode) {
  if (mode === 'cgroup-v1') return 'v1';
  if (mode === 'cgroup-v2') return 'v2';
  return 'none';
}

const INTERNAL_ERROR_RESULT: JudgeTestResultWithOutput = {
  verdict: 'INTERNAL_ERROR',
  output: '',
  stderr: '',
  cpuMs: 0,
  wallMs: 0,
  memoryKb: 0,
  message: 'The judge could not run this test',
};

export class JudgeEngine {
  private setup: Promise<Setup> | undefined;

  constructor(private readonly options: EngineOptions) {}

  get mode(): SandboxMode {
    return this.options.mode;
  }

  /** The uids this judge claimed: its slots', then the compile service's (sets the judge up). */
  async uids(): Promise<{ slots: number[]; service: number }> {
    const { uidBase } = await this.ready();
    const { concurrency } = this.options;
    return {
      slots: Array.from({ length: concurrency }, (_, index) => uidBase + index),
      service: uidBase + concurrency,
    };
  }

  /** What runs a sandbox (tests of the runner itself). */
  async sandboxHost(): Promise<SandboxHost> {
    return (await this.ready()).host;
  }

  /** The warm Java compiler, once set up (undefined with javaCompiler: 'cold' or without a JDK). */
  async javaService(): Promise<JavaCompileService | undefined> {
    return (await this.ready()).javaService;
  }

  /** Sets everything up and starts the Java compile service, so the first submission does not wait. */
  async warmUp(): Promise<void> {
    const { javaService } = await this.ready();
    await javaService?.warmUp().catch((error: Error) => this.options.onInternalError(error.message));
  }

  /** report: hears this job's host-side failures too (the self-test's reasons), besides the log. */
  async run(job: PreparedJob, report?: (detail: string) => void): Promise<JudgeResult> {
    const onInternalError = (detail: string) => {
      report?.(detail);
      this.options.onInternalError(detail);
    };
    const setup = await this.ready();
    const cancel = { cancelled: false };
    let dir: string | undefined;
    let testing: Promise<JudgeTestResultWithOutput[]> | undefined;
    try {
      dir = await this.createSubmissionDir(setup.runsDir, job);
      const context: CompileContext = {
        host: setup.host,
        slots: setup.slots,
        tools: this.options.tools,
        javaService: setup.javaService,
      };
      const compiling = compileSubmission(context, { ...job, dir });
      // A language whose compile step only checks (Python) runs its tests alongside the check: the tests
      // do not need its output; a syntax error cancels those not yet started and discards the rest.
      testing = LANGUAGES[job.language].producesArtifacts
        ? undefined
        : this.runTests(setup, job, dir, cancel, onInternalError);
      const compiled = await compiling;
      if (compiled.detail) onInternalError(compiled.detail);
      if (compiled.failed) {
        cancel.cancelled = true;
        return { verdict: compiled.failed, compile: compiled.result, tests: [] };
      }
      testing ??= this.runTests(setup, job, dir, cancel, onInternalError);
      const tests = await testing;
      const failed = tests.find((test) => test.verdict !== 'ACCEPTED');
      return { verdict: failed?.verdict ?? 'ACCEPTED', compile: compiled.result, tests };
    } catch (error) {
      cancel.cancelled = true;
      onInternalError(String(error));
      return { verdict: 'INTERNAL_ERROR', compile: { ok: false, output: '', timeMs: 0 }, tests: [] };
    } finally {
      await testing; // every run of this submission has ended before its verdict is returned
      if (dir) await rm(dir, { recursive: true, force: true });
    }
  }

  async close(): Promise<void> {
    const setup = await this.setup?.catch(() => undefined);
    if (!setup) return;
    await setup.javaService?.close();
    await setup.host.cgroups.dispose();
    await rm(path.dirname(setup.runsDir), { recursive: true, force: true });
    await setup.releaseUids();
  }

  private ready(): Promise<Setup> {
    this.setup ??= this.setUp().catch((error) => {
      this.setup = undefined; // try again on the next submission
      throw error;
    });
    return this.setup;
  }

  private async setUp(): Promise<Setup> {
    const { mode, tools, concurrency } = this.options;
    const bwrap = this.options.bwrap ?? findBwrap();
    if (mode === 'unavailable' || bwrap === undefined) {
      throw new JudgeError(
        'SANDBOX_UNAVAILABLE',
        'No sandbox on this machine: the judge needs root, bubblewrap and user namespaces to run code (install bubblewrap: apt-get install bubblewrap, and start CodeQuest as root)',
      );
    }
    if (!existsSync(bwrap)) {
      throw new JudgeError(
        'SANDBOX_UNAVAILABLE',
        `bubblewrap is not at ${bwrap}: install it (apt-get install bubblewrap) or set JUDGE_BWRAP to its path`,
      );
    }
    if (tools.gcc === undefined) {
      throw new JudgeError(
        'SANDBOX_UNAVAILABLE',
        'The judge needs gcc to build its sandbox launcher: install it (apt-get install gcc)',
      );
    }
    const workRoot = await prepareWorkRoot(this.options.workRoot);
    const launcher = await buildLauncher(workRoot.bin, tools.gcc);
    const claim = await claimUids(launcher, workRoot.locks, concurrency + 1, this.options.uidBase);
    try {
      const { uidBase } = claim;
      const runsDir = await prepareInstanceDir(workRoot, uidBase);
      const cgroups = createCgroupManager(cgroupKind(mode), `uids-${uidBase}`);
      const host: SandboxHost = { mode, bwrap, launcher, cgroups };
      const serviceUid = uidBase + concurrency;
      const { java } = tools;
      const javaService =
        this.options.javaCompiler === 'service' && java
          ? new JavaCompileService({
              host,
              slot: { key: `service-${serviceUid}`, uid: serviceUid, gid: serviceUid },
              java,
              roots: tools.roots.java,
              classes: () => buildCompileService(workRoot.bin, java.javac),
              memoryBytes: JUDGE_LIMITS.compileMemoryMb.default * MB,
            })
          : undefined;
      const slots = new SlotPool(concurrency, uidBase);
      return { host, slots, uidBase, runsDir, javaService, releaseUids: claim.release };
    } catch (error) {
      await claim.release();
      throw error;
    }
  }

  /** A fresh folder the host alone writes: the source now, the compiled files after the compile step. */
  private async createSubmissionDir(runsDir: string, job: PreparedJob): Promise<string> {
    const dir = path.join(runsDir, randomUUID());
    await mkdir(dir, { mode: 0o755 });
    await chmod(dir, 0o755);
    const sourceFile = path.join(dir, LANGUAGES[job.language].sourceFile);
    await writeFile(sourceFile, job.source, { flag: 'wx', mode: 0o644 });
    await chmod(sourceFile, 0o644);
    return dir;
  }

  /** Every test in parallel over the slots; a test still waiting for a slot when cancelled never runs. */
  private runTests(
    setup: Setup,
    job: PreparedJob,
    dir: string,
    cancel: { cancelled: boolean },
    report: (detail: string) => void,
  ): Promise<JudgeTestResultWithOutput[]> {
    return Promise.all(job.tests.map((test) => this.runTest(setup, job, dir, test, cancel, report)));
  }

  private async runTest(
    { host, slots }: Setup,
    job: PreparedJob,
    dir: string,
    test: JudgeTestCase,
    cancel: { cancelled: boolean },
    report: (detail: string) => void,
  ): Promise<JudgeTestResultWithOutput> {
    const language = LANGUAGES[job.language];
    try {
      const plan = language.run(this.options.tools, job.limits);
      const outputBytes = job.limits.outputKb * 1024;
      const outcome = await slots.use(async (slot) => {
        if (cancel.cancelled) return undefined;
        return runSandboxed(
          host,
          {
            slot,
            argv: plan.argv,
            env: SANDBOX_ENV,
            roots: this.options.tools.roots[job.language],
            binds: [{ host: dir, sandbox: PROGRAM_DIR }],
            limits: plan.limits,
          },
          { stdin: test.input, stdoutBytes: outputBytes, stderrBytes: outputBytes },
        );
      });
      if (outcome === undefined) return INTERNAL_ERROR_RESULT; // cancelled: its submission has no tests
      if (outcome.failure) report(outcome.failure);
      return judgeTest(outcome, test.expected, job.limits, language, job.checker);
    } catch (error) {
      report(String(error));
      return INTERNAL_ERROR_RESULT;
    }
  }
}
