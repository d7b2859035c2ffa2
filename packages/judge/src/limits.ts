import {
  JUDGE_LIMITS,
  type JudgeLimitName,
  type JudgeLimitOverrides,
  type JudgeLimits,
  judgeWallMs,
} from '@codequest/contracts';
import { JudgeError } from './errors';

/** A puzzle's limits made whole: its overrides checked against the hard maxima, defaults for the rest. */

export interface ResolvedLimits extends JudgeLimits {
  wallMs: number;
}

const LIMIT_NAMES = Object.keys(JUDGE_LIMITS) as JudgeLimitName[];

function isLimitName(name: string): name is JudgeLimitName {
  return (LIMIT_NAMES as string[]).includes(name);
}

function checkedValue(name: JudgeLimitName, value: unknown): number {
  const { min, max } = JUDGE_LIMITS[name];
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new JudgeError('INVALID_REQUEST', `Limit ${name} must be a whole number`);
  }
  if (value > max) {
    throw new JudgeError('LIMIT_ABOVE_MAXIMUM', `Limit ${name} is ${value}, above its maximum of ${max}`);
  }
  if (value < min) {
    throw new JudgeError('INVALID_REQUEST', `Limit ${name} is ${value}, below its minimum of ${min}`);
  }
  return value;
}

export function resolveLimits(overrides: JudgeLimitOverrides = {}): ResolvedLimits {
  const limits = Object.fromEntries(
    LIMIT_NAMES.map((name) => [name, JUDGE_LIMITS[name].default]),
  ) as JudgeLimits;
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    if (!isLimitName(name)) throw new JudgeError('INVALID_REQUEST', `Unknown limit ${name}`);
    limits[name] = checkedValue(name, value);
  }
  return { ...limits, wallMs: judgeWallMs(limits.cpuMs) };
}
