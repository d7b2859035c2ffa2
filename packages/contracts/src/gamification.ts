import { z } from 'zod';
import { CODE_MESSAGES } from './code-messages';
import { DIFFICULTIES } from './constants';
import { codeField, idField } from './fields';
import { ZVerdict } from './judge';
import { byLanguage, LANGUAGES } from './languages';

/** Achievements, the leaderboard, hints, solutions, drafts and history as the API serves them. */

export const ACHIEVEMENT_TYPES = ['milestone', 'puzzle', 'streak', 'special'] as const;

export const ZAchievement = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(ACHIEVEMENT_TYPES),
  xpReward: z.number().int(),
});
export type Achievement = z.infer<typeof ZAchievement>;

export const ZUserAchievement = ZAchievement.extend({ unlockedAt: z.string() });
export type UserAchievement = z.infer<typeof ZUserAchievement>;

export const ZLeaderboardEntry = z.object({
  rank: z.number().int(),
  user: z.object({ id: z.number().int(), username: z.string(), streak: z.number().int() }),
  totalXP: z.number().int(),
  solvedCount: z.number().int(),
  level: z.number().int(),
  /** True on the caller's own row (which is appended when it falls outside the top entries). */
  isYou: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof ZLeaderboardEntry>;

export const ZHintParams = z.object({
  id: idField('No such puzzle'),
  n: idField('No such hint'),
});

export const ZHintResponse = z.object({
  /** 1-based. */
  index: z.number().int(),
  hint: z.string(),
  hintsRevealed: z.number().int(),
  hintCount: z.number().int(),
  /** What solving the puzzle would earn now. */
  reward: z.number().int(),
});
export type HintResponse = z.infer<typeof ZHintResponse>;

const ZCodeByLanguage = z.object(byLanguage(() => z.string().nullable()));

export const ZSolutionResponse = z.object({
  solution: ZCodeByLanguage,
  /** What solving the puzzle would earn now: 0 once the solution was seen before solving. */
  reward: z.number().int(),
});
export type SolutionResponse = z.infer<typeof ZSolutionResponse>;

export const ZDraftQuery = z.object({
  language: z.enum(LANGUAGES, { message: CODE_MESSAGES.unknownLanguage }),
});

export const ZDraftRequest = z.object({ code: codeField({ error: 'code is required' }) });

export const ZDraft = z.object({
  language: z.enum(LANGUAGES),
  code: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type Draft = z.infer<typeof ZDraft>;

export const ZSubmissionTest = z.object({
  verdict: ZVerdict,
  cpuMs: z.number().int(),
  memoryKb: z.number().int(),
  hidden: z.boolean(),
});

export const ZSubmission = z.object({
  id: z.number().int(),
  puzzleId: z.number().int(),
  language: z.enum(LANGUAGES),
  code: z.string(),
  verdict: ZVerdict,
  passedCount: z.number().int(),
  totalCount: z.number().int(),
  runtimeMs: z.number().int().nullable(),
  memoryKb: z.number().int().nullable(),
  xpGained: z.number().int(),
  tests: z.array(ZSubmissionTest),
  createdAt: z.string(),
});
export type Submission = z.infer<typeof ZSubmission>;

export const ZRecentSolve = z.object({
  puzzleId: z.number().int(),
  title: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  xpAwarded: z.number().int(),
  completedAt: z.string(),
});

export const ZTrackProgress = z.object({
  categoryId: z.number().int(),
  name: z.string(),
  solved: z.number().int(),
  total: z.number().int(),
});
