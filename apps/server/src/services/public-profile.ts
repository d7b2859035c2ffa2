import type { PublicProfile } from '@codequest/contracts';
import { AppError } from '../lib/errors';
import { presentPublicProfile } from '../presenters/public-profile';
import { listUserAchievements } from './achievements';
import { activityCalendar } from './activity';
import type { ServiceContext } from './context';
import { isListed } from './leaderboard';
import { userStats } from './user-stats';

/**
 * A learner's public profile, for anyone, signed in or not: what the leaderboard already shows of them
 * (name, XP, level, solves) and their achievements and activity calendar. Usernames are found without
 * regard to case, as they are unique. A deleted account is gone from the users table, so it is not found.
 */
export async function publicProfile(ctx: ServiceContext, username: string): Promise<PublicProfile> {
  const user = await ctx.db
    .selectFrom('users')
    .selectAll()
    .where('username_key', '=', username.trim().toLowerCase())
    .executeTakeFirst();
  if (!user) throw new AppError('NOT_FOUND', 'No such learner');
  const [standing, achievements, activity] = await Promise.all([
    userStats(ctx, user),
    listUserAchievements(ctx, user.id),
    activityCalendar(ctx, user),
  ]);
  return presentPublicProfile(user, {
    rank: isListed(user) ? standing.rank : null,
    solved: standing.solved,
    tracks: standing.tracks,
    achievements,
    activity,
  });
}
