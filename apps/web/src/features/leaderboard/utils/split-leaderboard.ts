import { LEADERBOARD_SIZE, type LeaderboardEntry } from '@codequest/contracts';
import { PODIUM_SIZE } from '@/config/constants';

/**
 * The podium (top three), the ranking (the top entries) and the caller's own row when the server appended
 * it because it falls outside them.
 */
export function splitLeaderboard(entries: LeaderboardEntry[]): {
  podium: LeaderboardEntry[];
  ranking: LeaderboardEntry[];
  ownOutside: LeaderboardEntry | null;
} {
  const top = entries.slice(0, LEADERBOARD_SIZE);
  const appended = entries.slice(LEADERBOARD_SIZE).find((entry) => entry.isYou) ?? null;
  return { podium: top.slice(0, PODIUM_SIZE), ranking: top, ownOutside: appended };
}
