import type { Achievement, Difficulty, Language, Verdict } from '@codequest/contracts';
import { type Kysely, sql } from 'kysely';
import { supportsRowLocks } from '../db/database';
import type { DB } from '../db/schema';
import { localDay, localHour } from '../lib/days';
import { extendStreak } from '../lib/streaks';
import { type ZoneState, zoneInForce } from '../lib/time-zones';
import { awardAndPayKeys, earnedKeys, type SolveFacts } from '../services/achievements';
import type { ServiceContext } from '../services/context';
import { markStarted, rewardFor } from '../services/progress';
import { countSolved, countTrackPuzzles } from '../services/solved';

/**
 * Recording a judged submission: the one piece of work that spans submissions, puzzle progress, the
 * learner's XP and streak, daily activity and achievements. It is a sequence of small named steps
 * (complete and reward, streak, achievements, record), all in one transaction.
 *
 * A contest submission (made while its contest runs) is stored with its contest and nothing more: it pays
 * no XP and completes nothing, so that the problem pays as any puzzle does when practised afterwards.
 *
 * Fair play: an accept after the solution was seen completes the puzzle but counts for nothing (no XP,
 * solve, streak day or achievement); time and the time of day are the server's, never the client's; and an
 * accept decides achievements from the committed state of every other accept (the learner's row is locked
 * first), so two accepts racing cannot both miss a milestone.
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
  /** The contest it was made in; none (or null) for practice. */
  contestId?: number | null;
  language: Language;
  code: string;
  verdict: Verdict;
  passedCount: number;
  totalCount: number;
  tests: SubmissionTestSummary[];
  runtimeMs: number | null;
  memoryKb: number | null;
}

export interface SubmissionOutcome {
  submissionId: number;
  /** The first accepted submission on this puzzle. */
  newlySolved: boolean;
  /** Everything this submission earned: the puzzle's reward (first accept only) and new achievements. */
  xpGained: number;
  newAchievements: Achievement[];
}

interface PuzzleFacts {
  /** A learner's own practice puzzle: it pays its points and keeps the streak, but is no solve of a track. */
  owner_id: number | null;
  /** A class's own puzzle: the same, outside the shared catalogue. */
  class_id: number | null;
  /** A contest's own problem: the same, once its contest has ended (while it runs, a submission pays nothing). */
  contest_id: number | null;
  points: number;
  difficulty: Difficulty;
  category_id: number;
  slug: string;
}

type EarlierSubmission = { verdict: string; language: string };

export async function recordSubmission(
  ctx: ServiceContext,
  record: SubmissionRecord,
): Promise<SubmissionOutcome> {
  await markStarted(ctx, record.userId, record.puzzleId);
  const now = ctx.clock();
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    let xpGained = 0;
    let newlySolved = false;
    let newAchievements: Achievement[] = [];
    if (record.verdict === 'ACCEPTED' && !record.contestId) {
      // Before anything is read: what follows sees every other accept of this learner committed.
      const learner = await lockLearner(trx, record.userId);
      const puzzle = await loadPuzzle(trx, record.puzzleId);
      const earlier = await earlierSubmissions(trx, record);
      const completion = await completeAndReward(trx, record, puzzle, now);
      newlySolved = completion.newlySolved;
      if (completion.counts) {
        const timeZone = zoneInForce(learner, now);
        const streak = await extendDayStreak(trx, learner, localDay(now, timeZone));
        const facts = await solveFacts(trx, record, puzzle, {
          earlier,
          unjudgedAttempts: completion.unjudgedAttempts,
          streak,
          hintsRevealed: completion.hintsRevealed,
          solutionRevealed: completion.solutionRevealed,
          elapsedSeconds:
            completion.openedAt === null ? undefined : Math.floor((now - completion.openedAt) / 1000),
          localHour: localHour(now, timeZone),
        });
        newAchievements = await awardAndPayKeys(trx, record.userId, earnedKeys(facts), now);
      }
      xpGained =
        completion.reward + newAchievements.reduce((sum, achievement) => sum + achievement.xpReward, 0);
    }

    const submissionId = await storeSubmission(trx, record, xpGained, now);
    return { submissionId, newlySolved, xpGained, newAchievements };
  });
  // Committed: the ranking in Redis follows (a new solve or any XP moves the learner's key).
  if (ctx.ranks && (outcome.newlySolved || outcome.xpGained > 0)) await ctx.ranks.sync(ctx.db, record.userId);
  return outcome;
}

