import { rankTier, type User, XP_PER_LEVEL } from '@codequest/contracts';
import type { UserRow } from '../db/schema';
import { currentStreak } from '../lib/streaks';
import { pendingZone, zoneInForce } from '../lib/time-zones';

/** What is looked up about a user besides their row, to present them. */
export type UserStats = Pick<User, 'rank' | 'solvedByDifficulty' | 'solvedByTrack' | 'recentSolves'>;

/** Turns a users row into the API's User: the only way a user leaves the server (no hash can slip out). */
export function presentUser(row: UserRow, stats: UserStats, now: number): User {
  const timeZone = zoneInForce(row, now);
  const next = pendingZone(row, now);
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    mobile: row.mobile,
    isAdmin: row.is_admin === 1,
    timeZone,
    nextTimeZone: next ? { timeZone: next.timeZone, from: new Date(next.from).toISOString() } : null,
    ...levelOf(row.total_xp),
    streak: currentStreak({ count: row.streak_count, lastDay: row.streak_last_day }, now, timeZone),
    solvedCount: row.solved_count,
    tier: rankTier(row.solved_count),
    ...stats,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Level = floor(totalXP / 1000) + 1; currentXP is the XP within the level. */
export function levelOf(totalXP: number): { level: number; totalXP: number; currentXP: number } {
  return { level: Math.floor(totalXP / XP_PER_LEVEL) + 1, totalXP, currentXP: totalXP % XP_PER_LEVEL };
}
