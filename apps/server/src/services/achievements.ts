import type {
  Achievement,
  AchievementProgress,
  AchievementWithProgress,
  Difficulty,
  UserAchievement,
} from '@codequest/contracts';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { currentStreak } from '../lib/streaks';
import { zoneInForce } from '../lib/time-zones';
import {
  presentAchievement,
  presentAchievementWithProgress,
  presentUserAchievement,
} from '../presenters/achievement';
import type { ServiceContext } from './context';
import { countSolved, countTrackPuzzles, type SolvedCounts } from './solved';

/**
 * The achievement catalogue, and deciding which ones an accepted submission earns. Definitions live here,
 * in code (their keys are stable: they are stored); `syncAchievements` writes them to the database at start.
 */

/** The achievements a contest's final board gives. */
export const CONTEST_ACHIEVEMENTS = { firstContest: 'first-contest', podium: 'podium' } as const;

/** What is known about a learner right after an accepted submission, for deciding achievements. */
export interface SolveFacts {
  solvedCount: number;
  solvedByDifficulty: Record<Difficulty, number>;
  /** The puzzle's own track: how many puzzles it has and how many the learner solved, in all and easy ones. */
  track: { slug: string; total: number; solved: number; easyTotal: number; easySolved: number };
  difficulty: Difficulty;
  /** Languages with an accepted submission on this puzzle, this one included. */
  acceptedLanguages: number;
  streak: number;
  /** No earlier submission on this puzzle. */
  firstTry: boolean;
  /** Earlier submissions on this puzzle that were not accepted. */
  failedBefore: number;
  /** Seconds since the learner first opened the puzzle, by the server's clock (undefined: never opened). */
  elapsedSeconds: number | undefined;
  hintsRevealed: number;
  solutionRevealed: boolean;
  /** The hour of day (0–23) in the learner's time zone in force. */
  localHour: number;
}

/**
 * A learner's standing toward the countable achievements, read with the queries that decide them when a
 * submission is accepted (countSolved, countTrackPuzzles) and the streak as shown.
 */
export interface AchievementStanding {
  solved: SolvedCounts;
  streak: number;
  /** Per track slug: its id and its live shared puzzles, in all and easy ones. */
  tracks: Map<string, { id: number; total: number; easyTotal: number }>;
}

interface Definition extends Omit<Achievement, 'id'> {
  sortOrder: number;
  earned(facts: SolveFacts): boolean;
  /** How far a learner is toward it; absent for a one-off with nothing to count. */
  progress?(standing: AchievementStanding): AchievementProgress | null;
}

const toward = (current: number, target: number): AchievementProgress | null =>
  target > 0 ? { current: Math.min(current, target), target } : null;

const TRACKS = [
  ['algorithms', 'Algorithms'],
  ['data-structures', 'Data Structures'],
  ['logic-puzzles', 'Logic Puzzles'],
] as const;

const milestone = (count: number, name: string, xpReward: number) => ({
  key: `solves-${count}`,
  name,
  description: count === 1 ? 'Solve your first puzzle.' : `Solve ${count} puzzles.`,
  type: 'milestone' as const,
  xpReward,
  earned: (facts: SolveFacts) => facts.solvedCount >= count,
  progress: (standing: AchievementStanding) => toward(standing.solved.total, count),
});

const streak = (days: number, name: string, xpReward: number) => ({
  key: `streak-${days}`,
  name,
  description: `Solve at least one puzzle a day, ${days} days in a row.`,
  type: 'streak' as const,
  xpReward,
  earned: (facts: SolveFacts) => facts.streak >= days,
  progress: (standing: AchievementStanding) => toward(standing.streak, days),
});

