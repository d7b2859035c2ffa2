import type { AchievementWithProgress, UserAchievement } from '@codequest/contracts';

export interface BoardEntry {
  achievement: AchievementWithProgress;
  /** When the user unlocked it, or null while it is locked. */
  unlockedAt: string | null;
}

/** Every achievement, split into unlocked (latest first) and locked (in catalogue order). */
export function achievementBoard(
  all: AchievementWithProgress[],
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

/** How far the learner is toward an achievement, in its own unit ("3 / 5 solved", "2 / 7 days"); or null. */
export function progressText(achievement: AchievementWithProgress): string | null {
  if (!achievement.progress) return null;
  const { current, target } = achievement.progress;
  return `${current} / ${target} ${achievement.type === 'streak' ? 'days' : 'solved'}`;
}
