import { constants } from 'node:os';
import type { JudgeChecker, JudgeTestResultWithOutput, Verdict } from '@codequest/contracts';
import { checkOutput } from './checker';
import type { LanguageSpec } from './languages';
import type { ResolvedLimits } from './limits';
import type { SandboxOutcome } from './sandbox/run';
import { displayText } from './text';

/**
 * Decides one test's verdict from what the sandbox saw, in a fixed order: the sandbox's own failure, then the
 * output limit, memory, time, a crash, and only then the output itself. A limit hit is a verdict here, never
 * an exception.
 */

const SIGNAL_NAMES = new Map<number, string>(
  Object.entries(constants.signals).map(([name, number]) => [number, name]),
);

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

function decide(
  outcome: SandboxOutcome,
  expected: string,
  limits: ResolvedLimits,
  language: LanguageSpec,
  checker: JudgeChecker,
): Decision {
  if (outcome.failure !== undefined)
    return { verdict: 'INTERNAL_ERROR', message: 'The judge could not run this test' };
  const limitHit =
    ranOutOfOutput(outcome, limits) ??
    ranOutOfMemory(outcome, limits, language) ??
    ranOutOfTime(outcome, limits) ??
    crashed(outcome);
  if (limitHit) return limitHit;
  const check = checkOutput(expected, outcome.stdout, checker);
  return check.ok ? { verdict: 'ACCEPTED' } : { verdict: 'WRONG_ANSWER', message: check.message };
}

export function judgeTest(
  outcome: SandboxOutcome,
  expected: string,
  limits: ResolvedLimits,
  language: LanguageSpec,
  checker: JudgeChecker,
): JudgeTestResultWithOutput {
  const { verdict, message } = decide(outcome, expected, limits, language, checker);
  return {
    verdict,
    output: displayText(outcome.stdout),
    stderr: displayText(outcome.stderr),
    cpuMs: outcome.cpuMs,
    wallMs: outcome.wallMs,
    memoryKb: outcome.memoryKb,
    ...(outcome.exitCode !== undefined && { exitCode: outcome.exitCode }),
    ...(outcome.signal !== undefined && { signal: signalName(outcome.signal) }),
    ...(message !== undefined && { message }),
  };
}
