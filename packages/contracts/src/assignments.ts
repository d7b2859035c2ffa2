import { z } from 'zod';
import { CLASS_MESSAGES } from './classes';
import { idField, textField } from './fields';

/**
 * Assignments: a class's puzzles with an opening and a due instant. Instants travel as ISO strings (UTC);
 * the teacher's form takes a local date and time in the teacher's zone, and each viewer sees them in their
 * own. The rule: the first accepted submission at or before the due instant is on time; after it, late.
 * Late solves count in totals and the class leaderboard only when the assignment says so. Solves made
 * before the assignment opened count too: a puzzle solved is solved.
 */

export const ASSIGNMENT_TITLE_MAX_LENGTH = 120;
export const ASSIGNMENT_MAX_PUZZLES = 20;

export const ASSIGNMENT_STATUSES = ['on_time', 'late', 'attempted', 'not_started'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

/** How each status reads, in the grid, the CSV and a learner's own list. */
export const ASSIGNMENT_STATUS_LABELS: Record<AssignmentStatus, string> = {
  on_time: 'Solved on time',
  late: 'Solved late',
  attempted: 'Attempted',
  not_started: 'Not started',
};

export const ASSIGNMENT_MESSAGES = {
  noSuchAssignment: 'No such assignment',
  noSuchLearner: 'This person is not a learner of the class',
  noSuchPuzzle: 'No such puzzle in this assignment',
  titleRequired: 'Please give the assignment a title',
  titleTooLong: `An assignment title is at most ${ASSIGNMENT_TITLE_MAX_LENGTH} characters`,
  puzzlesRequired: 'Please pick at least one puzzle',
  tooManyPuzzles: `An assignment has at most ${ASSIGNMENT_MAX_PUZZLES} puzzles`,
  puzzleNotAvailable: 'One of the puzzles is not available to learners',
  instantRequired: 'Please give a date and time',
  dueBeforeOpening: 'The due time must be after the opening',
  deleted: 'Assignment deleted',
  /** The inbox message every member gets; {title}, {class} and {due} are filled in. */
  published: 'New assignment in {class}: "{title}", due {due}.',
} as const;

const ZInstant = z.iso.datetime({ offset: true, error: ASSIGNMENT_MESSAGES.instantRequired });

const ZTitle = textField({ error: ASSIGNMENT_MESSAGES.titleRequired })
  .trim()
  .min(1, ASSIGNMENT_MESSAGES.titleRequired)
  .max(ASSIGNMENT_TITLE_MAX_LENGTH, ASSIGNMENT_MESSAGES.titleTooLong);

const ZPuzzleIds = z
  .array(idField(ASSIGNMENT_MESSAGES.puzzleNotAvailable), { error: ASSIGNMENT_MESSAGES.puzzlesRequired })
  .min(1, ASSIGNMENT_MESSAGES.puzzlesRequired)
  .max(ASSIGNMENT_MAX_PUZZLES, ASSIGNMENT_MESSAGES.tooManyPuzzles)
  .transform((ids) => [...new Set(ids)]);

/** POST /api/classes/:id/assignments and PUT …/assignments/:assignmentId (teachers of the class). */
export const ZAssignmentRequest = z
  .object({
    title: ZTitle,
    puzzleIds: ZPuzzleIds,
    opensAt: ZInstant,
    dueAt: ZInstant,
    lateSolvesCount: z.boolean().optional().default(false),
  })
  .refine((request) => Date.parse(request.dueAt) > Date.parse(request.opensAt), {
    message: ASSIGNMENT_MESSAGES.dueBeforeOpening,
    path: ['dueAt'],
  });
export type AssignmentRequest = z.input<typeof ZAssignmentRequest>;

export const ZAssignmentParams = z.object({
  id: idField(CLASS_MESSAGES.noSuchClass),
  assignmentId: idField(ASSIGNMENT_MESSAGES.noSuchAssignment),
});
export const ZLearnerPuzzleParams = ZAssignmentParams.extend({
  userId: idField(ASSIGNMENT_MESSAGES.noSuchLearner),
  puzzleId: idField(ASSIGNMENT_MESSAGES.noSuchPuzzle),
});

export const ZAssignmentPuzzle = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  difficulty: z.string(),
  /** The caller's own status (learners); null for a teacher's view. */
  myStatus: z.enum(ASSIGNMENT_STATUSES).nullable(),
});
export type AssignmentPuzzle = z.infer<typeof ZAssignmentPuzzle>;

