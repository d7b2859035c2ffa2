import { constants } from 'node:os';
import {
  JUDGE_SHOWN_OUTPUT_BYTES,
  type JudgeChecker,
  type JudgeTestResultWithOutput,
  type Verdict,
} from '@codequest/contracts';
import { checkOutput } from './checker';
import type { LanguageSpec } from './languages';
import type { ResolvedLimits } from './limits';
import type { ValidatorCheck } from './output-validator';
import type { SandboxOutcome } from './sandbox/run';
import { displayText } from './text';

/**
 * Decides one test's verdict from what the sandbox saw, in a fixed order: the sandbox's own failure, then the
 * output limit (unless the time limit was hit too: a runaway program is too slow before it is too verbose),
 * memory, time, a crash, and only then the output itself. A limit hit is a verdict here, never an exception.
 */

/** Each signal by its usual name: Node lists aliases after it (SIGABRT before SIGIOT, SIGIO before SIGPOLL). */
const SIGNAL_NAMES = new Map<number, string>();
for (const [name, number] of Object.entries(constants.signals)) {
  if (!SIGNAL_NAMES.has(number)) SIGNAL_NAMES.set(number, name);
}

export function signalName(signal: number): string {
  return SIGNAL_NAMES.get(signal) ?? `signal ${signal}`;
}

interface Decision {
  verdict: Verdict;
  message?: string;
}

function ranOutOfOutput(outcome: SandboxOutcome, limits: ResolvedLimits): Decision | undefined {
  if (outcome.stoppedFor === 'stdout') {
    return { verdict: 'OUTPUT_LIMIT_EXCEEDED', message: `Output went past ${limits.outputKb} KB` };
  }
  if (outcome.stoppedFor === 'stderr') {
    return { verdict: 'OUTPUT_LIMIT_EXCEEDED', message: `Standard error went past ${limits.outputKb} KB` };
  }
  if (outcome.signal === constants.signals.SIGXFSZ) {
    return { verdict: 'OUTPUT_LIMIT_EXCEEDED', message: `A file went past ${limits.fileSizeKb} KB` };
  }
  return undefined;
}

function ranOutOfMemory(outcome: SandboxOutcome, limits: ResolvedLimits, language: LanguageSpec) {
  const crashed = outcome.exitCode !== 0;
  if (outcome.oomKilled || (crashed && language.reportsOutOfMemory(outcome.stderr.toString('utf8')))) {
    return { verdict: 'MEMORY_LIMIT_EXCEEDED', message: `Memory went past ${limits.memoryMb} MB` } as const;
  }
  return undefined;
}

function ranOutOfTime(outcome: SandboxOutcome, limits: ResolvedLimits): Decision | undefined {
  const overCpu =
    outcome.stoppedFor === 'cpu' ||
    outcome.cpuMs > limits.cpuMs ||
    outcome.signal === constants.signals.SIGXCPU;
  if (overCpu) return { verdict: 'TIME_LIMIT_EXCEEDED', message: `CPU time went past ${limits.cpuMs} ms` };
  if (outcome.stoppedFor === 'wall' || outcome.wallMs > limits.wallMs) {
    return { verdict: 'TIME_LIMIT_EXCEEDED', message: `Wall time went past ${limits.wallMs} ms` };
  }
  return undefined;
}

function crashed(outcome: SandboxOutcome): Decision | undefined {
  if (outcome.signal !== undefined) {
    return { verdict: 'RUNTIME_ERROR', message: `Killed by ${signalName(outcome.signal)}` };
  }
  if (outcome.exitCode !== 0) return { verdict: 'RUNTIME_ERROR', message: `Exit code ${outcome.exitCode}` };
  return undefined;
}

