import type { Achievement, UserAchievement } from '@codequest/contracts';

export interface BoardEntry {
  achievement: Achievement;
  /** When the user unlocked it, or null while it is locked. */
  unlockedAt: string | null;
}

/** Every achievement, split into unlocked (latest first) and locked (in catalogue order). */
export function achievementBoard(
  all: Achievement[],
  unlocked: UserAchievement[],
): { unlocked: BoardEntry[]; locked: BoardEntry[]; xpEarned: number } {
  const unlockedAt = new Map(unlocked.map((entry) => [entry.id, entry.unlockedAt]));
  const entries = all.map((achievement) => ({
    achievement,
    unlockedAt: unlockedAt.get(achievement.id) ?? null,
  }));
  const open = entries
    .filter((entry) => entry.unlockedAt !== null)
    .sort((a, b) => (b.unlockedAt ?? '').localeCompare(a.unlockedAt ?? ''));
  return {
    unlocked: open,
    locked: entries.filter((entry) => entry.unlockedAt === null),
    xpEarned: open.reduce((sum, entry) => sum + entry.achievement.xpReward, 0),
  };
}

/** The latest unlocked achievements first. */
export function latestAchievements(unlocked: UserAchievement[], count: number): UserAchievement[] {
  return [...unlocked].sort((a, b) => b.unlockedAt.localeCompare(a.unlockedAt)).slice(0, count);
}
