import {
  type Achievement,
  type Difficulty,
  HINT_XP_COST,
  type HintResponse,
  type Language,
  type SolutionResponse,
  type Verdict,
} from '@codequest/contracts';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { localDay } from '../lib/days';
import { AppError } from '../lib/errors';
import { extendStreak, localHour } from '../lib/streaks';
import { awardAchievements, type SolveFacts } from './achievements';
import type { ServiceContext } from './context';

/**
 * A learner's progress on puzzles: runs and submissions, the XP a first accept pays, hints and the
 * revealed solution that reduce it, day streaks, and the achievements an accept earns. Everything an
 * accepted submission changes happens in one transaction, so two accepts racing cannot both pay.
 */

export interface SubmissionTestSummary {
  verdict: Verdict;
  cpuMs: number;
  memoryKb: number;
  hidden: boolean;
}

export interface SubmissionRecord {
  userId: number;
  puzzleId: number;
  language: Language;
  code: string;
  verdict: Verdict;
  passedCount: number;
  totalCount: number;
  tests: SubmissionTestSummary[];
  runtimeMs: number | null;
  memoryKb: number | null;
  /** The editor's timer, as the browser reports it. */
  elapsedSeconds?: number | undefined;
}

export interface SubmissionOutcome {
  submissionId: number;
  /** The first accepted submission on this puzzle. */
  newlySolved: boolean;
  /** Everything this submission earned: the puzzle's reward (first accept only) and new achievements. */
  xpGained: number;
  newAchievements: Achievement[];
}

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

