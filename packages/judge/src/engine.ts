import { randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { JUDGE_LIMITS, type JudgeCompileResult, type JudgeTestResultWithOutput } from '@codequest/contracts';
import { type CompileContext, compileSubmission, refusedSource } from './compile';
import { JudgeError } from './errors';
import { JavaCompileService } from './java/compile-service';
import type { PreparedJob } from './job';
import { LANGUAGES, SANDBOX_ENV, type SourceLayout } from './languages';
import {
  OutputValidators,
  type PreparedValidator,
  type ValidatorCheck,
  type ValidatorPass,
} from './output-validator';
import { createCgroupManager } from './sandbox/cgroups';
import { Channels } from './sandbox/channel';
import { KeptSeries } from './sandbox/kept-series';
import { buildCompileService, buildLauncher } from './sandbox/native';
import {
  type SandboxHost,
  type SandboxOutcome,
  type SandboxSeries,
  type SandboxSlot,
  type SeriesRun,
  startSeries,
} from './sandbox/run';
import { claimUids } from './sandbox/uid-claims';
import { prepareInstanceDir, prepareWorkRoot } from './sandbox/work-root';
import { findBwrap, type SandboxMode } from './sandbox-mode';
import { SlotPool } from './slot-pool';
import type { Toolchains } from './toolchains';
import { internalErrorResult } from './transports/reply';
import type { JudgeResult, JudgeTestCase } from './types';
import { judgeTest, ranCleanly } from './verdict';

/**
 * Judges one submission: compile once, then every test as if in a fresh sandbox, the tests spread over the
 * judge's slots in parallel, each slot's in the series it keeps from one submission to the next. Set-up
 * (folders, the launcher build, cgroups) happens once, at first use or in warmUp(); the verdict is returned
 * as soon as the last test's outcome is in, and the submission's folder is removed after it (engine.close()
 * waits for that). Longer than most modules because a submission's one path (compile, the lanes over the
 * slots' series, the verdict) reads best in one place; the sandbox, the verdict rules and the slots are
 * modules of their own.
 */

export interface EngineOptions {
  mode: SandboxMode;
  concurrency: number;
  /**
   * Slot i runs as uid/gid uidBase + i; the Java compile service as uidBase + concurrency; slot i's partner
   * (an interactive problem's validator) as uidBase + concurrency + 1 + i. Unset: a free block is claimed
   * machine-wide at set-up.
   */
  uidBase: number | undefined;
  /** The machine-wide folder of every judge's helpers, uid locks and scratch (work-root.ts). */
  workRoot: string;
  /** bubblewrap's path; unset: found in the usual places. */
  bwrap: string | undefined;
  javaCompiler: 'service' | 'cold';
  /** How long the warm Java compiler waits for a request before it stops (0: never). */
  javaServiceIdleMs: number;
  tools: Toolchains;
  onInternalError: (detail: string) => void;
}

interface Setup {
  host: SandboxHost;
  slots: SlotPool;
  /** Each slot's tests' sandbox, and its partner's, kept from one submission to the next. */
  series: KeptSeries;
  /** The slot an interactive problem's validator runs in beside a slot's program: its own uid and cgroup. */
  partnerOf: (slot: SandboxSlot) => SandboxSlot;
  uidBase: number;
  runsDir: string;
  javaService: JavaCompileService | undefined;
  /** Problems' own output validators, compiled once and kept for their next submissions. */
  validators: OutputValidators;
  releaseUids: () => Promise<void>;
}

const MB = 1024 * 1024;
/**
 * When a submission's tests are still waiting this long after its first sandbox is up, more lanes start
 * (about a sandbox's start-up); in any case once EXTRA_LANE_LATEST_MS have passed.
 */
const EXTRA_LANE_AFTER_MS = 25;
const EXTRA_LANE_LATEST_MS = 500;
/** A source file's name: no folder, no dot-dot, nothing but what a language's names are made of. */
const PLAIN_FILE_NAME = /^[A-Za-z_$][A-Za-z0-9_$]*\.[a-z]+$/;

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

export interface RunOptions {
  /** Hears this job's host-side failures too (the self-test's reasons), besides the log. */
  report?: (detail: string) => void;
  /**
   * Whether a Java compile finding the warm compiler stopped starts it (default). The self-test's does not: the
   * service's JVM starts with the first learner's Java submission, not with every judge.
   */
  startsJavaService?: boolean;
}

export class JudgeEngine {
  private setup: Promise<Setup> | undefined;
  /** Submissions whose verdict is out and whose sandboxes and folder are still being cleared away. */
  private readonly tearingDown = new Set<Promise<void>>();

  constructor(private readonly options: EngineOptions) {}

  get mode(): SandboxMode {
    return this.options.mode;
  }

  /** The uids this judge claimed: its slots', the compile service's, its slots' partners' (sets the judge up). */
  async uids(): Promise<{ slots: number[]; service: number; partners: number[] }> {
    const { uidBase } = await this.ready();
    const { concurrency } = this.options;
    return {
      slots: Array.from({ length: concurrency }, (_, index) => uidBase + index),
      service: uidBase + concurrency,
      partners: Array.from({ length: concurrency }, (_, index) => uidBase + concurrency + 1 + index),
    };
  }

  /** What runs a sandbox (tests of the runner itself). */
  async sandboxHost(): Promise<SandboxHost> {
    return (await this.ready()).host;
  }

  /** The processes of the sandboxes kept waiting for the slots' next tests (tests of the judge). */
  async keptSandboxPids(): Promise<number[]> {
    return (await this.ready()).series.pids();
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

  async run(job: PreparedJob, options: RunOptions = {}): Promise<JudgeResult> {
    const { report, startsJavaService = true } = options;
    const onInternalError = (detail: string) => {
      report?.(detail);
      this.options.onInternalError(detail);
    };
    const setup = await this.ready();
    const language = LANGUAGES[job.language];
    let dir: string | undefined;
    let validator: PreparedValidator | undefined;
    let channels: Channels | undefined;
    const teardown: Promise<unknown>[] = [];
    try {
      const layout = language.layout(job.source);
      if ('refused' in layout) {
        const refused = refusedSource(layout.refused);
        return { verdict: 'COMPILATION_ERROR', compile: refused.result, tests: [] };
      }
      dir = await this.createSubmissionDir(setup.runsDir, job.source, layout);
      const context: CompileContext = {
        slots: setup.slots,
        series: setup.series,
        tools: this.options.tools,
        javaService: setup.javaService,
        startsJavaService,
      };
      if (job.checker.type === 'custom' && job.tests.length > 0) {
        const prepared = await setup.validators.acquire(job.checker, context);
        if ('failed' in prepared) {
          onInternalError(prepared.failed);
          return internalErrorResult();
        }
        validator = prepared;
      }
      if (job.checker.type === 'custom' && job.checker.interactive)
        channels = await Channels.create(setup.runsDir, job.tests.length);
      const submission: Submission = {
        setup,
        context,
        job,
        dir,
        layout,
        validator,
        channels,
        report: onInternalError,
        teardown,
      };
      return language.producesArtifacts || language.checkBeforeRunning?.(job.source)
        ? await this.compileThenTest(submission)
        : await this.testThenCheck(submission);
    } catch (error) {
      onInternalError(String(error));
      return internalErrorResult();
    } finally {
      validator?.release();
      if (dir) this.tearDown(teardown, dir, onInternalError, channels);
    }
  }

  /**
   * The verdict goes out as soon as every test has its outcome; the sandboxes close after it (each slot is
   * held until its sandbox has ended and every process of it is dead), then the submission's folder goes.
   */
  private tearDown(
    work: Promise<unknown>[],
    dir: string,
    report: (detail: string) => void,
    channels: Channels | undefined,
  ): void {
    const done = Promise.allSettled(work)
      .then(() => rmSync(dir, { recursive: true, force: true }))
      .then(() => channels?.remove())
      .catch((error: unknown) => report(String(error)))
      .finally(() => this.tearingDown.delete(done));
    this.tearingDown.add(done);
  }

  /** C, C++ and Java (and a source the check must see first): compile once, then every test. */
  private async compileThenTest(submission: Submission): Promise<JudgeResult> {
    const { context, job, dir, layout, report } = submission;
    const compiled = await compileSubmission(context, { ...job, dir, layout });
    if (compiled.detail) report(compiled.detail);
    if (compiled.failed) return { verdict: compiled.failed, compile: compiled.result, tests: [] };
    return withVerdict(compiled.result, await this.runTests(submission, job.tests));
  }

  /**
   * Python: the interpreter parses the source as each test starts, so a separate check would cost a
   * sandbox for nothing when the code parses, which it nearly always does. The tests run at once; a run
   * that fails the way Python fails on a file it cannot parse stops the tests not yet started, and the real
   * syntax check decides: a syntax error is the submission's Compilation Error, with the check's output
   * (never the program's own stderr, which it could have written to look like one). Otherwise the stopped
   * tests run after all.
   */
  private async testThenCheck(submission: Submission): Promise<JudgeResult> {
    const { context, job, dir, layout, report } = submission;
    const watch: Watch = { stopped: false };
    const first = await this.runTests(submission, job.tests, watch);
    if (!watch.stopped) return withVerdict(parsed(first), first);
    const checked = await compileSubmission(context, { ...job, dir, layout });
    if (checked.detail) report(checked.detail);
    if (checked.failed) return { verdict: checked.failed, compile: checked.result, tests: [] };
    const left = job.tests.filter((_, index) => first[index] === undefined);
    const rest = await this.runTests(submission, left);
    return withVerdict(
      checked.result,
      first.map((result) => result ?? rest.shift()),
    );
  }

  async close(): Promise<void> {
    await Promise.all(this.tearingDown);
    const setup = await this.setup?.catch(() => undefined);
    if (!setup) return;
    await setup.javaService?.close();
    await setup.series.close();
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
    const claim = await claimUids(launcher, workRoot.locks, 2 * concurrency + 1, this.options.uidBase);
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
              idleMs: this.options.javaServiceIdleMs,
            })
          : undefined;
      const slots = new SlotPool(concurrency, uidBase);
      const series = new KeptSeries(
        (slot, limits) =>
          startSeries(host, {
            slot,
            env: SANDBOX_ENV,
            roots: [...new Set(Object.values(tools.roots).flat())],
            runsDir,
            limits,
          }),
        this.options.onInternalError,
      );
      const validators = new OutputValidators(runsDir, tools);
      const partnerOf = (slot: SandboxSlot): SandboxSlot => {
        const uid = slot.uid + concurrency + 1;
        return { key: `partner-${uid}`, uid, gid: uid };
      };
      return {
        host,
        slots,
        series,
        partnerOf,
        uidBase,
        runsDir,
        javaService,
        validators,
        releaseUids: claim.release,
      };
    } catch (error) {
      await claim.release();
      throw error;
    }
  }

  /** A fresh folder the host alone writes: the source now, the compiled files after the compile step. */
  private async createSubmissionDir(runsDir: string, source: string, layout: SourceLayout): Promise<string> {
    // The name comes from a learner's source (a Java class): it must stay a plain name in this folder.
    if (!PLAIN_FILE_NAME.test(layout.sourceFile))
      throw new Error(`unsafe source file name ${layout.sourceFile}`);
    const dir = path.join(runsDir, randomUUID());
    // A folder and a source of at most 64 KB in the judge's tmpfs: written at once, without the thread
    // pool's hand-offs (see readSmall in sandbox/cgroups.ts).
    mkdirSync(dir, { mode: 0o755 });
    chmodSync(dir, 0o755);
    const sourceFile = path.join(dir, layout.sourceFile);
    writeFileSync(sourceFile, source, { flag: 'wx', mode: 0o644 });
    chmodSync(sourceFile, 0o644);
    return dir;
  }

  /**
   * Every test, in lanes: each lane holds a slot and runs the next test nobody has taken in the slot's series
   * (kept from one submission to the next, so usually up and waiting). The first lane starts at once, and so
   * does another on every slot that is free and waited for by nobody. Any other lane joins only once tests
   * have waited EXTRA_LANE_AFTER_MS after the first sandbox was up: a few quick tests are done sooner in one
   * sandbox than by queueing for more, and slow or many tests still spread over every slot. With a watch, a
   * test not yet started when it stops never runs (its outcome is undefined).
   */
  private async runTests(
    submission: Submission,
    tests: readonly JudgeTestCase[],
    watch?: Watch,
  ): Promise<TestOutcome[]> {
    const outcomes: TestOutcome[] = tests.map(() => undefined);
    let next = 0;
    const waiting = () => next < tests.length && !watch?.stopped;
    /** Aborted once no test is left to take: lanes that have not started then never do. */
    const noneLeft = new AbortController();
    let firstLaneReady = () => {};
    const firstLaneStarted = new Promise<void>((resolve) => {
      firstLaneReady = resolve;
    });
    /** Tests taken whose outcome is not in yet. */
    let running = 0;
    let allJudged = () => {};
    const judged = new Promise<void>((resolve) => {
      allJudged = resolve;
    });
    const judgedIfDone = () => {
      if (running === 0 && !waiting()) allJudged();
    };
    const { series: kept, slots, partnerOf } = submission.setup;
    const run = this.seriesRun(submission);
    const lane = async (slot: SandboxSlot) => {
      let series: SandboxSeries | undefined;
      /** The sandbox an interactive problem's validator runs in, beside this lane's, once needed. */
      let partner: SandboxSeries | undefined;
      /** Whether the lane's sandbox has run a test yet (one kept from before may have died meanwhile). */
      let used = false;
      const freshSeries = async () => {
        await series?.close().catch((error) => submission.report(String(error)));
        used = false;
        series = await kept.take(slot, run.limits).catch((error: unknown) => {
          submission.report(String(error));
          return undefined;
        });
        void (series?.ready ?? Promise.resolve()).then(firstLaneReady);
      };
      const sandboxes: LaneSandboxes = {
        run,
        series: () => {
          if (!series) throw new Error('The sandbox for the tests could not start');
          used = true;
          return series;
        },
        program: async (input) => {
          if (!series) throw new Error('The sandbox for the tests could not start');
          let outcome = await series.run(run, input);
          if (outcome.failure !== undefined && !used && !series.open) {
            // The sandbox ended before its first test here (killed while it waited): once more in a new one.
            submission.report(`${outcome.failure} (the test runs again in a new sandbox)`);
            await freshSeries();
            if (!series) throw new Error('The sandbox for the tests could not start');
            outcome = await series.run(run, input);
          }
          used = true;
          return { series, outcome };
        },
        partner: async () => {
          if (!partner?.open) {
            await partner?.close();
            partner = undefined;
            partner = await kept.take(partnerOf(slot), run.limits);
          }
          return partner;
        },
      };
      try {
        while (waiting()) {
          if (!series?.open) await freshSeries();
          // Other lanes may have taken the last tests while this sandbox started.
          if (!waiting()) break;
          const index = next++;
          running++;
          if (!waiting()) noneLeft.abort();
          const test = tests[index] as JudgeTestCase;
          try {
            outcomes[index] = inPasses(submission.job.checker)
              ? await this.judgeInPasses(submission, sandboxes, test, index, watch)
              : await this.judgeOutcome(submission, run, await sandboxes.program(test.input), test, watch);
          } catch (error) {
            submission.report(String(error));
            outcomes[index] = INTERNAL_ERROR_RESULT;
          } finally {
            running--;
          }
        }
      } finally {
        noneLeft.abort();
        judgedIfDone();
        if (series)
          await kept.give(slot, series, run.limits).catch((error) => submission.report(String(error)));
        if (partner)
          await kept
            .give(partnerOf(slot), partner, run.limits)
            .catch((error) => submission.report(String(error)));
      }
    };
    const extraLane = async () => {
      const free = slots.tryAcquire(0);
      if (free) return lane(free).finally(() => slots.release(free));
      const { signal } = noneLeft;
      try {
        await Promise.race([firstLaneStarted, delay(EXTRA_LANE_LATEST_MS, undefined, { signal })]);
        await delay(EXTRA_LANE_AFTER_MS, undefined, { signal });
      } catch {
        return; // every test was taken meanwhile
      }
      if (waiting()) await slots.use((slot) => lane(slot));
    };
    const extra = Math.min(tests.length, this.options.concurrency) - 1;
    const firstLane = slots.use((slot) => lane(slot));
    const lanes = Promise.all([firstLane, ...Array.from({ length: Math.max(extra, 0) }, extraLane)]);
    submission.teardown.push(lanes);
    await Promise.race([judged, lanes]);
    return outcomes;
  }

  /** How each test of the submission runs: its program in the submission's folder, with its limits. */
  private seriesRun({ job, dir, layout }: Submission): SeriesRun {
    const plan = LANGUAGES[job.language].run(this.options.tools, job.limits, layout);
    const outputBytes = job.limits.outputKb * 1024;
    return {
      argv: plan.argv,
      limits: plan.limits,
      stdoutBytes: outputBytes,
      stderrBytes: outputBytes,
      folder: path.basename(dir),
      ownPids: plan.ownPids,
    };
  }

  /** The test's result; with the problem's own validator, run on the output in the same sandbox first. */
  private async judgeOutcome(
    { job, validator, report }: Submission,
    run: SeriesRun,
    { series, outcome }: { series: SandboxSeries; outcome: SandboxOutcome },
    test: JudgeTestCase,
    watch: Watch | undefined,
  ): Promise<JudgeTestResultWithOutput> {
    const language = LANGUAGES[job.language];
    noteRun(job, outcome, report, watch);
    const validated =
      validator && series.open && ranCleanly(outcome, job.limits, language)
        ? await validator.validate(series, run, test, outcome.stdout, { input: test.input, feedback: [] })
        : undefined;
    if (validated?.failure) report(validated.failure);
    return judgeTest(outcome, test.expected, job.limits, language, job.checker, validated);
  }

  /**
   * A test whose validator takes part in the run: an interactive problem's (talking with the program while
   * it runs, from the lane's partner sandbox), or a multi-pass problem's (its nextpass.in is the program's next
   * input, the rest of its feedback folder there again on its next pass). Each pass has the test's limits;
   * the result is the last pass's, with the most time and memory any pass took.
   */
  private async judgeInPasses(
    submission: Submission,
    lane: LaneSandboxes,
    test: JudgeTestCase,
    index: number,
    watch: Watch | undefined,
  ): Promise<JudgeTestResultWithOutput> {
    const { job, validator, channels, report } = submission;
    const { checker } = job;
    if (!validator || checker.type !== 'custom')
      throw new Error('A test in passes needs its output validator');
    const language = LANGUAGES[job.language];
    let pass: ValidatorPass = { input: test.input, feedback: [] };
    const most = { cpuMs: 0, wallMs: 0, memoryKb: 0 };
    for (let number = 1; ; number++) {
      let outcome: SandboxOutcome;
      let check: ValidatorCheck | undefined;
      if (checker.interactive) {
        if (!channels) throw new Error('An interactive test needs its channels');
        const program = { series: lane.series(), run: lane.run };
        const partner = await lane.partner();
        ({ outcome, check } = await validator.interact(program, partner, channels.hold(index), test, pass));
      } else {
        const ran = await lane.program(pass.input);
        outcome = ran.outcome;
        check =
          ran.series.open && ranCleanly(outcome, job.limits, language)
            ? await validator.validate(ran.series, lane.run, test, outcome.stdout, pass)
            : undefined;
      }
      noteRun(job, outcome, report, watch);
      if (check?.failure) report(check.failure);
      most.cpuMs = Math.max(most.cpuMs, outcome.cpuMs);
      most.wallMs = Math.max(most.wallMs, outcome.wallMs);
      most.memoryKb = Math.max(most.memoryKb, outcome.memoryKb);
      const result = { ...judgeTest(outcome, test.expected, job.limits, language, checker, check), ...most };
      const next = check?.files.find((file) => file.name === NEXT_PASS_FILE);
      if (result.verdict !== 'ACCEPTED' || !check || !next || checker.passes === 1) return result;
      if (number >= checker.passes) {
        report(`The output validator asked for pass ${number + 1} of a problem of at most ${checker.passes}`);
        return {
          ...result,
          verdict: 'INTERNAL_ERROR',
          message: 'The output validator could not judge this test',
        };
      }
      pass = { input: next.bytes, feedback: check.files.filter((file) => file !== next) };
    }
  }
}

