import {
  type ActivityCalendar,
  type PublicProfile,
  rankTier,
  type UserAchievement,
} from '@codequest/contracts';
import type { UserRow } from '../db/schema';
import { levelOf, type UserStanding } from './user';

/**
 * A user as anyone may see them: built field by field from the row, so that nothing private (email, mobile,
 * time zone, roles, password hash) can leave by accident.
 */
export function presentPublicProfile(
  row: UserRow,
  standing: Pick<UserStanding, 'solved' | 'tracks'> & {
    rank: number | null;
    achievements: UserAchievement[];
    activity: ActivityCalendar;
  },
): PublicProfile {
  const { level, totalXP } = levelOf(row.total_xp);
  return {
    username: row.username,
    level,
    totalXP,
    tier: rankTier(row.solved_count),
    rank: standing.rank,
    solvedCount: row.solved_count,
    solvedByDifficulty: standing.solved.byDifficulty,
    solvedByTrack: standing.tracks.map((track) => ({
      categoryId: track.id,
      name: track.name,
      solved: standing.solved.inTrack(track.id),
      total: Number(track.total),
    })),
    achievements: standing.achievements,
    activity: standing.activity,
    memberSince: new Date(row.created_at).toISOString(),
  };
}
