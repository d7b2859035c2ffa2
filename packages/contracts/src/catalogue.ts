import { z } from 'zod';
import { DIFFICULTIES } from './constants';
import { idField } from './fields';
import { LANGUAGES } from './languages';

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
  /**
   * What solving the puzzle would earn the viewer now: its points, less HINT_XP_COST for each hint revealed,
   * and nothing once its solution was seen before solving (or once it is solved).
   */
  reward: z.number().int(),
  /** Whether the viewer saw the solution before solving it: why the reward is 0. */
  solutionSeen: z.boolean(),
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

/**
 * A puzzle as the list shows it (`GET /api/puzzles`): what the sidebar, the track cards and the unlock rules
 * need. The statement, starter code, tests and examples come with the one puzzle (`GET /api/puzzles/{id}`),
 * when it is opened: the list is polled, and stays small.
 */
export const ZPuzzleSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  categoryId: z.number().int(),
  topic: z.string().nullable(),
  /** How many hints the puzzle has; `hints` holds only those this learner has revealed (signed out: none). */
  hintCount: z.number().int(),
  hints: z.array(z.string()),
  points: z.number().int(),
  stars: z.number().int().min(1).max(3),
  order: z.number().int(),
  isUnlocked: z.boolean(),
  /** A practice puzzle generated for this learner alone (not in the shared catalogue). */
  personal: z.boolean(),
  /** A class's own puzzle (made by its teachers, seen by its members only): the class's id; else null. */
  classId: z.number().int().nullable(),
  progress: ZPuzzleProgress,
});
export type PuzzleSummary = z.infer<typeof ZPuzzleSummary>;

/** One puzzle in the spec's shape (section 3), `hints` being the revealed ones. Never its solutions. */
export const ZPuzzle = ZPuzzleSummary.extend({
  problemStatement: z.string(),
  constraints: z.string(),
  /** The languages the puzzle offers (those with a proven reference solution), in the language table's order. */
  languages: z.array(z.enum(LANGUAGES)).min(1),
  starterCode: ZCodeByLanguage,
  testCases: z.array(ZTestCase),
  examples: z.array(ZExample),
  /** Present on an interactive problem: the program talks with a judge's program through its input and output. */
  interactive: z.literal(true).optional(),
  /** Files offered with the statement (an imported package's attachments), by name; absent when none. */
  attachments: z.array(z.object({ name: z.string(), bytes: z.number().int() })).optional(),
});
export type Puzzle = z.infer<typeof ZPuzzle>;

export const ZPuzzleParams = z.object({ id: idField('No such puzzle') });
/** GET /api/puzzles/:id/attachments/:name: one of a puzzle's attachments, as a download. */
export const ZAttachmentParams = ZPuzzleParams.extend({ name: z.string().max(200) });