const DEFINITIONS: Array<Omit<Definition, 'sortOrder'>> = [
  milestone(1, 'Hello, World', 25),
  milestone(5, 'Getting Started', 50),
  milestone(10, 'Problem Solver', 100),
  milestone(25, 'Coding Enthusiast', 200),
  milestone(50, 'Algorithm Master', 400),
  milestone(100, 'Code Warrior', 800),
  milestone(150, 'Completionist', 1200),
  {
    key: 'first-medium',
    name: 'Stepping Up',
    description: 'Solve your first medium puzzle.',
    type: 'puzzle',
    xpReward: 50,
    earned: (facts) => facts.solvedByDifficulty.medium >= 1,
  },
  {
    key: 'first-hard',
    name: 'Summit',
    description: 'Solve your first hard puzzle.',
    type: 'puzzle',
    xpReward: 100,
    earned: (facts) => facts.solvedByDifficulty.hard >= 1,
  },
  {
    key: 'polyglot',
    name: 'Polyglot',
    description: 'Get one puzzle accepted in three different languages.',
    type: 'puzzle',
    xpReward: 100,
    earned: (facts) => facts.acceptedLanguages >= 3,
  },
  ...TRACKS.flatMap(([slug, name]) => [
    {
      key: `all-easy-${slug}`,
      name: `${name}: Foundations`,
      description: `Solve every easy puzzle of the ${name} track.`,
      type: 'puzzle' as const,
      xpReward: 150,
      earned: (facts: SolveFacts) =>
        facts.track.slug === slug &&
        facts.track.easyTotal > 0 &&
        facts.track.easySolved >= facts.track.easyTotal,
      progress: (standing: AchievementStanding) => {
        const track = standing.tracks.get(slug);
        return track ? toward(standing.solved.get(track.id, 'easy'), track.easyTotal) : null;
      },
    },
    {
      key: `track-${slug}`,
      name: `${name} Conquered`,
      description: `Solve every puzzle of the ${name} track.`,
      type: 'puzzle' as const,
      xpReward: 500,
      earned: (facts: SolveFacts) =>
        facts.track.slug === slug && facts.track.total > 0 && facts.track.solved >= facts.track.total,
      progress: (standing: AchievementStanding) => {
        const track = standing.tracks.get(slug);
        return track ? toward(standing.solved.inTrack(track.id), track.total) : null;
      },
    },
  ]),
  streak(3, 'On a Roll', 30),
  streak(7, 'Week of Code', 70),
  streak(14, 'Fortnight Focus', 140),
  streak(30, 'Monthly Habit', 300),
  streak(100, 'Unstoppable', 1000),
  {
    key: 'first-try',
    name: 'Flawless',
    description: 'Get a puzzle accepted on your very first submission.',
    type: 'special',
    xpReward: 50,
    earned: (facts) => facts.firstTry,
  },
  {
    key: 'speed-demon',
    name: 'Speed Demon',
    description: 'Solve a puzzle within 5 minutes of first opening it.',
    type: 'special',
    xpReward: 50,
    earned: (facts) => facts.elapsedSeconds !== undefined && facts.elapsedSeconds < 5 * 60,
  },
  {
    key: 'self-reliant',
    name: 'Self-Reliant',
    description: 'Solve a medium or hard puzzle without a hint or the solution.',
    type: 'special',
    xpReward: 75,
    earned: (facts) => facts.difficulty !== 'easy' && facts.hintsRevealed === 0 && !facts.solutionRevealed,
  },
  {
    key: 'persistence',
    name: 'Never Give Up',
    description: 'Get a puzzle accepted after 5 or more tries that were not.',
    type: 'special',
    xpReward: 50,
    earned: (facts) => facts.failedBefore >= 5,
  },
  {
    key: 'night-owl',
    name: 'Night Owl',
    description: 'Solve a puzzle between midnight and 5 a.m., your time.',
    type: 'special',
    xpReward: 25,
    earned: (facts) => facts.localHour < 5,
  },
  // A contest's, given when its final board stands (services/contests.ts), never for a solve.
  {
    key: CONTEST_ACHIEVEMENTS.firstContest,
    name: 'Contender',
    description: 'Take part in a contest: submit at least once while it runs.',
    type: 'special',
    xpReward: 50,
    earned: () => false,
  },
  {
    key: CONTEST_ACHIEVEMENTS.podium,
    name: 'On the Podium',
    description: 'Finish a contest in the top three, with at least one problem solved or scored.',
    type: 'special',
    xpReward: 150,
    earned: () => false,
  },
];

export const ACHIEVEMENTS: Definition[] = DEFINITIONS.map((definition, index) => ({
  ...definition,
  sortOrder: index + 1,
}));

/** Writes the catalogue to the database: new ones added, changed texts and rewards updated. */
export async function syncAchievements(ctx: ServiceContext): Promise<void> {
  for (const definition of ACHIEVEMENTS) {
    const fields = {
      name: definition.name,
      description: definition.description,
      type: definition.type,
      xp_reward: definition.xpReward,
      sort_order: definition.sortOrder,
    };
    await ctx.db
      .insertInto('achievements')
      .values({ key: definition.key, ...fields })
      .onConflict((conflict) => conflict.column('key').doUpdateSet(fields))
      .execute();
  }
}

/** The keys of the achievements these facts earn (awardAndPayKeys gives those not yet had). */
export function earnedKeys(facts: SolveFacts): string[] {
  return ACHIEVEMENTS.filter((definition) => definition.earned(facts)).map((definition) => definition.key);
}

/**
 * Awards, once each, the achievements of these keys that the user does not have yet, and pays their XP;
 * returns the new ones: after an accept (earnedKeys), or a contest's final board (services/contests.ts).
 */
