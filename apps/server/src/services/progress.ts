import { HINT_XP_COST, type HintResponse, type SolutionResponse } from '@codequest/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { AppError } from '../lib/errors';
import { presentHint, presentSolution } from '../presenters/progress';
import { requireOpenPuzzle } from './catalogue';
import { requireNoContestRunning } from './contests';
import type { ServiceContext } from './context';

/**
 * A learner's progress on one puzzle: starting it, and the hints and revealed solution that reduce what
 * solving it pays (only on a puzzle they may open: 404, 403). Recording a submission (XP, streaks,
 * achievements) is `commands/record-submission`.
 */

/** What solving a puzzle is worth now: its points less 10 a hint, nothing once the solution was seen. */
export function rewardFor(
  points: number,
  progress: { hints_revealed: number; solution_revealed: 0 | 1 } | undefined,
): number {
  if (!progress) return points;
  if (progress.solution_revealed === 1) return 0;
  return Math.max(0, points - HINT_XP_COST * progress.hints_revealed);
}

async function ensureProgress(trx: Kysely<DB>, userId: number, puzzleId: number, now: number): Promise<void> {
  await trx
    .insertInto('puzzle_progress')
    .values({ user_id: userId, puzzle_id: puzzleId, status: 'not_started', started_at: now })
    .onConflict((conflict) => conflict.columns(['user_id', 'puzzle_id']).doNothing())
    .execute();
}

/**
 * Notes when the learner first opened the puzzle (later openings change nothing): the start of the elapsed
 * time the server measures for the speed achievement.
 */
export async function markOpened(ctx: ServiceContext, userId: number, puzzleId: number): Promise<void> {
  const now = ctx.clock();
  await ctx.db
    .insertInto('puzzle_progress')
    .values({ user_id: userId, puzzle_id: puzzleId, status: 'not_started', started_at: now, opened_at: now })
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'puzzle_id'])
        .doUpdateSet({ opened_at: now })
        .where('puzzle_progress.opened_at', 'is', null),
    )
    .execute();
}

/** A first run or submission moves a puzzle from not started to in progress. */
export async function markStarted(ctx: ServiceContext, userId: number, puzzleId: number): Promise<void> {
  await ensureProgress(ctx.db, userId, puzzleId, ctx.clock());
  await ctx.db
    .updateTable('puzzle_progress')
    .set({ status: 'in_progress' })
    .where('user_id', '=', userId)
    .where('puzzle_id', '=', puzzleId)
    .where('status', '=', 'not_started')
    .execute();
}

/**
 * A submission reached the judge and ended in Internal Error: nothing is stored and nothing is lost, but it
 * was an attempt, so a later accept is no first try.
 */
export async function noteUnjudgedAttempt(
  ctx: ServiceContext,
  userId: number,
  puzzleId: number,
): Promise<void> {
  await ctx.db
    .insertInto('puzzle_progress')
    .values({
      user_id: userId,
      puzzle_id: puzzleId,
      status: 'not_started',
      started_at: ctx.clock(),
      unjudged_attempts: 1,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'puzzle_id'])
        .doUpdateSet((eb) => ({ unjudged_attempts: eb('puzzle_progress.unjudged_attempts', '+', 1) })),
    )
    .execute();
}

/** Reveals hint n (1-based), in order; each one revealed before solving costs HINT_XP_COST of the reward. */
export async function revealHint(
  ctx: ServiceContext,
  userId: number,
  puzzleId: number,
  n: number,
): Promise<HintResponse> {
  const puzzle = await requireOpenPuzzle(ctx, puzzleId, userId);
  await requireNoContestRunning(ctx, userId, puzzleId);
  const hints = JSON.parse(puzzle.hints) as string[];
  const hint = hints[n - 1];
  if (hint === undefined)
    throw new AppError(
      'NOT_FOUND',
      hints.length ? `This puzzle has ${hints.length} hints` : 'No hints available for this puzzle',
    );
  const now = ctx.clock();
  await ensureProgress(ctx.db, userId, puzzleId, now);
  const before = await progressOf(ctx, userId, puzzleId);
  if (n > before.hints_revealed + 1)
    throw new AppError('BAD_REQUEST', `Reveal hint ${before.hints_revealed + 1} first`);
  // Every hint read is remembered, so the puzzle shows it again; only those read before solving cost XP
  // (the reward was fixed when the puzzle was solved).
  if (n > before.hints_revealed) {
    await ctx.db
      .updateTable('puzzle_progress')
      .set({ hints_revealed: n })
      .where('user_id', '=', userId)
      .where('puzzle_id', '=', puzzleId)
      .where('hints_revealed', '<', n)
      .execute();
  }
  const after = await progressOf(ctx, userId, puzzleId);
  return presentHint(
    { index: n, text: hint, count: hints.length },
    {
      hintsRevealed: Math.max(after.hints_revealed, n),
      reward: after.status === 'completed' ? 0 : rewardFor(puzzle.points, after),
    },
  );
}

/** The reference solutions; seeing them before solving sets the puzzle's reward to 0. */
export async function revealSolution(
  ctx: ServiceContext,
  userId: number,
  puzzleId: number,
): Promise<SolutionResponse> {
  await requireOpenPuzzle(ctx, puzzleId, userId);
  await requireNoContestRunning(ctx, userId, puzzleId);
  const code = await ctx.db
    .selectFrom('puzzle_code')
    .select(['language', 'solution'])
    .where('puzzle_id', '=', puzzleId)
    .execute();
  await ensureProgress(ctx.db, userId, puzzleId, ctx.clock());
  await ctx.db
    .updateTable('puzzle_progress')
    .set({ solution_revealed: 1 })
    .where('user_id', '=', userId)
    .where('puzzle_id', '=', puzzleId)
    .where('status', '!=', 'completed')
    .execute();
  return presentSolution(code);
}

async function progressOf(ctx: ServiceContext, userId: number, puzzleId: number) {
  return ctx.db
    .selectFrom('puzzle_progress')
    .select(['status', 'hints_revealed', 'solution_revealed'])
    .where('user_id', '=', userId)
    .where('puzzle_id', '=', puzzleId)
    .executeTakeFirstOrThrow();
}