export async function recordSubmission(
  ctx: ServiceContext,
  record: SubmissionRecord,
): Promise<SubmissionOutcome> {
  await markStarted(ctx, record.userId, record.puzzleId);
  const now = ctx.clock();
  return ctx.db.transaction().execute(async (trx) => {
    const puzzle = await trx
      .selectFrom('puzzles')
      .innerJoin('categories', 'categories.id', 'puzzles.category_id')
      .select(['puzzles.points', 'puzzles.difficulty', 'puzzles.category_id', 'categories.slug'])
      .where('puzzles.id', '=', record.puzzleId)
      .executeTakeFirstOrThrow();
    const earlier = await trx
      .selectFrom('submissions')
      .select(['verdict', 'language'])
      .where('user_id', '=', record.userId)
      .where('puzzle_id', '=', record.puzzleId)
      .execute();

    let reward = 0;
    let newlySolved = false;
    let newAchievements: Achievement[] = [];
    if (record.verdict === 'ACCEPTED') {
      const progress = await trx
        .selectFrom('puzzle_progress')
        .select(['hints_revealed', 'solution_revealed'])
        .where('user_id', '=', record.userId)
        .where('puzzle_id', '=', record.puzzleId)
        .executeTakeFirstOrThrow();
      const candidateReward = rewardFor(puzzle.points, progress);
      // The condition on status is what makes a second, racing accept pay nothing.
      const completed = await trx
        .updateTable('puzzle_progress')
        .set({ status: 'completed', completed_at: now, xp_awarded: candidateReward })
        .where('user_id', '=', record.userId)
        .where('puzzle_id', '=', record.puzzleId)
        .where('status', '!=', 'completed')
        .executeTakeFirst();
      newlySolved = Number(completed.numUpdatedRows) === 1;
      if (newlySolved) reward = candidateReward;

      const user = await trx
        .selectFrom('users')
        .select(['time_zone', 'streak_count', 'streak_last_day'])
        .where('id', '=', record.userId)
        .executeTakeFirstOrThrow();
      const day = localDay(now, user.time_zone);
      const streak = extendStreak({ count: user.streak_count, lastDay: user.streak_last_day }, day);
      await trx
        .insertInto('daily_activity')
        .values({ user_id: record.userId, day, accepted_count: 1 })
        .onConflict((conflict) =>
          conflict
            .columns(['user_id', 'day'])
            .doUpdateSet({ accepted_count: sql`daily_activity.accepted_count + 1` }),
        )
        .execute();
      await trx
        .updateTable('users')
        .set({
          streak_count: streak.count,
          streak_last_day: streak.lastDay,
          ...(newlySolved
            ? { solved_count: sql`solved_count + 1`, total_xp: sql`total_xp + ${reward}`, xp_reached_at: now }
            : {}),
        })
        .where('id', '=', record.userId)
        .execute();

      const facts = await solveFacts(trx, record, puzzle, {
        earlier,
        streak: streak.count,
        hintsRevealed: progress.hints_revealed,
        solutionRevealed: progress.solution_revealed === 1,
        localHour: localHour(now, user.time_zone),
      });
      newAchievements = await awardAchievements(trx, record.userId, facts, now);
      const bonus = newAchievements.reduce((sum, achievement) => sum + achievement.xpReward, 0);
      if (bonus > 0) {
        await trx
          .updateTable('users')
          .set({ total_xp: sql`total_xp + ${bonus}`, xp_reached_at: now })
          .where('id', '=', record.userId)
          .execute();
      }
      reward += bonus;
    }

    const submission = await trx
      .insertInto('submissions')
      .values({
        user_id: record.userId,
        puzzle_id: record.puzzleId,
        language: record.language,
        code: record.code,
        verdict: record.verdict,
        passed_count: record.passedCount,
        total_count: record.totalCount,
        results: JSON.stringify(record.tests),
        runtime_ms: record.runtimeMs,
        memory_kb: record.memoryKb,
        xp_gained: reward,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { submissionId: submission.id, newlySolved, xpGained: reward, newAchievements };
  });
}

async function solveFacts(
  trx: Kysely<DB>,
  record: SubmissionRecord,
  puzzle: { difficulty: Difficulty; category_id: number; slug: string },
  known: {
    earlier: Array<{ verdict: string; language: string }>;
    streak: number;
    hintsRevealed: number;
    solutionRevealed: boolean;
    localHour: number;
  },
): Promise<SolveFacts> {
  const [solved, trackTotals] = await Promise.all([
    trx
      .selectFrom('puzzle_progress')
      .innerJoin('puzzles', 'puzzles.id', 'puzzle_progress.puzzle_id')
      .select((eb) => ['puzzles.category_id', 'puzzles.difficulty', eb.fn.countAll<number>().as('count')])
      .where('puzzle_progress.user_id', '=', record.userId)
      .where('puzzle_progress.status', '=', 'completed')
      .groupBy(['puzzles.category_id', 'puzzles.difficulty'])
      .execute(),
    trx
      .selectFrom('puzzles')
      .select((eb) => ['difficulty', eb.fn.countAll<number>().as('count')])
      .where('category_id', '=', puzzle.category_id)
      .where('retired_at', 'is', null)
      .groupBy('difficulty')
      .execute(),
  ]);
  const solvedByDifficulty: Record<Difficulty, number> = { easy: 0, medium: 0, hard: 0 };
  let trackSolved = 0;
  let trackEasySolved = 0;
  for (const row of solved) {
    solvedByDifficulty[row.difficulty] += Number(row.count);
    if (row.category_id === puzzle.category_id) {
      trackSolved += Number(row.count);
      if (row.difficulty === 'easy') trackEasySolved += Number(row.count);
    }
  }
  const acceptedLanguages = new Set([
    record.language,
    ...known.earlier
      .filter((submission) => submission.verdict === 'ACCEPTED')
      .map((submission) => submission.language),
  ]);
  return {
    solvedCount: solvedByDifficulty.easy + solvedByDifficulty.medium + solvedByDifficulty.hard,
    solvedByDifficulty,
    track: {
      slug: puzzle.slug,
      total: trackTotals.reduce((sum, row) => sum + Number(row.count), 0),
      solved: trackSolved,
      easyTotal: Number(trackTotals.find((row) => row.difficulty === 'easy')?.count ?? 0),
      easySolved: trackEasySolved,
    },
    difficulty: puzzle.difficulty,
    acceptedLanguages: acceptedLanguages.size,
    streak: known.streak,
    firstTry: known.earlier.length === 0,
    failedBefore: known.earlier.filter((submission) => submission.verdict !== 'ACCEPTED').length,
    elapsedSeconds: record.elapsedSeconds,
    hintsRevealed: known.hintsRevealed,
    solutionRevealed: known.solutionRevealed,
    localHour: known.localHour,
  };
}

/** Reveals hint n (1-based), in order; each one revealed before solving costs HINT_XP_COST of the reward. */
export async function revealHint(
  ctx: ServiceContext,
  userId: number,
  puzzleId: number,
  n: number,
): Promise<HintResponse> {
  const puzzle = await ctx.db
    .selectFrom('puzzles')
    .select(['hints', 'points'])
    .where('id', '=', puzzleId)
    .executeTakeFirstOrThrow();
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
  return {
    index: n,
    hint,
    hintsRevealed: Math.max(after.hints_revealed, n),
    hintCount: hints.length,
    reward: after.status === 'completed' ? 0 : rewardFor(puzzle.points, after),
  };
}

/** The reference solutions; seeing them before solving sets the puzzle's reward to 0. */
export async function revealSolution(
  ctx: ServiceContext,
  userId: number,
  puzzleId: number,
): Promise<SolutionResponse> {
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
  const solution = { c: null as string | null, java: null as string | null, python: null as string | null };
  for (const entry of code) solution[entry.language] = entry.solution;
  return { solution, reward: 0 };
}

async function progressOf(ctx: ServiceContext, userId: number, puzzleId: number) {
  return ctx.db
    .selectFrom('puzzle_progress')
    .select(['status', 'hints_revealed', 'solution_revealed'])
    .where('user_id', '=', userId)
    .where('puzzle_id', '=', puzzleId)
    .executeTakeFirstOrThrow();
}
