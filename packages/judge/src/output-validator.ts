import { createHash, randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { chmod, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { JUDGE_LIMITS, type JudgeChecker, judgeWallMs, OUTPUT_VALIDATOR_EXIT } from '@codequest/contracts';
import { type CompileContext, compileSubmission } from './compile';
import { LANGUAGES, PROGRAM_DIR, type SourceLayout } from './languages';
import { resolveLimits } from './limits';
import { SANDBOX_PATHS } from './sandbox/bwrap';
import type { HeldChannel } from './sandbox/channel';
import type { EmittedFile } from './sandbox/reports';
import type { SandboxOutcome, SandboxSeries, SeriesRun } from './sandbox/run';
import { displayText } from './text';
import type { Toolchains } from './toolchains';
import type { JudgeTestCase } from './types';

/**
 * A problem's own output validator (the problem package format's): compiled once into a folder of its own,
 * kept while submissions use it and, unused, among the last few for the next submissions of the same
 * problem. After each test whose program ended cleanly it runs in that test's sandbox, as the run after
 * the program's: the test's input and answer as files of its folder (which no learner's program ever
 * sees), the feedback folder, and its flags as arguments, the program's output on its standard input. It
 * exits 42 to accept and 43 to refuse; anything else is the judge's failure (Internal Error, the reason for
 * the operator's log). What it writes to judgemessage.txt is the test's feedback, shown with visible tests
 * only. An interactive problem's validator runs instead at the same time as the program, in a sandbox of its
 * own, the two talking through FIFOs (sandbox/channel.ts). A multi-pass problem's writes the next pass's input
 * to nextpass.in; what else it leaves in its feedback folder is there again on the next pass.
 */

export type CustomChecker = Extract<JudgeChecker, { type: 'custom' }>;

/** What an output validator made of one test's output (of one pass, for a multi-pass problem). */
export interface ValidatorCheck {
  ok: boolean;
  message?: string;
  /** Its judgemessage.txt (or teammessage.txt), as text to show. */
  feedback?: string;
  /** Why it decided nothing (it crashed, ran out of time, exited otherwise): the judge's failure. */
  failure?: string;
  /** What it left in its feedback folder (a multi-pass validator's nextpass.in among them). */
  files: EmittedFile[];
}

/** The pass a validator judges: its input (the test's, or the last pass's nextpass.in) and the feedback folder so far. */
export interface ValidatorPass {
  input: string | Buffer;
  feedback: readonly EmittedFile[];
}

export interface PreparedValidator {
  /** Runs it on one test's output, in the sandbox that just ran the test (its group's limits kept). */
  validate(
    series: SandboxSeries,
    groupRun: SeriesRun,
    test: JudgeTestCase,
    output: Buffer,
    pass: ValidatorPass,
  ): Promise<ValidatorCheck>;
  /**
   * An interactive problem's test: the program (in its lane's sandbox) and the validator (in the lane's
   * partner sandbox, whose group has the program's limits) at once, talking through the channel's FIFOs.
   */
  interact(
    program: { series: SandboxSeries; run: SeriesRun },
    partner: SandboxSeries,
    channel: HeldChannel,
    test: JudgeTestCase,
    pass: ValidatorPass,
  ): Promise<{ outcome: SandboxOutcome; check: ValidatorCheck }>;
  /** This submission is done with it. */
  release(): void;
}

/** CPU time a validator may take per test: the most a program may (it reads everything the program wrote). */
const VALIDATOR_CPU_MS = JUDGE_LIMITS.cpuMs.max;
/** How long an interactive validator may run on once its program's wall time is up. */
const INTERACTIVE_GRACE_MS = 2000;
const VALIDATOR_OUTPUT_BYTES = 64 * 1024;
const FEEDBACK_MAX_CHARS = 2000;
const FEEDBACK_FILES = ['judgemessage.txt', 'teammessage.txt'];
/** Compiled validators kept with no submission using them. */
const KEPT_UNUSED = 8;

interface Compiled {
  dir: string;
  layout: SourceLayout;
}

interface Entry {
  ready: Promise<Compiled | { failed: string }>;
  users: number;
  lastUsed: number;
}

export class OutputValidators {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly runsDir: string,
    private readonly tools: Toolchains,
  ) {}

  /** The validator compiled and ready, or why it could not be (a compile error: the judge's failure). */
  async acquire(
    checker: CustomChecker,
    context: CompileContext,
  ): Promise<PreparedValidator | { failed: string }> {
    const key = createHash('sha256').update(`${checker.language}\0${checker.source}`).digest('hex');
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { ready: this.compile(checker, context, key), users: 0, lastUsed: 0 };
      this.entries.set(key, entry);
    }
    entry.users++;
    const ready = await entry.ready.catch((error: unknown) => ({ failed: String(error) }));
    if ('failed' in ready) {
      this.release(entry);
      if (this.entries.get(key) === entry) this.entries.delete(key);
      return ready;
    }
    let released = false;
    return {
      validate: async (series, groupRun, test, output, pass) =>
        check(
          await this.inFolder(ready, test, pass, (name, seeded) =>
            series.run(this.run(checker, ready, name, seeded, groupRun), output),
          ),
        ),
      interact: (program, partner, channel, test, pass) =>
        this.inFolder(ready, test, pass, async (name, seeded) => {
          const { toProgram, fromProgram } = channel;
          const programDone = program.series.run(
            { ...program.run, connect: { stdin: toProgram, stdout: fromProgram } },
            '',
          );
          const validatorRun = this.run(checker, ready, name, seeded, program.run, INTERACTIVE_GRACE_MS);
          const validatorDone = partner.run(
            { ...validatorRun, connect: { stdin: fromProgram, stdout: toProgram } },
            '',
          );
          // Once either has ended, the other sees it as through a pipe.
          void Promise.race([programDone, validatorDone]).then(channel.release, channel.release);
          const [outcome, validated] = await Promise.all([programDone, validatorDone]);
          return { outcome, check: check(validated) };
        }),
      release: () => {
        if (released) return;
        released = true;
        this.release(entry);
      },
    };
  }

  /** One user fewer; past KEPT_UNUSED unused validators, the longest unused are removed. */
  private release(entry: Entry): void {
    entry.users--;
    entry.lastUsed = Date.now();
    const unused = [...this.entries].filter(([, kept]) => kept.users === 0);
    if (unused.length <= KEPT_UNUSED) return;
    unused.sort(([, a], [, b]) => a.lastUsed - b.lastUsed);
    for (const [oldKey, oldEntry] of unused.slice(0, unused.length - KEPT_UNUSED)) {
      this.entries.delete(oldKey);
      void oldEntry.ready
        .then((ready) => ('dir' in ready ? rm(ready.dir, { recursive: true, force: true }) : undefined))
        .catch(() => undefined); // a folder left behind goes with the judge's own at close
    }
  }

  private async compile(
    checker: CustomChecker,
    context: CompileContext,
    key: string,
  ): Promise<Compiled | { failed: string }> {
    const language = LANGUAGES[checker.language];
    const layout = language.layout(checker.source);
    if ('refused' in layout) return { failed: `The output validator was refused: ${layout.refused}` };
    // A folder of its own per compile: one removed as unused may still be going when the source comes back.
    const dir = path.join(this.runsDir, `validator-${key.slice(0, 16)}-${randomUUID().slice(0, 8)}`);
    mkdirSync(dir, { mode: 0o755 });
    chmodSync(dir, 0o755);
    const sourceFile = path.join(dir, layout.sourceFile);
    writeFileSync(sourceFile, checker.source, { flag: 'wx', mode: 0o644 });
    chmodSync(sourceFile, 0o644);
    const compiled = await compileSubmission(context, {
      language: checker.language,
      source: checker.source,
      limits: resolveLimits(),
      dir,
      layout,
    });
    if (compiled.failed) {
      await rm(dir, { recursive: true, force: true });
      const why = compiled.detail ?? compiled.result.output;
      return { failed: `The output validator did not compile${why ? `: ${why}` : ''}` };
    }
    return { dir, layout };
  }

  /**
   * Runs work with the test's input (the pass's) and answer as files of the validator's folder, and the
   * feedback folder's files so far in a folder beside them (copied into the run's fresh feedback folder);
   * all of them removed after.
   */
  private async inFolder<T>(
    { dir }: Compiled,
    test: JudgeTestCase,
    pass: ValidatorPass,
    work: (name: string, seeded: boolean) => Promise<T>,
  ): Promise<T> {
    const name = randomUUID();
    const seed = path.join(dir, `${name}.feedback`);
    try {
      await writeFile(path.join(dir, `${name}.in`), pass.input, { flag: 'wx', mode: 0o644 });
      await writeFile(path.join(dir, `${name}.ans`), test.expected, { flag: 'wx', mode: 0o644 });
      if (pass.feedback.length > 0) {
        await mkdir(seed, { mode: 0o755 });
        await chmod(seed, 0o755);
        for (const file of pass.feedback)
          await writeFile(path.join(seed, file.name), file.bytes, { flag: 'wx', mode: 0o644 });
      }
      return await work(name, pass.feedback.length > 0);
    } finally {
      await Promise.all(
        [`${name}.in`, `${name}.ans`, `${name}.feedback`].map((file) =>
          rm(path.join(dir, file), { recursive: true, force: true }),
        ),
      );
    }
  }

  /**
   * The validator's run: the input, the answer and the feedback folder as arguments, then its flags. The
   * sandbox's group keeps the program's memory and process limits: the validator runs within them. An
   * interactive one runs at most `grace` longer than its program may.
   */
  private run(
    checker: CustomChecker,
    { dir, layout }: Compiled,
    name: string,
    seeded: boolean,
    program: SeriesRun,
    grace?: number,
  ): SeriesRun {
    const limits = resolveLimits({ cpuMs: VALIDATOR_CPU_MS });
    const plan = LANGUAGES[checker.language].run(this.tools, limits, layout);
    const wallMs = grace === undefined ? judgeWallMs(VALIDATOR_CPU_MS) : program.limits.wallMs + grace;
    return {
      argv: [
        ...plan.argv,
        `${PROGRAM_DIR}/${name}.in`,
        `${PROGRAM_DIR}/${name}.ans`,
        `${SANDBOX_PATHS.output}/`,
        ...checker.flags,
      ],
      limits: {
        ...plan.limits,
        memoryBytes: program.limits.memoryBytes,
        processes: program.limits.processes,
        cpuMs: Math.min(VALIDATOR_CPU_MS, wallMs),
        wallMs,
      },
      stdoutBytes: VALIDATOR_OUTPUT_BYTES,
      stderrBytes: VALIDATOR_OUTPUT_BYTES,
      folder: path.basename(dir),
      collectOutputDir: 'always',
      ...(seeded ? { seed: `${PROGRAM_DIR}/${name}.feedback` } : {}),
      ...(plan.ownPids === undefined ? {} : { ownPids: plan.ownPids }),
    };
  }
}

