import { z } from 'zod';
import { textField } from './fields';
import { ZRecentSolve, ZTrackProgress } from './gamification';
import { MESSAGES } from './messages';
import { isValidMobile } from './validation';

/** The signed-in user as the API presents it: never a password hash, never a token. */
export const ZUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  isAdmin: z.boolean(),
  /** May create and teach classes (granted by an administrator). */
  isTeacher: z.boolean(),
  /** The time zone in force (canonical IANA name): local days and hours are counted in it. */
  timeZone: z.string(),
  /** A requested change of time zone, in force from the start of the next local day; or null. */
  nextTimeZone: z.object({ timeZone: z.string(), from: z.string() }).nullable(),
  level: z.number().int(),
  totalXP: z.number().int(),
  currentXP: z.number().int(),
  streak: z.number().int(),
  solvedCount: z.number().int(),
  /** Place on the global leaderboard (1 = top). */
  rank: z.number().int(),
  /** Rank tier by solved count (spec section 9). */
  tier: z.string(),
  solvedByDifficulty: z.object({ easy: z.number().int(), medium: z.number().int(), hard: z.number().int() }),
  solvedByTrack: z.array(ZTrackProgress),
  /** The most recent solves, newest first. */
  recentSolves: z.array(ZRecentSolve),
  createdAt: z.string(),
});
export type User = z.infer<typeof ZUser>;

export const ZProfileUpdateRequest = z
  .object({
    mobile: textField({ error: MESSAGES.invalidMobile })
      .trim()
      .refine(isValidMobile, MESSAGES.invalidMobile)
      .optional(),
    timeZone: textField().max(64).optional(),
  })
  .refine((update) => update.mobile !== undefined || update.timeZone !== undefined, {
    message: 'Nothing to update: send a mobile number or a time zone',
  });
export type ProfileUpdateRequest = z.infer<typeof ZProfileUpdateRequest>;
