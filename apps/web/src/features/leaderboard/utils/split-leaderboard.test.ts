import type { LeaderboardEntry } from '@codequest/contracts';
import { describe, expect, it } from 'vitest';
import { splitLeaderboard } from './split-leaderboard';

const entry = (rank: number, isYou = false): LeaderboardEntry => ({
  rank,
  user: { id: rank, username: `user${rank}`, streak: 0 },
  totalXP: 10_000 - rank,
  solvedCount: 1,
  level: 1,
  isYou,
});

describe('splitLeaderboard', () => {
  it('puts the top three on the podium and everyone in the ranking', () => {
    const { podium, ranking, ownOutside } = splitLeaderboard([entry(1), entry(2, true), entry(3), entry(4)]);
    expect(podium.map((row) => row.rank)).toEqual([1, 2, 3]);
    expect(ranking).toHaveLength(4);
    expect(ownOutside).toBeNull();
  });

  it('keeps a short board short', () => {
    expect(splitLeaderboard([entry(1)]).podium).toHaveLength(1);
    expect(splitLeaderboard([]).podium).toEqual([]);
  });

  it("separates the caller's own row when it was appended after the top 100", () => {
    const top = Array.from({ length: 100 }, (_, index) => entry(index + 1));
    const { ranking, ownOutside } = splitLeaderboard([...top, entry(250, true)]);
    expect(ranking).toHaveLength(100);
    expect(ownOutside?.rank).toBe(250);
  });
});
