import type { AdminUser, Category, LeaderboardEntry, PuzzleSummary } from '@codequest/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFRESH_INTERVALS_MS } from '@/config/constants';
import { apiGet } from '@/lib/api-client';
import { assembleProgress, type ProgressView } from '../utils/progress-view';

/**
 * Another learner's progress, for admins (/progress?userId=). The API has no single endpoint for it yet, so
 * it is pieced together from the admin user list, the catalogue with that user's progress, the categories
 * and the leaderboard. Null when there is no such user.
 */
export async function getLearnerProgress(userId: number): Promise<ProgressView | null> {
  const [users, puzzles, categories, leaderboard] = await Promise.all([
    apiGet<AdminUser[]>('/api/admin/users'),
    apiGet<PuzzleSummary[]>(`/api/puzzles?userId=${userId}`),
    apiGet<Category[]>('/api/categories'),
    apiGet<LeaderboardEntry[]>('/api/leaderboard'),
  ]);
  const user = users.find((candidate) => candidate.id === userId);
  return user ? assembleProgress({ user, puzzles, categories, leaderboard }) : null;
}

export const learnerProgressQueryOptions = (userId: number) =>
  queryOptions({ queryKey: ['learner-progress', userId], queryFn: () => getLearnerProgress(userId) });

/** Polls every 5 s, like the learner's own progress screen (product spec, section 4). */
export function useLearnerProgress(userId: number) {
  return useQuery({ ...learnerProgressQueryOptions(userId), refetchInterval: REFRESH_INTERVALS_MS.progress });
}
