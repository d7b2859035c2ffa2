import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { userAchievementsQueryOptions } from '@/features/achievements/api/get-user-achievements';
import { leaderboardQueryOptions } from '@/features/leaderboard/api/get-leaderboard';
import { PuzzlesScreen } from '@/features/puzzles/components/puzzles-screen';
import { useCurrentUser } from '@/lib/auth';

/** /, /dashboard and /puzzles. An accepted submit also refreshes the leaderboard and the achievements. */
export default function PuzzlesRoute() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const onSolved = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: leaderboardQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: userAchievementsQueryOptions(user.id).queryKey });
  }, [queryClient, user.id]);
  return <PuzzlesScreen user={user} onSolved={onSolved} />;
}
