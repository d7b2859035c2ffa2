import { randomUUID } from 'node:crypto';
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
import { ensureOwnedDir } from './sandbox/owned-dir';
import { runSandboxed, type SandboxHost } from './sandbox/run';
import { claimUids } from './sandbox/uid-claims';
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
  /** Slot i runs as uid/gid uidBase + i; the Java compile service as uidBase + concurrency. */
  uidBase: number;
  workDir: string;
  javaCompiler: 'service' | 'cold';
  tools: Toolchains;
  onInternalError: (detail: string) => void;
}

interface Setup {
  host: SandboxHost;
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
  private readonly slots: SlotPool;
  private setup: Promise<Setup> | undefined;

  constructor(private readonly options: EngineOptions) {
    this.slots = new SlotPool(options.concurrency, options.uidBase);
  }

  get mode(): SandboxMode {
    return this.options.mode;
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

  async run(job: PreparedJob): Promise<JudgeResult> {
    const setup = await this.ready();
    const cancel = { cancelled: false };
    let dir: string | undefined;
    let testing: Promise<JudgeTestResultWithOutput[]> | undefined;
    try {
      dir = await this.createSubmissionDir(setup.runsDir, job);
      const context: CompileContext = {
        host: setup.host,
        slots: this.slots,
        tools: this.options.tools,
        javaService: setup.javaService,
      };
      const compiling = compileSubmission(context, { ...job, dir });
      // A language whose compile step only checks (Python) runs its tests alongside the check: the tests
      // do not need its output; a syntax error cancels those not yet started and discards the rest.
      testing = LANGUAGES[job.language].producesArtifacts
        ? undefined
        : this.runTests(setup.host, job, dir, cancel);
      const compiled = await compiling;
      if (compiled.detail) this.options.onInternalError(compiled.detail);
      if (compiled.failed) {
        cancel.cancelled = true;
        return { verdict: compiled.failed, compile: compiled.result, tests: [] };
      }
      testing ??= this.runTests(setup.host, job, dir, cancel);
      const tests = await testing;
      const failed = tests.find((test) => test.verdict !== 'ACCEPTED');
      return { verdict: failed?.verdict ?? 'ACCEPTED', compile: compiled.result, tests };
    } catch (error) {
      cancel.cancelled = true;
      this.options.onInternalError(String(error));
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
    const { mode, tools, workDir, uidBase, concurrency } = this.options;
    const bwrap = findBwrap();
    if (mode === 'unavailable' || bwrap === undefined) {
      throw new JudgeError(
        'SANDBOX_UNAVAILABLE',
        'No sandbox on this machine: the judge needs root, bubblewrap and user namespaces to run code',
      );
    }
    if (tools.gcc === undefined) {
      throw new JudgeError('SANDBOX_UNAVAILABLE', 'The judge needs gcc to build its sandbox launcher');
    }
    // 0711: sandbox users may pass through to what they are given, never list or write.
    await ensureOwnedDir(workDir, 0o711);
    const binDir = path.join(workDir, 'bin');
    const runsDir = path.join(workDir, 'runs');
    await ensureOwnedDir(binDir, 0o755);
    await ensureOwnedDir(runsDir, 0o711);
    const serviceUid = uidBase + concurrency;
    const uids = Array.from({ length: concurrency + 1 }, (_, index) => uidBase + index);
    const releaseUids = await claimUids(path.join(workDir, 'locks'), uids);
    const launcher = await buildLauncher(binDir, tools.gcc);
    const host: SandboxHost = { mode, bwrap, launcher, cgroups: createCgroupManager(cgroupKind(mode)) };
    const { java } = tools;
    const javaService =
      this.options.javaCompiler === 'service' && java
        ? new JavaCompileService({
            host,
            slot: { key: `service-${serviceUid}`, uid: serviceUid, gid: serviceUid },
            java,
            roots: tools.roots.java,
            classes: () => buildCompileService(binDir, java.javac),
            memoryBytes: JUDGE_LIMITS.compileMemoryMb.default * MB,
          })
        : undefined;
    return { host, runsDir, javaService, releaseUids };
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
    host: SandboxHost,
    job: PreparedJob,
    dir: string,
    cancel: { cancelled: boolean },
  ): Promise<JudgeTestResultWithOutput[]> {
    return Promise.all(job.tests.map((test) => this.runTest(host, job, dir, test, cancel)));
  }

  private async runTest(
    host: SandboxHost,
    job: PreparedJob,
    dir: string,
    test: JudgeTestCase,
    cancel: { cancelled: boolean },
  ): Promise<JudgeTestResultWithOutput> {
    const language = LANGUAGES[job.language];
    try {
      const plan = language.run(this.options.tools, job.limits);
      const outputBytes = job.limits.outputKb * 1024;
      const outcome = await this.slots.use(async (slot) => {
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
      if (outcome.failure) this.options.onInternalError(outcome.failure);
      return judgeTest(outcome, test.expected, job.limits, language, job.checker);
    } catch (error) {
      this.options.onInternalError(String(error));
      return INTERNAL_ERROR_RESULT;
    }
  }
}