export async function awardAndPayKeys(
  trx: Kysely<DB>,
  userId: number,
  keys: readonly string[],
  now: number,
): Promise<Achievement[]> {
  const awarded = await awardKeys(trx, userId, keys, now);
  const bonus = awarded.reduce((sum, achievement) => sum + achievement.xpReward, 0);
  if (bonus > 0)
    await trx
      .updateTable('users')
      .set({ total_xp: sql`total_xp + ${bonus}`, xp_reached_at: now })
      .where('id', '=', userId)
      .execute();
  return awarded;
}

async function awardKeys(
  trx: Kysely<DB>,
  userId: number,
  earnedKeys: readonly string[],
  now: number,
): Promise<Achievement[]> {
  if (earnedKeys.length === 0) return [];
  const candidates = await trx
    .selectFrom('achievements')
    .leftJoin('user_achievements', (join) =>
      join
        .onRef('user_achievements.achievement_id', '=', 'achievements.id')
        .on('user_achievements.user_id', '=', userId),
    )
    .select(['achievements.id', 'key', 'name', 'description', 'type', 'xp_reward'])
    .where('key', 'in', earnedKeys)
    .where('user_achievements.user_id', 'is', null)
    .orderBy('sort_order')
    .execute();
  if (candidates.length === 0) return [];
  // Racing submissions may both see an achievement as new: the primary key lets one insert win.
  const inserted = await trx
    .insertInto('user_achievements')
    .values(
      candidates.map((candidate) => ({ user_id: userId, achievement_id: candidate.id, unlocked_at: now })),
    )
    .onConflict((conflict) => conflict.columns(['user_id', 'achievement_id']).doNothing())
    .returning('achievement_id')
    .execute();
  const insertedIds = new Set(inserted.map((row) => row.achievement_id));
  return candidates.filter((candidate) => insertedIds.has(candidate.id)).map(presentAchievement);
}

/** The catalogue; each with the caller's progress toward it when there is a caller (null otherwise). */
export async function listAchievements(
  ctx: ServiceContext,
  viewerId: number | null,
): Promise<AchievementWithProgress[]> {
  const [rows, standing] = await Promise.all([
    ctx.db
      .selectFrom('achievements')
      .select(['id', 'key', 'name', 'description', 'type', 'xp_reward'])
      .orderBy('sort_order')
      .execute(),
    viewerId === null ? Promise.resolve(undefined) : achievementStanding(ctx, viewerId),
  ]);
  const byKey = new Map(ACHIEVEMENTS.map((definition) => [definition.key, definition]));
  return rows.map((row) => {
    const definition = byKey.get(row.key);
    const progress = standing && definition?.progress ? definition.progress(standing) : null;
    return presentAchievementWithProgress(row, progress);
  });
}

/** What the countable achievements are measured by, for one learner (undefined: no such user). */
async function achievementStanding(
  ctx: ServiceContext,
  userId: number,
): Promise<AchievementStanding | undefined> {
  const [user, solved, puzzles, categories] = await Promise.all([
    ctx.db
      .selectFrom('users')
      .select([
        'streak_count',
        'streak_last_day',
        'time_zone',
        'next_time_zone',
        'next_time_zone_at',
        'time_zone_changed_at',
      ])
      .where('id', '=', userId)
      .executeTakeFirst(),
    countSolved(ctx.db, userId),
    countTrackPuzzles(ctx.db),
    ctx.db.selectFrom('categories').select(['id', 'slug']).execute(),
  ]);
  if (!user) return undefined;
  const now = ctx.clock();
  const tracks = new Map<string, { id: number; total: number; easyTotal: number }>();
  for (const category of categories) {
    const own = puzzles.filter((row) => row.category_id === category.id);
    tracks.set(category.slug, {
      id: category.id,
      total: own.reduce((sum, row) => sum + Number(row.count), 0),
      easyTotal: Number(own.find((row) => row.difficulty === 'easy')?.count ?? 0),
    });
  }
  const streak = currentStreak(
    { count: user.streak_count, lastDay: user.streak_last_day },
    now,
    zoneInForce(user, now),
  );
  return { solved, streak, tracks };
}

export async function listUserAchievements(ctx: ServiceContext, userId: number): Promise<UserAchievement[]> {
  const rows = await ctx.db
    .selectFrom('user_achievements')
    .innerJoin('achievements', 'achievements.id', 'user_achievements.achievement_id')
    .select(['achievements.id', 'key', 'name', 'description', 'type', 'xp_reward', 'unlocked_at'])
    .where('user_id', '=', userId)
    .orderBy('unlocked_at', 'desc')
    .orderBy('sort_order')
    .execute();
  return rows.map(presentUserAchievement);
}
