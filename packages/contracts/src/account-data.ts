import { z } from 'zod';
import { DIFFICULTIES, PASSWORD_MAX_LENGTH, PRODUCT_NAME } from './constants';
import { textField } from './fields';
import { ZSubmission, ZUserAchievement } from './gamification';
import { ZInboxMessage } from './inbox';
import { LANGUAGES } from './languages';
import { MESSAGES } from './messages';
import { SOLUTION_MARK_KINDS } from './solution-marks';

/**
 * A learner's own data: the download of everything CodeQuest keeps about them (GET /api/profile/data), and
 * deleting their account (DELETE /api/profile). The download holds no password hash, no token of any kind
 * (sessions and reset links appear as dates only) and nothing of a puzzle's hidden tests.
 */

export const ACCOUNT_ROLES = ['learner', 'teacher', 'admin'] as const;

/** `codequest-data-2026-01-15.json`: the name the download is saved under, by the day (UTC) it was made. */
export function accountDataFileName(at: Date): string {
  return `${PRODUCT_NAME.toLowerCase()}-data-${at.toISOString().slice(0, 10)}.json`;
}

const ZInstant = z.string();

export const ZAccountDataResponse = z.object({
  exportedAt: ZInstant,
  account: z.object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    mobile: z.string().nullable(),
    roles: z.array(z.enum(ACCOUNT_ROLES)),
    /** The time zone in force, and a change waiting for its day. */
    timeZone: z.string(),
    nextTimeZone: z.object({ timeZone: z.string(), from: ZInstant }).nullable(),
    timeZoneChangedAt: ZInstant.nullable(),
    createdAt: ZInstant,
    updatedAt: ZInstant,
  }),
  progress: z.object({
    level: z.number().int(),
    totalXP: z.number().int(),
    currentXP: z.number().int(),
    /** When the total XP last changed (the leaderboard's tie-breaker). */
    xpReachedAt: ZInstant,
    streak: z.number().int(),
    /** The last local day (YYYY-MM-DD) of the day streak, or null. */
    streakLastDay: z.string().nullable(),
    solvedCount: z.number().int(),
    tier: z.string(),
  }),
  /** Every puzzle the learner opened or worked on, with what it cost and earned. */
  puzzles: z.array(
    z.object({
      puzzleId: z.number().int(),
      title: z.string(),
      status: z.enum(['not_started', 'in_progress', 'completed']),
      openedAt: ZInstant.nullable(),
      startedAt: ZInstant.nullable(),
      completedAt: ZInstant.nullable(),
      xpAwarded: z.number().int(),
      hintsRevealed: z.number().int(),
      solutionRevealed: z.boolean(),
      /** False for a puzzle completed after its solution was seen: it counts for nothing. */
      countsAsSolve: z.boolean(),
    }),
  ),
  /** Local days with at least one accepted submission (the streak is counted from them). */
  activeDays: z.array(z.object({ day: z.string(), acceptedCount: z.number().int() })),
  /** Every submission, oldest first, with its code; per test only what the learner was shown. */
  submissions: z.array(ZSubmission.extend({ puzzleTitle: z.string() })),
  drafts: z.array(
    z.object({
      puzzleId: z.number().int(),
      puzzleTitle: z.string(),
      language: z.enum(LANGUAGES),
      code: z.string(),
      updatedAt: ZInstant,
    }),
  ),
  achievements: z.array(ZUserAchievement),
  messages: z.array(ZInboxMessage),
  /** Marks the learner gave other learners' solutions (whose the solution was is not theirs to download). */
  solutionMarks: z.array(
    z.object({
      submissionId: z.number().int(),
      puzzleId: z.number().int(),
      puzzleTitle: z.string(),
      kind: z.enum(SOLUTION_MARK_KINDS),
      markedAt: ZInstant,
    }),
  ),
  /** The learner's own generated practice puzzles (their tests stay out). */
  generatedPuzzles: z.array(
    z.object({
      puzzleId: z.number().int(),
      title: z.string(),
      difficulty: z.enum(DIFFICULTIES),
      createdAt: ZInstant,
      retired: z.boolean(),
    }),
  ),
  /** Sign-ins, as dates only. */
  sessions: z.array(
    z.object({
      createdAt: ZInstant,
      lastUsedAt: ZInstant,
      expiresAt: ZInstant,
      endedAt: ZInstant.nullable(),
    }),
  ),
  /** The classes the person is in, and as what (other members are not theirs to download). */
  classes: z.array(
    z.object({
      classId: z.number().int(),
      name: z.string(),
      role: z.enum(['learner', 'teacher']),
      joinedAt: ZInstant,
    }),
  ),
  /** Password-reset links asked for, as dates only. */
  passwordResets: z.array(
    z.object({
      createdAt: ZInstant,
      expiresAt: ZInstant,
      closedAt: ZInstant.nullable(),
      closedReason: z.enum(['used', 'replaced', 'password_changed']).nullable(),
    }),
  ),
});
export type AccountDataResponse = z.infer<typeof ZAccountDataResponse>;

/** DELETE /api/profile: the account's own password, to confirm. */
export const ZDeleteAccountRequest = z.object({
  password: textField({ error: MESSAGES.deletePasswordRequired })
    .min(1, MESSAGES.deletePasswordRequired)
    .max(PASSWORD_MAX_LENGTH, MESSAGES.deletePasswordWrong),
});
export type DeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;

/** The answer to a deletion: `{ message }`. */
export const ZDeleteAccountResponse = z.object({ message: z.string() });
export type DeleteAccountResponse = z.infer<typeof ZDeleteAccountResponse>;