/** What the validator's exit says: 42 accepts, 43 refuses, anything else is the judge's failure. */
function check(outcome: SandboxOutcome): ValidatorCheck {
  const { files } = outcome;
  const written = FEEDBACK_FILES.map((file) => files.find((emitted) => emitted.name === file)).find(
    (file) => file !== undefined && file.bytes.length > 0,
  );
  const feedback = written ? displayText(written.bytes, FEEDBACK_MAX_CHARS).trim() : '';
  const said = feedback ? { feedback } : {};
  if (outcome.failure) return { ok: false, failure: outcome.failure, files };
  if (outcome.exitCode === OUTPUT_VALIDATOR_EXIT.accepted && outcome.signal === undefined)
    return { ok: true, ...said, files };
  if (outcome.exitCode === OUTPUT_VALIDATOR_EXIT.wrongAnswer && outcome.signal === undefined)
    return { ok: false, message: 'The output validator refused this output', ...said, files };
  const how =
    outcome.stoppedFor !== undefined
      ? `was stopped (${outcome.stoppedFor})`
      : outcome.signal !== undefined
        ? `was killed by signal ${outcome.signal}`
        : `exited with ${outcome.exitCode}`;
  const stderr = displayText(outcome.stderr, 500).trim();
  return {
    ok: false,
    failure: `The output validator ${how}, neither accepting (42) nor refusing (43)${stderr ? `: ${stderr}` : ''}`,
    files,
  };
}
