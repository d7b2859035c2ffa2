import type { LeaderboardEntry } from '@codequest/contracts';
import type { UserRow } from '../db/schema';
import { currentStreak } from '../lib/streaks';
import { zoneInForce } from '../lib/time-zones';
import { levelOf } from './user';

/** A leaderboard row: a user's public standing (no email, no mobile), and whether it is the viewer's own. */

export type LeaderboardRow = Pick<
  UserRow,
  | 'id'
  | 'username'
  | 'total_xp'
  | 'solved_count'
  | 'streak_count'
  | 'streak_last_day'
  | 'time_zone'
  | 'next_time_zone'
  | 'next_time_zone_at'
  | 'time_zone_changed_at'
>;

export function presentLeaderboardEntry(
  row: LeaderboardRow,
  standing: { rank: number; viewerId: number | null; now: number },
): LeaderboardEntry {
  const { now } = standing;
  return {
    rank: standing.rank,
    user: {
      id: row.id,
      username: row.username,
      streak: currentStreak(
        { count: row.streak_count, lastDay: row.streak_last_day },
        now,
        zoneInForce(row, now),
      ),
    },
    totalXP: row.total_xp,
    solvedCount: row.solved_count,
    level: levelOf(row.total_xp).level,
    isYou: row.id === standing.viewerId,
  };
}
