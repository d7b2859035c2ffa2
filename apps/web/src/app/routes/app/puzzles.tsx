import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { userAchievementsQueryOptions } from '@/features/achievements/api/get-user-achievements';
import { GeneratorPanel } from '@/features/generator/components/generator-panel';
import { leaderboardQueryOptions } from '@/features/leaderboard/api/get-leaderboard';
import { puzzlesQueryOptions } from '@/features/puzzles/api/get-puzzles';
import { PuzzlesScreen } from '@/features/puzzles/components/puzzles-screen';
import { useCurrentUser } from '@/lib/auth';

/**
 * /, /dashboard and /puzzles. An accepted submit also refreshes the leaderboard and the achievements; new
 * generated puzzles refresh the puzzle list before the first of them opens.
 */
export default function PuzzlesRoute() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const onSolved = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: leaderboardQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: userAchievementsQueryOptions(user.id).queryKey });
  }, [queryClient, user.id]);
  return (
    <PuzzlesScreen
      user={user}
      onSolved={onSolved}
      generator={({ categories, open }) => (
        <GeneratorPanel
          categories={categories}
          isAdmin={user.isAdmin}
          onGenerated={() => queryClient.invalidateQueries({ queryKey: puzzlesQueryOptions().queryKey })}
          onOpen={open}
        />
      )}
    />
  );
}