/** A multi-pass validator's next input, in its feedback folder. */
const NEXT_PASS_FILE = 'nextpass.in';

/** Whether the problem's validator takes part in the run: interactive, or multi-pass. */
function inPasses(checker: PreparedJob['checker']): boolean {
  return checker.type === 'custom' && (checker.interactive || checker.passes > 1);
}

/** A run's failure goes to the log; a run that suggests the source itself was refused stops the tests not begun. */
function noteRun(job: PreparedJob, outcome: SandboxOutcome, report: (detail: string) => void, watch?: Watch) {
  if (outcome.failure) {
    report(outcome.failure);
    return;
  }
  const stderr = () => outcome.stderr.toString('utf8');
  if (
    watch &&
    LANGUAGES[job.language].mayHaveRefusedSource?.({ exitCode: outcome.exitCode, stderr: stderr() })
  )
    watch.stopped = true;
}

/** What a lane gives its tests: its slot's sandbox and run, and its partner sandbox once asked for. */
interface LaneSandboxes {
  run: SeriesRun;
  /** The lane's sandbox as it is. */
  series(): SandboxSeries;
  /** The program's run on one input (a kept sandbox that died before its first run here is replaced once). */
  program(input: string | Buffer): Promise<{ series: SandboxSeries; outcome: SandboxOutcome }>;
  /** The sandbox of the slot's partner, for an interactive problem's validator. */
  partner(): Promise<SandboxSeries>;
}

