import type { Achievement } from '@codequest/contracts';
import { describe, expect, it } from 'vitest';
import { achievementBoard, latestAchievements } from './achievement-board';

const achievement = (id: number, xpReward = 10): Achievement => ({
  id,
  key: `a-${id}`,
  name: `Achievement ${id}`,
  description: '',
  type: 'milestone',
  xpReward,
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