type Learner = ZoneState & { id: number; streak_count: number; streak_last_day: string | null };

/**
 * The learner's row, locked until the transaction ends (PostgreSQL; SQLite runs one writer at a time
 * anyway), so that racing accepts of one learner take turns: each counts solves after the other committed.
 */
async function lockLearner(trx: Kysely<DB>, userId: number): Promise<Learner> {
  const query = trx
    .selectFrom('users')
    .select([
      'id',
      'time_zone',
      'next_time_zone',
      'next_time_zone_at',
      'time_zone_changed_at',
      'streak_count',
      'streak_last_day',
    ])
    .where('id', '=', userId);
  return (supportsRowLocks(trx) ? query.forUpdate() : query).executeTakeFirstOrThrow();
}

async function loadPuzzle(trx: Kysely<DB>, puzzleId: number): Promise<PuzzleFacts> {
  return trx
    .selectFrom('puzzles')
    .innerJoin('categories', 'categories.id', 'puzzles.category_id')
    .select([
      'puzzles.owner_id',
      'puzzles.class_id',
      'puzzles.contest_id',
      'puzzles.points',
      'puzzles.difficulty',
      'puzzles.category_id',
      'categories.slug',
    ])
    .where('puzzles.id', '=', puzzleId)
    .executeTakeFirstOrThrow();
}

const inSharedCatalogue = (puzzle: PuzzleFacts): boolean =>
  puzzle.owner_id === null && puzzle.class_id === null && puzzle.contest_id === null;

function earlierSubmissions(trx: Kysely<DB>, record: SubmissionRecord): Promise<EarlierSubmission[]> {
  return trx
    .selectFrom('submissions')
    .select(['verdict', 'language'])
    .where('user_id', '=', record.userId)
    .where('puzzle_id', '=', record.puzzleId)
    .execute();
}

/**
 * Step "complete and reward": the first accept marks the puzzle completed and pays its reward (its points
 * less the hints revealed). After the solution was seen it completes the puzzle all the same, so the learner
 * can move on, but the completion does not count: no reward, no solve.
 */
async function completeAndReward(
  trx: Kysely<DB>,
  record: SubmissionRecord,
  puzzle: PuzzleFacts,
  now: number,
): Promise<{
  newlySolved: boolean;
  /** This puzzle's completion counts (now or from an earlier accept). */
  counts: boolean;
  reward: number;
  hintsRevealed: number;
  solutionRevealed: boolean;
  openedAt: number | null;
  /** Submissions of this puzzle that ended in Internal Error (not stored, but attempts). */
  unjudgedAttempts: number;
}> {
  const progress = await trx
    .selectFrom('puzzle_progress')
    .select(['status', 'counts', 'hints_revealed', 'solution_revealed', 'opened_at', 'unjudged_attempts'])
    .where('user_id', '=', record.userId)
    .where('puzzle_id', '=', record.puzzleId)
    .executeTakeFirstOrThrow();
  const counts = progress.status === 'completed' ? progress.counts === 1 : progress.solution_revealed === 0;
  const candidateReward = counts ? rewardFor(puzzle.points, progress) : 0;
  // The condition on status is what makes a second accept pay nothing.
  const completed = await trx
    .updateTable('puzzle_progress')
    .set({ status: 'completed', completed_at: now, xp_awarded: candidateReward, counts: counts ? 1 : 0 })
    .where('user_id', '=', record.userId)
    .where('puzzle_id', '=', record.puzzleId)
    .where('status', '!=', 'completed')
    .executeTakeFirst();
  const newlySolved = Number(completed.numUpdatedRows) === 1;
  if (newlySolved && counts) {
    await trx
      .updateTable('users')
      .set({
        solved_count: inSharedCatalogue(puzzle) ? sql`solved_count + 1` : sql`solved_count`,
        total_xp: sql`total_xp + ${candidateReward}`,
        xp_reached_at: now,
      })
      .where('id', '=', record.userId)
      .execute();
  }
  return {
    newlySolved,
    counts,
    reward: newlySolved ? candidateReward : 0,
    hintsRevealed: progress.hints_revealed,
    solutionRevealed: progress.solution_revealed === 1,
    openedAt: progress.opened_at,
    unjudgedAttempts: progress.unjudged_attempts,
  };
}

