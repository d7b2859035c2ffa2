import {
  CODE_RATE_LIMITS,
  JOIN_ATTEMPTS_PER_WINDOW,
  JOIN_ATTEMPTS_WINDOW_SECONDS,
} from '@codequest/contracts';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './errors';

/**
 * Brute-force protection for the sign-in flows, and a cap on how often one learner runs and submits code (so
 * the judge's hidden tests cannot be probed at machine speed): a budget of attempts per key over a window.
 * Past it, a 429 with Retry-After and a message that says how long to wait.
 *
 * Wrong passwords are counted per account and address together, so guessing from one address slows down
 * while the owner, from anywhere else, signs in as usual: no one can lock another person out. A looser
 * budget per address stops one address from guessing across many accounts. Successful sign-ins cost nothing.
 *
 * The counts live in this process, or with REDIS_URL in Redis (under REDIS_PREFIX), where every web process
 * shares them: a budget is the same however many processes the requests are spread over. Redis that does not
 * answer refuses the attempt with 503 rather than let it through uncounted.
 */

export interface RateRule {
  points: number;
  windowSeconds: number;
}

export const RATE_RULES = {
  loginFailuresPerAccountAndIp: { points: 5, windowSeconds: 15 * 60 },
  loginFailuresPerIp: { points: 100, windowSeconds: 15 * 60 },
  /** Wrong current passwords (password change, account deletion): a stolen session cannot guess it. */
  changePasswordFailuresPerUser: { points: 5, windowSeconds: 15 * 60 },
  signupPerIp: { points: 10, windowSeconds: 60 * 60 },
  /** Mails a sign-up sends to one address (the link, or a note to the account's owner): no inbox is flooded. */
  signupMailsPerAddress: { points: 3, windowSeconds: 60 * 60 },
  forgotPasswordPerIp: { points: 10, windowSeconds: 60 * 60 },
  forgotPasswordPerAccount: { points: 3, windowSeconds: 60 * 60 },
  runsPerLearner: { points: CODE_RATE_LIMITS.runsPerMinute, windowSeconds: 60 },
  submitsPerLearner: { points: CODE_RATE_LIMITS.submitsPerMinute, windowSeconds: 60 },
  /** Join codes tried (joining or previewing) per user: a class's code cannot be found by guessing. */
  classJoinAttemptsPerUser: { points: JOIN_ATTEMPTS_PER_WINDOW, windowSeconds: JOIN_ATTEMPTS_WINDOW_SECONDS },
  /** Marks given or withdrawn on other learners' solutions, per user. */
  solutionMarksPerUser: { points: 60, windowSeconds: 60 },
} satisfies Record<string, RateRule>;

export type RateRuleName = keyof typeof RATE_RULES;
export type RateRules = Record<RateRuleName, RateRule>;

export function scaleRules(rules: RateRules, multiplier: number): RateRules {
  return Object.fromEntries(
    Object.entries(rules).map(([name, rule]) => [
      name,
      { ...rule, points: Math.round(rule.points * multiplier) },
    ]),
  ) as RateRules;
}

/** Where the counts are kept when several processes share them. */
export interface SharedRateStore {
  redis: Redis;
  /** REDIS_PREFIX: the keys are `<prefix>:rate:<rule>:<key>`. */
  prefix: string;
}

type Limiter = RateLimiterMemory | RateLimiterRedis;

export class RateLimits {
  private readonly limiters: Record<RateRuleName, Limiter>;

  constructor(rules: RateRules = RATE_RULES, shared?: SharedRateStore) {
    this.limiters = Object.fromEntries(
      Object.entries(rules).map(([name, rule]) => {
        const options = { points: rule.points, duration: rule.windowSeconds };
        return [
          name,
          shared
            ? new RateLimiterRedis({
                ...options,
                storeClient: shared.redis,
                keyPrefix: `${shared.prefix}:rate:${name}`,
              })
            : new RateLimiterMemory({ ...options, keyPrefix: name }),
        ];
      }),
    ) as Record<RateRuleName, Limiter>;
  }

  /**
   * Counts one attempt against the key; throws RATE_LIMITED once the budget is spent, with message (where
   * {wait} says how long) or the sign-in flows' own.
   */
  async consume(rule: RateRuleName, key: string, message?: string): Promise<void> {
    try {
      await this.limiters[rule].consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooMany(error.msBeforeNext, message);
      throw storeUnavailable(error);
    }
  }

  /**
   * Runs an attempt that may fail, within the keys' budgets. Each key is charged one point up front (so
   * concurrent attempts cannot slip past the budget together) and refused with RATE_LIMITED once its budget
   * is spent. Only a failure (an error `isFailure` accepts) keeps its points: a success clears the first
   * key's count and refunds the others, and any other error refunds them all.
   */
  async guard<T>(
    keys: Array<[RateRuleName, string]>,
    attempt: () => Promise<T>,
    isFailure: (error: unknown) => boolean,
  ): Promise<T> {
    const charged: Array<[RateRuleName, string]> = [];
    try {
      for (const entry of keys) {
        await this.consume(...entry);
        charged.push(entry);
      }
    } catch (error) {
      await this.refund(charged);
      throw error;
    }
    try {
      const result = await attempt();
      const [first, ...others] = keys;
      if (first) await this.reset(...first);
      await this.refund(others);
      return result;
    } catch (error) {
      if (!isFailure(error)) await this.refund(keys);
      throw error;
    }
  }

  private async refund(keys: Array<[RateRuleName, string]>): Promise<void> {
    try {
      for (const [rule, key] of keys) await this.limiters[rule].reward(key, 1);
    } catch (error) {
      throw storeUnavailable(error);
    }
  }

  async reset(rule: RateRuleName, key: string): Promise<void> {
    try {
      await this.limiters[rule].delete(key);
    } catch (error) {
      throw storeUnavailable(error);
    }
  }
}

/** Redis (the only store that can fail) did not answer: a 503, the cause for the log. */
function storeUnavailable(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const unavailable = new AppError(
    'UNAVAILABLE',
    'CodeQuest cannot check its limits right now. Please try again shortly.',
  );
  return Object.assign(unavailable, { cause: error });
}

function tooMany(
  msBeforeNext: number,
  message = 'Too many attempts. Please wait {wait} and try again.',
): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return new AppError('RATE_LIMITED', message.replace('{wait}', wait), {
    headers: { 'retry-after': String(seconds) },
  });
}