/** Why a test failed before its output could count (the sandbox, a limit, a crash), or undefined when it ran cleanly. */
function runDecision(
  outcome: SandboxOutcome,
  limits: ResolvedLimits,
  language: LanguageSpec,
): Decision | undefined {
  if (outcome.failure !== undefined)
    return { verdict: 'INTERNAL_ERROR', message: 'The judge could not run this test' };
  const overTime = ranOutOfTime(outcome, limits);
  return (
    (overTime ? undefined : ranOutOfOutput(outcome, limits)) ??
    ranOutOfMemory(outcome, limits, language) ??
    overTime ??
    crashed(outcome)
  );
}

/** Whether the program ran cleanly (no limit, crash or failure): only then is its output checked. */
export function ranCleanly(outcome: SandboxOutcome, limits: ResolvedLimits, language: LanguageSpec): boolean {
  return runDecision(outcome, limits, language) === undefined;
}

function decide(
  outcome: SandboxOutcome,
  expected: string,
  limits: ResolvedLimits,
  language: LanguageSpec,
  checker: JudgeChecker,
  validated: ValidatorCheck | undefined,
): Decision {
  if (checker.type === 'custom' && checker.interactive)
    return interactiveDecision(outcome, limits, language, validated);
  const failed = runDecision(outcome, limits, language);
  if (failed) return failed;
  if (checker.type === 'custom') {
    if (!validated || validated.failure !== undefined)
      return { verdict: 'INTERNAL_ERROR', message: 'The output validator could not judge this test' };
    return validated.ok ? { verdict: 'ACCEPTED' } : { verdict: 'WRONG_ANSWER', message: validated.message };
  }
  const check = checkOutput(expected, outcome.stdout, checker);
  return check.ok ? { verdict: 'ACCEPTED' } : { verdict: 'WRONG_ANSWER', message: check.message };
}

/**
 * An interactive test's verdict: the program ran out of time, or else the validator refused what it said
 * (a program that then crashed on the end of its input is Wrong Answer, as with DOMjudge), or else the
 * validator failed (the judge's failure, not the program's: it saw the end of its input), or else the
 * program's run (memory, a crash) decides.
 */
function interactiveDecision(
  outcome: SandboxOutcome,
  limits: ResolvedLimits,
  language: LanguageSpec,
  validated: ValidatorCheck | undefined,
): Decision {
  if (outcome.failure !== undefined) return runDecision(outcome, limits, language) as Decision;
  const overTime = ranOutOfTime(outcome, limits);
  if (overTime) return overTime;
  if (!validated || validated.failure !== undefined)
    return { verdict: 'INTERNAL_ERROR', message: 'The output validator could not judge this test' };
  if (!validated.ok) return { verdict: 'WRONG_ANSWER', message: validated.message };
  return runDecision(outcome, limits, language) ?? { verdict: 'ACCEPTED' };
}

/**
 * One test's result. With a custom checker, `validated` is what its validator made of the output (run only
 * when the program ran cleanly); its feedback goes with the output, which only visible tests show.
 */
export function judgeTest(
  outcome: SandboxOutcome,
  expected: string,
  limits: ResolvedLimits,
  language: LanguageSpec,
  checker: JudgeChecker,
  validated?: ValidatorCheck,
): JudgeTestResultWithOutput {
  const { verdict, message } = decide(outcome, expected, limits, language, checker, validated);
  return {
    verdict,
    output: displayText(outcome.stdout.subarray(0, JUDGE_SHOWN_OUTPUT_BYTES)),
    stderr: displayText(outcome.stderr.subarray(0, JUDGE_SHOWN_OUTPUT_BYTES)),
    cpuMs: outcome.cpuMs,
    wallMs: outcome.wallMs,
    memoryKb: outcome.memoryKb,
    ...(outcome.exitCode !== undefined && { exitCode: outcome.exitCode }),
    ...(outcome.signal !== undefined && { signal: signalName(outcome.signal) }),
    ...(message !== undefined && { message }),
    ...(validated?.feedback && { feedback: validated.feedback }),
  };
}
