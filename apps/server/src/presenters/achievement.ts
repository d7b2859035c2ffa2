import type {
  Achievement,
  AchievementProgress,
  AchievementWithProgress,
  UserAchievement,
} from '@codequest/contracts';
import type { Selectable } from 'kysely';
import type { AchievementsTable } from '../db/schema';

/** Achievements rows as the API's Achievement: the catalogue's, one just earned, or one a user holds. */

type AchievementRow = Pick<
  Selectable<AchievementsTable>,
  'id' | 'key' | 'name' | 'description' | 'type' | 'xp_reward'
>;

export function presentAchievement(row: AchievementRow): Achievement {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    description: row.description,
    type: row.type,
    xpReward: row.xp_reward,
  };
}

/** One a user has unlocked, with when. */
export function presentUserAchievement(row: AchievementRow & { unlocked_at: number }): UserAchievement {
  return { ...presentAchievement(row), unlockedAt: new Date(row.unlocked_at).toISOString() };
}

/** One of the catalogue, with the caller's progress toward it (null: signed out, or nothing to count). */
export function presentAchievementWithProgress(
  row: AchievementRow,
  progress: AchievementProgress | null,
): AchievementWithProgress {
  return { ...presentAchievement(row), progress };
}
