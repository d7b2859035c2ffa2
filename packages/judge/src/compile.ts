import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { JudgeCompileResult, Language, Verdict } from '@codequest/contracts';
import type { JavaCompileService } from './java/compile-service';
import { LANGUAGES, SOURCE_DIR, type SourceLayout } from './languages';
import type { ResolvedLimits } from './limits';
import type { KeptSeries } from './sandbox/kept-series';
import type { EmittedFile } from './sandbox/reports';
import type { SandboxOutcome } from './sandbox/run';
import type { SlotPool } from './slot-pool';
import { displayText, stripSandboxPaths } from './text';
import type { Toolchains } from './toolchains';

/**
 * The compile step of a submission, once per submission: a run in its slot's kept sandbox (gcc, a Python or
 * JavaScript syntax check, a cold javac), or for Java through the warm compile service. What the compiler produced is checked
 * (names, the class to run) and written by the host into the submission's folder, which the tests then bind
 * read-only.
 */

export interface CompileContext {
  slots: SlotPool;
  /** The slots' series: a compile runs in its slot's, as the tests do. */
  series: KeptSeries;
  tools: Toolchains;
  javaService: JavaCompileService | undefined;
  /** Whether a compile finding the warm Java compiler stopped starts it for the next ones. */
  startsJavaService: boolean;
}

export interface CompileJob {
  language: Language;
  source: string;
  limits: ResolvedLimits;
  /** The submission's folder on the host: the source is in it; compiled files are added to it. */
  dir: string;
  /** The source's file name in that folder and, for Java, the class to run. */
  layout: SourceLayout;
}

export interface CompileStep {
  result: JudgeCompileResult;
  /** Set when the step failed: COMPILATION_ERROR or INTERNAL_ERROR. */
  failed?: Verdict;
  /** The host-side reason behind an INTERNAL_ERROR, for the operator's log. */
  detail?: string;
}

/** Compiler output kept for the learner, in characters. */
const OUTPUT_MAX_CHARS = 16 * 1024;
/** Compiler output read before the compiler is stopped (template and macro explosions). */
const OUTPUT_MAX_BYTES = 64 * 1024;

function elapsedMs(startedAt: number): number {
  return Math.round(performance.now() - startedAt);
}

function compiled(startedAt: number, output: string): CompileStep {
  return { result: { ok: true, output, timeMs: elapsedMs(startedAt) } };
}

/** A compilation error: the compiler's output and/or the judge's own line on what went wrong. */
function rejected(startedAt: number, ...parts: string[]): CompileStep {
  const output = parts
    .map((part) => part.trimEnd())
    .filter(Boolean)
    .join('\n');
  return { result: { ok: false, output, timeMs: elapsedMs(startedAt) }, failed: 'COMPILATION_ERROR' };
}

function broken(startedAt: number, detail: string): CompileStep {
  return {
    result: { ok: false, output: '', timeMs: elapsedMs(startedAt) },
    failed: 'INTERNAL_ERROR',
    detail,
  };
}

function tookTooLong(limits: ResolvedLimits): string {
  return `Compilation took longer than ${limits.compileMs / 1000} s`;
}

async function saveArtifacts(job: CompileJob, files: EmittedFile[]): Promise<string | undefined> {
  const language = LANGUAGES[job.language];
  const accepted = files.filter((file) => language.acceptsArtifact(file.name));
  const missing = language.missingArtifact(
    accepted.map((file) => file.name),
    job.layout,
  );
  if (missing) return missing;
  for (const file of accepted) {
    const mode = file.name.endsWith('.class') ? 0o644 : 0o755;
    // wx: never overwrite, never follow a link (there are none: only the judge writes this folder).
    await writeFile(path.join(job.dir, file.name), file.bytes, { flag: 'wx', mode });
  }
  return undefined;
}

