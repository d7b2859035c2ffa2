import { z } from 'zod';
import { ZAchievement, ZTrackProgress, ZUserAchievement } from './gamification';

/**
 * A learner's activity calendar (a year of days, as a contribution graph), achievement progress, and the
 * public profile: what anyone may see of a learner, signed in or not. Never an email, a mobile number, a
 * time zone or anything else private.
 */

/** Weeks the calendar spans, the current one included: a year of days, whole weeks. */
export const ACTIVITY_CALENDAR_WEEKS = 53;

export const ZActivityDay = z.object({
  /** A local calendar day (YYYY-MM-DD) in the learner's time zone. */
  day: z.string(),
  /** Accepted submissions that counted that day. */
  count: z.number().int(),
});
export type ActivityDay = z.infer<typeof ZActivityDay>;

export const ZActivityCalendar = z.object({
  /** The first day shown (a Sunday) and today, both local days of the learner. */
  from: z.string(),
  to: z.string(),
  /** Only the days with activity, oldest first; every other day of the span had none. */
  days: z.array(ZActivityDay),
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
});
export type ActivityCalendar = z.infer<typeof ZActivityCalendar>;

/** How far the caller is toward an achievement with a measurable target; null for a one-off. */
export const ZAchievementProgress = z.object({
  current: z.number().int(),
  target: z.number().int(),
});
export type AchievementProgress = z.infer<typeof ZAchievementProgress>;

/** `GET /api/achievements`: the catalogue, each with the signed-in caller's progress (null signed out). */
export const ZAchievementWithProgress = ZAchievement.extend({ progress: ZAchievementProgress.nullable() });
export type AchievementWithProgress = z.infer<typeof ZAchievementWithProgress>;

export const ZPublicProfileParams = z.object({
  username: z.string().trim().min(1, 'No such learner').max(100, 'No such learner'),
});

export const ZPublicProfile = z.object({
  username: z.string(),
  level: z.number().int(),
  totalXP: z.number().int(),
  tier: z.string(),
  /** Place on the global leaderboard; null for an administrator who has solved nothing (not listed). */
  rank: z.number().int().nullable(),
  solvedCount: z.number().int(),
  solvedByDifficulty: z.object({ easy: z.number().int(), medium: z.number().int(), hard: z.number().int() }),
  solvedByTrack: z.array(ZTrackProgress),
  /** Earned achievements, latest first. */
  achievements: z.array(ZUserAchievement),
  activity: ZActivityCalendar,
  memberSince: z.string(),
});
export type PublicProfile = z.infer<typeof ZPublicProfile>;
