import type { AchievementWithProgress } from '@codequest/contracts';
import { describe, expect, it } from 'vitest';
import { achievementBoard, latestAchievements, progressText } from './achievement-board';

const achievement = (id: number, xpReward = 10): AchievementWithProgress => ({
  id,
  key: `a-${id}`,
  name: `Achievement ${id}`,
  description: '',
  type: 'milestone',
  xpReward,
  progress: null,
});

describe('achievementBoard', () => {
  it('splits unlocked (latest first) from locked (catalogue order) and sums the XP earned', () => {
    const all = [achievement(1, 25), achievement(2, 50), achievement(3), achievement(4)];
    const board = achievementBoard(all, [
      { ...achievement(1, 25), unlockedAt: '2025-01-01T00:00:00.000Z' },
      { ...achievement(2, 50), unlockedAt: '2025-02-01T00:00:00.000Z' },
    ]);
    expect(board.unlocked.map((entry) => entry.achievement.id)).toEqual([2, 1]);
    expect(board.locked.map((entry) => entry.achievement.id)).toEqual([3, 4]);
    expect(board.xpEarned).toBe(75);
  });

  it('takes the latest few', () => {
    const unlocked = [1, 2, 3].map((id) => ({
      ...achievement(id),
      unlockedAt: `2025-0${id}-01T00:00:00.000Z`,
    }));
    expect(latestAchievements(unlocked, 2).map((entry) => entry.id)).toEqual([3, 2]);
  });
});

describe('progressText', () => {
  it('says how far the learner is, in days for a streak and in solves otherwise; nothing for a one-off', () => {
    expect(progressText({ ...achievement(1), progress: { current: 3, target: 5 } })).toBe('3 / 5 solved');
    expect(progressText({ ...achievement(2), type: 'streak', progress: { current: 2, target: 7 } })).toBe(
      '2 / 7 days',
    );
    expect(progressText(achievement(3))).toBeNull();
  });
});