/** The judge's line on a compiler that was stopped ('' when it just failed), or undefined when it succeeded. */
function compilerStopped(outcome: SandboxOutcome, limits: ResolvedLimits): string | undefined {
  if (outcome.stoppedFor === 'stdout' || outcome.stoppedFor === 'stderr')
    return 'The compiler printed too much';
  if (outcome.oomKilled) return `The compiler ran out of memory (${limits.compileMemoryMb} MB)`;
  if (outcome.stoppedFor === 'cpu' || outcome.stoppedFor === 'wall') return tookTooLong(limits);
  if (outcome.signal !== undefined || outcome.exitCode !== 0) return '';
  return undefined;
}

async function compileInSandbox(context: CompileContext, job: CompileJob): Promise<CompileStep> {
  const startedAt = performance.now();
  const language = LANGUAGES[job.language];
  const plan = language.compile(context.tools, job.limits, job.layout);
  const run = {
    argv: plan.argv,
    limits: plan.limits,
    stdoutBytes: OUTPUT_MAX_BYTES,
    stderrBytes: OUTPUT_MAX_BYTES,
    folder: path.basename(job.dir),
    folderAt: SOURCE_DIR,
    collectOutputDir: language.producesArtifacts,
    toolchain: true,
  };
  const outcome = await context.slots.use(async (slot) => {
    let series = await context.series.take(slot, plan.limits);
    try {
      const first = await series.run(run, '');
      if (first.failure === undefined || series.open) return first;
      // The kept sandbox ended before this compile (killed while it waited): once more in a new one.
      await series.close();
      series = await context.series.take(slot, plan.limits);
      return await series.run(run, '');
    } finally {
      await context.series.give(slot, series, plan.limits);
    }
  });
  if (outcome.failure) return broken(startedAt, outcome.failure);
  const output = stripSandboxPaths(
    displayText(Buffer.concat([outcome.stderr, outcome.stdout]), OUTPUT_MAX_CHARS),
  );
  const printed = language.compileOutput?.(output) ?? output;
  const stopped = compilerStopped(outcome, job.limits);
  if (stopped !== undefined) return rejected(startedAt, printed, stopped);
  const missing = await saveArtifacts(job, outcome.files);
  return missing ? rejected(startedAt, printed, missing) : compiled(startedAt, printed);
}

async function compileWithService(
  context: CompileContext,
  service: JavaCompileService,
  job: CompileJob,
): Promise<CompileStep> {
  const startedAt = performance.now();
  const answer = await context.slots.use(() =>
    service.compile(job.source, job.limits.compileMs, job.layout.sourceFile),
  );
  if (answer.kind === 'unavailable') return compileInSandbox(context, job);
  if (answer.kind === 'timeout') return rejected(startedAt, tookTooLong(job.limits));
  const output = stripSandboxPaths(displayText(Buffer.from(answer.diagnostics, 'utf8'), OUTPUT_MAX_CHARS));
  if (!answer.ok) return rejected(startedAt, output);
  if (answer.classes.some((compiledClass) => compiledClass.name.includes('.'))) {
    return rejected(startedAt, 'Declare your classes in the default package (no package line)');
  }
  const files = answer.classes.map((compiledClass) => ({
    name: `${compiledClass.name}.class`,
    bytes: compiledClass.bytes,
  }));
  const missing = await saveArtifacts(job, files);
  return missing ? rejected(startedAt, missing) : compiled(startedAt, output);
}

/** A source refused before any compiler saw it (a Java class name the judge cannot use). */
export function refusedSource(message: string): CompileStep {
  return rejected(performance.now(), message);
}

export function compileSubmission(context: CompileContext, job: CompileJob): Promise<CompileStep> {
  const service = job.language === 'java' ? context.javaService : undefined;
  if (!service) return compileInSandbox(context, job);
  if (service.ready) return compileWithService(context, service, job);
  // A cold javac now beats waiting seconds for the service's JVM to start and warm up.
  if (context.startsJavaService) service.warmUp().catch(() => undefined);
  return compileInSandbox(context, job);
}
