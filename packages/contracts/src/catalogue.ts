import { z } from 'zod';
import { DIFFICULTIES, LANGUAGES } from './constants';
import { idField } from './fields';

/** The catalogue as the API serves it (product spec, section 3). */

export const ZCategory = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
});
export type Category = z.infer<typeof ZCategory>;

export const PROGRESS_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
export type ProgressStatus = (typeof PROGRESS_STATUSES)[number];

export const ZPuzzleProgress = z.object({
  status: z.enum(PROGRESS_STATUSES),
  completedAt: z.string().nullable(),
});

/** A visible test shows its data; a hidden one only that it exists. */
export const ZTestCase = z.union([
  z.object({ input: z.string(), expected: z.string(), hidden: z.literal(false) }),
  z.object({ hidden: z.literal(true) }),
]);
export type TestCase = z.infer<typeof ZTestCase>;

export const ZExample = z.object({ input: z.string(), output: z.string(), explanation: z.string() });

const ZCodeByLanguage = z.object(
  Object.fromEntries(LANGUAGES.map((language) => [language, z.string()])) as {
    [K in (typeof LANGUAGES)[number]]: z.ZodString;
  },
);

export const ZPuzzle = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  categoryId: z.number().int(),
  topic: z.string().nullable(),
  problemStatement: z.string(),
  constraints: z.string(),
  hints: z.array(z.string()),
  starterCode: ZCodeByLanguage,
  testCases: z.array(ZTestCase),
  examples: z.array(ZExample),
  points: z.number().int(),
  stars: z.number().int().min(1).max(3),
  order: z.number().int(),
  isUnlocked: z.boolean(),
  progress: ZPuzzleProgress,
});
export type Puzzle = z.infer<typeof ZPuzzle>;

export const ZPuzzleParams = z.object({ id: idField('No such puzzle') });