/** Step "streak": `today` (the learner's local day) is an active day; returns the day streak. */
async function extendDayStreak(trx: Kysely<DB>, learner: Learner, today: string): Promise<number> {
  const streak = extendStreak({ count: learner.streak_count, lastDay: learner.streak_last_day }, today);
  await trx
    .insertInto('daily_activity')
    .values({ user_id: learner.id, day: today, accepted_count: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'day'])
        .doUpdateSet({ accepted_count: sql`daily_activity.accepted_count + 1` }),
    )
    .execute();
  await trx
    .updateTable('users')
    .set({ streak_count: streak.count, streak_last_day: streak.lastDay })
    .where('id', '=', learner.id)
    .execute();
  return streak.count;
}

/** Step "record": the submission itself, with what it earned. */
async function storeSubmission(
  trx: Kysely<DB>,
  record: SubmissionRecord,
  xpGained: number,
  now: number,
): Promise<number> {
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
      xp_gained: xpGained,
      created_at: now,
      contest_id: record.contestId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return submission.id;
}

async function solveFacts(
  trx: Kysely<DB>,
  record: SubmissionRecord,
  puzzle: PuzzleFacts,
  known: {
    earlier: EarlierSubmission[];
    unjudgedAttempts: number;
    streak: number;
    hintsRevealed: number;
    solutionRevealed: boolean;
    elapsedSeconds: number | undefined;
    localHour: number;
  },
): Promise<SolveFacts> {
  const [solved, trackTotals] = await Promise.all([
    countSolved(trx, record.userId),
    countTrackPuzzles(trx, { categoryId: puzzle.category_id }),
  ]);
  const acceptedLanguages = new Set([
    record.language,
    ...known.earlier
      .filter((submission) => submission.verdict === 'ACCEPTED')
      .map((submission) => submission.language),
  ]);
  return {
    solvedCount: solved.total,
    solvedByDifficulty: solved.byDifficulty,
    track: {
      // A practice puzzle of the learner's own, or a class's, belongs to no track's achievements.
      slug: inSharedCatalogue(puzzle) ? puzzle.slug : '',
      total: trackTotals.reduce((sum, row) => sum + Number(row.count), 0),
      solved: solved.inTrack(puzzle.category_id),
      easyTotal: Number(trackTotals.find((row) => row.difficulty === 'easy')?.count ?? 0),
      easySolved: solved.get(puzzle.category_id, 'easy'),
    },
    difficulty: puzzle.difficulty,
    acceptedLanguages: acceptedLanguages.size,
    streak: known.streak,
    firstTry: known.earlier.length === 0 && known.unjudgedAttempts === 0,
    failedBefore: known.earlier.filter((submission) => submission.verdict !== 'ACCEPTED').length,
    elapsedSeconds: known.elapsedSeconds,
    hintsRevealed: known.hintsRevealed,
    solutionRevealed: known.solutionRevealed,
    localHour: known.localHour,
  };
}