export const ZAssignment = z.object({
  id: z.number().int(),
  classId: z.number().int(),
  className: z.string(),
  title: z.string(),
  opensAt: z.string(),
  dueAt: z.string(),
  lateSolvesCount: z.boolean(),
  createdAt: z.string(),
  puzzles: z.array(ZAssignmentPuzzle),
});
export type Assignment = z.infer<typeof ZAssignment>;

/** GET /api/classes/:id/assignments (members), GET /api/classes/assignments (the caller's, all classes). */
export const ZAssignmentsResponse = z.object({ items: z.array(ZAssignment) });
export type AssignmentsResponse = z.infer<typeof ZAssignmentsResponse>;

/** GET /api/classes/due-puzzles: the earliest due instant of each puzzle in the caller's open assignments. */
export const ZDuePuzzlesResponse = z.object({
  items: z.array(z.object({ puzzleId: z.number().int(), dueAt: z.string(), assignmentId: z.number().int() })),
});
export type DuePuzzlesResponse = z.infer<typeof ZDuePuzzlesResponse>;

// ---------------------------------------------------------------------------------------------- the grid

export const ZProgressCell = z.object({
  puzzleId: z.number().int(),
  status: z.enum(ASSIGNMENT_STATUSES),
  /** Submissions up to and including the first accept; all of them when none was accepted. */
  tries: z.number().int(),
  firstAcceptedAt: z.string().nullable(),
});
export type ProgressCell = z.infer<typeof ZProgressCell>;

export const ZProgressRow = z.object({
  userId: z.number().int(),
  username: z.string(),
  cells: z.array(ZProgressCell),
  /** Puzzles solved that count (on time, plus late when late solves count). */
  solved: z.number().int(),
  onTime: z.number().int(),
  late: z.number().int(),
});
export type ProgressRow = z.infer<typeof ZProgressRow>;

/** GET /api/classes/:id/assignments/:assignmentId/progress (teachers of the class, administrators). */
export const ZProgressResponse = z.object({
  assignment: ZAssignment,
  rows: z.array(ZProgressRow),
  /** Per puzzle, in the assignment's order: learners whose solve counts, and how many tried at all. */
  puzzleTotals: z.array(
    z.object({ puzzleId: z.number().int(), solved: z.number().int(), attempted: z.number().int() }),
  ),
});
export type ProgressResponse = z.infer<typeof ZProgressResponse>;

/** GET …/progress/:userId/:puzzleId: one learner's submissions for one puzzle, oldest first. */
export const ZLearnerSubmissionsResponse = z.object({
  username: z.string(),
  puzzleTitle: z.string(),
  dueAt: z.string(),
  items: z.array(
    z.object({
      id: z.number().int(),
      language: z.string(),
      verdict: z.string(),
      code: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type LearnerSubmissionsResponse = z.infer<typeof ZLearnerSubmissionsResponse>;

// ---------------------------------------------------------------------------------------------- leaderboard

/** GET /api/classes/:id/leaderboard: learners by assignment puzzles solved (counted per late rule). */
export const ZClassLeaderboardResponse = z.object({
  items: z.array(
    z.object({
      rank: z.number().int(),
      userId: z.number().int(),
      username: z.string(),
      solved: z.number().int(),
      lastSolvedAt: z.string().nullable(),
    }),
  ),
});
export type ClassLeaderboardResponse = z.infer<typeof ZClassLeaderboardResponse>;