/** One submission on its way through the engine. */
interface Submission {
  setup: Setup;
  context: CompileContext;
  job: PreparedJob;
  dir: string;
  layout: SourceLayout;
  /** The problem's own output validator, when it has one. */
  validator: PreparedValidator | undefined;
  /** An interactive problem's FIFOs, a pair per test. */
  channels: Channels | undefined;
  report: (detail: string) => void;
  /** What still ends after the verdict: the tests' lanes, each closing its sandbox and giving its slot back. */
  teardown: Promise<unknown>[];
}

type TestOutcome = JudgeTestResultWithOutput | undefined;

/** Raised by a test run that suggests the source itself was refused: tests not yet started wait. */
interface Watch {
  stopped: boolean;
}

/** The submission's verdict: the first test that is not Accepted (a test never run is the judge's failure). */
function withVerdict(compile: JudgeCompileResult, outcomes: TestOutcome[]): JudgeResult {
  const tests = outcomes.map((test) => test ?? INTERNAL_ERROR_RESULT);
  const failed = tests.find((test) => test.verdict !== 'ACCEPTED');
  return { verdict: failed?.verdict ?? 'ACCEPTED', compile, tests };
}

/**
 * Python's compile result when no check was needed: the source parsed (every test ran it), unless the
 * judge itself failed, when nothing is known.
 */
function parsed(tests: TestOutcome[]): JudgeCompileResult {
  return { ok: !tests.some((test) => test?.verdict === 'INTERNAL_ERROR'), output: '', timeMs: 0 };
}
