import { ACTIVITY_CALENDAR_WEEKS, type ActivityCalendar } from '@codequest/contracts';
import { localDay, previousDay } from '../lib/days';
import { currentStreak } from '../lib/streaks';
import { type ZoneState, zoneInForce } from '../lib/time-zones';
import { presentActivityCalendar } from '../presenters/activity';
import type { ServiceContext } from './context';
import { requireUser } from './users';

/**
 * A learner's activity calendar: accepted submissions per local day over the last 53 weeks, read from
 * `daily_activity`, the per-day record the day streak is kept in (one row per learner and local day of the
 * time zone in force when it was written), so the calendar and the streak always agree. One query on that
 * table's primary key, however many submissions the learner has made.
 */

export type ActivityOwner = ZoneState & { id: number; streak_count: number; streak_last_day: string | null };

export async function activityCalendar(ctx: ServiceContext, owner: ActivityOwner): Promise<ActivityCalendar> {
  const now = ctx.clock();
  const timeZone = zoneInForce(owner, now);
  const today = localDay(now, timeZone);
  // Every active day (a row per day, not per submission): the longest streak may lie before the window.
  const rows = await ctx.db
    .selectFrom('daily_activity')
    .select(['day', 'accepted_count'])
    .where('user_id', '=', owner.id)
    .orderBy('day')
    .execute();
  const current = currentStreak({ count: owner.streak_count, lastDay: owner.streak_last_day }, now, timeZone);
  return presentActivityCalendar({
    from: calendarStart(today),
    to: today,
    rows,
    currentStreak: current,
    longestStreak: Math.max(current, owner.streak_count, longestRun(rows.map((row) => row.day))),
  });
}

/** The Sunday that starts the calendar's first week: the current week and the 52 before it. */
export function calendarStart(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - date.getUTCDay() - (ACTIVITY_CALENDAR_WEEKS - 1) * 7);
  return date.toISOString().slice(0, 10);
}

/** The longest run of consecutive days in a sorted list of days. */
export function longestRun(days: string[]): number {
  let longest = 0;
  let run = 0;
  let previous: string | undefined;
  for (const day of days) {
    run = previous !== undefined && previousDay(day) === previous ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  return longest;
}

/** The signed-in learner's own calendar. */
export async function ownActivity(ctx: ServiceContext, userId: number): Promise<ActivityCalendar> {
  return activityCalendar(ctx, await requireUser(ctx, userId));
}
