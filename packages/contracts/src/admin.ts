import { z } from 'zod';
import { ZExample } from './catalogue';
import {
  ADMIN_PUZZLE_POINTS,
  DEFAULT_PAGE_SIZE,
  DIFFICULTIES,
  MAX_PAGE_SIZE,
  MESSAGE_MAX_LENGTH,
  PUZZLE_STARS,
} from './constants';
import { idField } from './fields';
import { ZJudgeChecker, ZJudgeLimits, ZVerdict } from './judge';
import { byLanguage, LANGUAGES } from './languages';
import { ZUser } from './user';

/**
 * The administrators' API (product spec sections 2, 7 and 8): stats, puzzles (made in the panel and proven
 * by the judge before they are stored), users, messages to learners, and the audit log. Every route answers
 * 401 without a session and 403 to a non-admin. Over 400 lines because the puzzle form's schema, with its
 * cross-field rules and the proof report it answers with, is the admin area's contract and reads as one.
 */

/** Texts the admin API answers with. */
export const ADMIN_MESSAGES = {
  puzzleCreated: 'Puzzle created successfully',
  puzzleUpdated: 'Puzzle updated successfully',
  puzzleDeleted: 'Puzzle deleted successfully',
  puzzleAlreadyRetired: 'This puzzle was already retired',
  catalogueReadOnly:
    'Catalogue puzzles are read-only here: their files in content/ are their source of truth. Edit the files instead.',
  noSuchPuzzle: 'No such puzzle',
  noSuchUser: 'No such user',
  noSuchCategory: 'No such category',
  messageSent: 'Message sent successfully',
  userPromoted: 'User promoted to admin successfully',
  userAlreadyAdmin: 'This user is already an admin',
  solutionRequired: 'Give at least one reference solution (C, C++, Java, JavaScript or Python)',
  testRequired: 'Give at least one test case',
  messageRequired: 'Please write a message',
  messageTooLong: `A message is at most ${MESSAGE_MAX_LENGTH} characters`,
  noNulCharacters: 'Text may not contain NUL characters',
  userMadeTeacher: 'User is now a teacher',
  userAlreadyTeacher: 'This user is already a teacher',
  teacherRemoved: 'Teacher rights removed',
  userNotTeacher: 'This user is not a teacher',
  adminRemoved: 'Admin rights removed',
  userNotAdmin: 'This user is not an admin',
  cannotRemoveOwnAdmin: 'You cannot remove your own admin rights: ask another administrator',
  lastAdminCannotBeRemoved: 'This is the last administrator: make another user an administrator first',
  /** What a new teacher finds in their inbox. */
  teacherNotice:
    'You are now a CodeQuest teacher. Open Classes to create a class and invite your learners with its join link.',
  teacherRemovedNotice:
    'An administrator removed your teacher rights. You can still learn in your classes; the classes you taught stay as they are.',
  adminRemovedNotice: 'An administrator removed your administrator rights.',
  /** The message a promoted learner finds in their inbox, from the admin who promoted them. */
  promotionNotice:
    'You are now a CodeQuest administrator. The Admin Panel is in the sidebar and in your account menu.',
} as const;

/** Where a puzzle came from: the files in content/ (read-only here), the admin panel, or the generator. */
export const PUZZLE_SOURCES = ['catalogue', 'admin', 'generated'] as const;
export type PuzzleSource = (typeof PUZZLE_SOURCES)[number];

// ---------------------------------------------------------------------------------------------- paging

/** `?page=1&pageSize=25` on every paged admin list; pages are 1-based. */
export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof ZPageQuery>;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    /** Rows matching the query across all pages. */
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

const ZUserRef = z.object({ id: z.number().int(), username: z.string() });
export type UserRef = z.infer<typeof ZUserRef>;

// ---------------------------------------------------------------------------------------------- stats

export const ZTodaySolution = z.object({
  userId: z.number().int(),
  username: z.string(),
  puzzleId: z.number().int(),
  title: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  completedAt: z.string(),
});
export type TodaySolution = z.infer<typeof ZTodaySolution>;

/** GET /api/admin/stats, polled every 5 s by each open overview. */
export const ZAdminStatsResponse = z.object({
  totalUsers: z.number().int(),
  /** Live puzzles (retired ones are not counted). */
  totalPuzzles: z.number().int(),
  /** Sessions used in the last 15 minutes (ACTIVE_SESSION_WINDOW_MS), not revoked or expired. */
  activeSessions: z.number().int(),
  /** Puzzles first solved today (UTC), newest first, at most ADMIN_TODAY_SOLVES_LIMIT. */
  todaySolutionsWithUsers: z.array(ZTodaySolution),
  /** Solves today (UTC) in all, which may exceed the list above. */
  todaySolutionsCount: z.number().int(),
  /** The top-XP user (the leaderboard's first), or null while nobody has XP. */
  questMaster: ZUserRef.extend({
    totalXP: z.number().int(),
    level: z.number().int(),
    solvedCount: z.number().int(),
  }).nullable(),
});
export type AdminStatsResponse = z.infer<typeof ZAdminStatsResponse>;

// ---------------------------------------------------------------------------------------------- users

/** A row of the admin panel's user table. */
export const ZAdminUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  isAdmin: z.boolean(),
  isTeacher: z.boolean(),
  level: z.number().int(),
  totalXP: z.number().int(),
  solvedCount: z.number().int(),
  createdAt: z.string(),
  /** When one of their sessions was last used (to the minute), or null if never signed in. */
  lastActiveAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof ZAdminUser>;

export const ADMIN_USER_SORTS = ['newest', 'xp', 'username'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

/**
 * GET /api/admin/users?page=&pageSize=&search=&sort=. `search` matches part of the username or email
 * (case ignored); `sort` is newest first (default), by XP as the leaderboard orders, or by username.
 */
export const ZAdminUsersRequest = ZPageQuery.extend({
  search: z.string().trim().max(100).optional(),
  sort: z.enum(ADMIN_USER_SORTS).default('newest'),
});
export type AdminUsersRequest = z.input<typeof ZAdminUsersRequest>;

export const ZAdminUsersResponse = pageOf(ZAdminUser);
export type AdminUsersResponse = z.infer<typeof ZAdminUsersResponse>;

export const ZUserIdParams = z.object({
  id: idField(ADMIN_MESSAGES.noSuchUser),
});

/**
 * GET /api/admin/user/{id}: the user exactly as their own profile presents them (recentSolves: the latest
 * 10), with when they were last active. The admin's /progress?userId= view is built from this alone.
 */
export const ZAdminUserDetailResponse = ZUser.extend({ lastActiveAt: z.string().nullable() });
export type AdminUserDetailResponse = z.infer<typeof ZAdminUserDetailResponse>;

const ZUserId = idField(ADMIN_MESSAGES.noSuchUser, { missing: 'Choose a user' });

/** POST /api/admin/make-admin. Idempotent: promoting an admin changes nothing and says so. */
export const ZMakeAdminRequest = z.object({ userId: ZUserId });
export type MakeAdminRequest = z.infer<typeof ZMakeAdminRequest>;

const noNul = (text: string) => !text.includes('\u0000');

/** POST /api/admin/send-message: plain text (shown as text, never HTML), 1 to 2000 characters once trimmed. */
export const ZSendMessageRequest = z.object({
  userId: ZUserId,
  message: z
    .string({ error: ADMIN_MESSAGES.messageRequired })
    .trim()
    .min(1, ADMIN_MESSAGES.messageRequired)
    .max(MESSAGE_MAX_LENGTH, ADMIN_MESSAGES.messageTooLong)
    .refine(noNul, ADMIN_MESSAGES.noNulCharacters),
});
export type SendMessageRequest = z.infer<typeof ZSendMessageRequest>;

/** What make-admin, send-message and delete answer: success, a text for the toast, and whether anything changed. */
export const ZAdminActionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** False when the action had already been done (promoting an admin, retiring a retired puzzle). */
  changed: z.boolean(),
});
export type AdminActionResponse = z.infer<typeof ZAdminActionResponse>;

// ---------------------------------------------------------------------------------------------- puzzles

const codeByLanguage = <T extends z.ZodType>(value: T) => z.object(byLanguage(() => value));

/** Source code given in the panel: optional per language; blank counts as missing. */
const ZOptionalCode = z
  .string()
  .max(64 * 1024, 'Code is limited to 64 KB per language')
  .refine(noNul, ADMIN_MESSAGES.noNulCharacters)
  .optional();

export const ZPuzzleTestInput = z.object({
  input: z.string().refine(noNul, ADMIN_MESSAGES.noNulCharacters),
  expected: z.string().refine(noNul, ADMIN_MESSAGES.noNulCharacters),
  /** Hidden tests are judged on submit only; learners never see their data. */
  hidden: z.boolean().default(false),
});
export type PuzzleTestInput = z.input<typeof ZPuzzleTestInput>;

/**
 * An example as the panel gives it: shown under the statement. An imported problem's examples are its
 * samples, which may be large (a grid, say): the bounds leave room for them, so an edit never stalls on one.
 */
const exampleText = (name: string, max: number) =>
  z.string().max(max, `${name} is at most ${max} characters`).refine(noNul, ADMIN_MESSAGES.noNulCharacters);
const ZExampleInput = z.object({
  input: exampleText('An example’s input', 100_000),
  output: exampleText('An example’s output', 100_000),
  explanation: exampleText('An example’s explanation', 5000),
});

const article = (word: string) => (/^[aeiou]/.test(word) ? 'An' : 'A');

const requiredText = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} is at most ${max} characters`)
    .refine(noNul, ADMIN_MESSAGES.noNulCharacters);

/**
 * POST /api/admin/puzzles and PUT /api/admin/puzzles/{id}: the spec's payload. Points and stars follow the
 * difficulty (10/20/30 and 1/2/3): they may be left out, and are refused when they disagree. Every given
 * reference solution must pass every test in the real judge before anything is stored (400 otherwise,
 * naming the language and the test). A language without starter code gets STARTER_TEMPLATES'.
 */
export const ZPuzzleInput = z
  .object({
    title: requiredText('Title', 120),
    description: requiredText('Description', 500),
    problemStatement: requiredText('Problem statement', 20_000),
    constraints: z.string().trim().max(2000).refine(noNul, ADMIN_MESSAGES.noNulCharacters).default(''),
    categoryId: z.number({ error: 'Choose a category' }).int().positive(),
    difficulty: z.enum(DIFFICULTIES).default('easy'),
    hints: z
      .array(z.string().trim().min(1).max(500).refine(noNul, ADMIN_MESSAGES.noNulCharacters))
      .max(10, 'At most 10 hints')
      .default([]),
    testCases: z
      .array(ZPuzzleTestInput, { error: ADMIN_MESSAGES.testRequired })
      .min(1, ADMIN_MESSAGES.testRequired)
      .max(100, 'At most 100 test cases'),
    examples: z.array(ZExampleInput).max(10, 'At most 10 examples').default([]),
    starterCode: codeByLanguage(ZOptionalCode).partial().default({}),
    // Checked here, not with the whole: an error of another field leaves this one said all the same.
    solution: codeByLanguage(ZOptionalCode)
      .partial()
      .refine((solution) => LANGUAGES.some((language) => solution[language]?.trim()), {
        message: ADMIN_MESSAGES.solutionRequired,
      }),
    points: z.number().int().optional(),
    stars: z.number().int().min(1).max(3).optional(),
    /**
     * The judge's limits for its tests, any subset of them (`{}`: the defaults); how its output is compared
     * (line by line, numbers within a tolerance, tokens as Kattis's default validator, or the puzzle's own
     * output validator). An edit that leaves either out keeps the puzzle's.
     */
    limits: ZJudgeLimits.optional(),
    checker: ZJudgeChecker.optional(),
  })
  .superRefine((puzzle, ctx) => {
    const points = ADMIN_PUZZLE_POINTS[puzzle.difficulty];
    if (puzzle.points !== undefined && puzzle.points !== points) {
      ctx.addIssue({
        code: 'custom',
        path: ['points'],
        message: `${article(puzzle.difficulty)} ${puzzle.difficulty} puzzle is worth ${points} points`,
      });
    }
    const stars = PUZZLE_STARS[puzzle.difficulty];
    if (puzzle.stars !== undefined && puzzle.stars !== stars) {
      ctx.addIssue({
        code: 'custom',
        path: ['stars'],
        message: `${article(puzzle.difficulty)} ${puzzle.difficulty} puzzle has ${stars} star${stars === 1 ? '' : 's'}`,
      });
    }
  });
/** What the panel sends. */
export type PuzzleInput = z.input<typeof ZPuzzleInput>;
/** The same, with defaults applied (what the server works with). */
export type PuzzleFields = z.output<typeof ZPuzzleInput>;
export const ZCreatePuzzleRequest = ZPuzzleInput;
export type CreatePuzzleRequest = PuzzleInput;
export const ZUpdatePuzzleRequest = ZPuzzleInput;
export type UpdatePuzzleRequest = PuzzleInput;

export const ZAdminPuzzleParams = z.object({
  id: idField(ADMIN_MESSAGES.noSuchPuzzle),
});

/** A row of the admin puzzle list: everything but the statement, tests and code (see the detail). */
export const ZAdminPuzzleSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  categoryId: z.number().int(),
  difficulty: z.enum(DIFFICULTIES),
  topic: z.string().nullable(),
  points: z.number().int(),
  stars: z.number().int(),
  order: z.number().int(),
  source: z.enum(PUZZLE_SOURCES),
  /** Catalogue puzzles cannot be edited here (their files are); they can be retired. */
  readOnly: z.boolean(),
  retired: z.boolean(),
  retiredAt: z.string().nullable(),
  /** An imported package not yet proven: learners do not see it until it is published. */
  draft: z.boolean(),
  testCount: z.number().int(),
  hiddenTestCount: z.number().int(),
  /** Languages with a reference solution. */
  solutionLanguages: z.array(z.enum(LANGUAGES)),
  /** Learners who completed it. */
  solves: z.number().int(),
  submissions: z.number().int(),
  acceptedSubmissions: z.number().int(),
  /** Accepted submissions / submissions, 0 to 1; null before the first submission. */
  acceptanceRate: z.number().nullable(),
  createdBy: ZUserRef.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPuzzleSummary = z.infer<typeof ZAdminPuzzleSummary>;

/**
 * GET /api/admin/puzzles: every puzzle, retired ones included (marked), in track order. Without test data
 * and code: the catalogue's tests alone are tens of megabytes. GET /api/admin/puzzles/{id} has them.
 */
export const ZAdminPuzzlesResponse = z.array(ZAdminPuzzleSummary);
export type AdminPuzzlesResponse = z.infer<typeof ZAdminPuzzlesResponse>;

export const ZAdminTestCase = z.object({
  input: z.string(),
  expected: z.string(),
  hidden: z.boolean(),
  /** True when input or expected was cut to ADMIN_TEST_PREVIEW_CHARS (catalogue puzzles only). */
  truncated: z.boolean(),
});
export type AdminTestCase = z.infer<typeof ZAdminTestCase>;

/**
 * GET /api/admin/puzzles/{id}, and what POST and PUT answer: the whole puzzle, hidden tests and reference
 * solutions included (null for a language without one). An admin-made puzzle's fields are exactly what PUT
 * takes back.
 */
export const ZAdminPuzzle = ZAdminPuzzleSummary.extend({
  problemStatement: z.string(),
  constraints: z.string(),
  hints: z.array(z.string()),
  examples: z.array(ZExample),
  testCases: z.array(ZAdminTestCase),
  starterCode: codeByLanguage(z.string()),
  solution: codeByLanguage(z.string().nullable()),
  /** Its limits that differ from the judge's defaults, and its checker. */
  limits: ZJudgeLimits,
  checker: ZJudgeChecker,
});
export type AdminPuzzle = z.infer<typeof ZAdminPuzzle>;

// ---------------------------------------------------------------------------------------------- proof

/** One test of one language's reference solution, as the judge ran it. */
export const ZProofTestResult = z.object({
  /** 1-based, in the order the tests were given. */
  test: z.number().int(),
  hidden: z.boolean(),
  passed: z.boolean(),
  verdict: ZVerdict,
  cpuMs: z.number().int(),
  memoryKb: z.number().int(),
  /** The program's output (cut to a few KB), to compare with the expected one. */
  output: z.string(),
  message: z.string().optional(),
});
export type ProofTestResult = z.infer<typeof ZProofTestResult>;

export const ZProofLanguageResult = z.object({
  language: z.enum(LANGUAGES),
  passed: z.boolean(),
  verdict: ZVerdict,
  /** The compiler's diagnostics when it did not compile, else null. */
  compileError: z.string().nullable(),
  tests: z.array(ZProofTestResult),
});
export type ProofLanguageResult = z.infer<typeof ZProofLanguageResult>;

/**
 * POST /api/admin/puzzles/validate (the panel's Validate button; same body as POST): each given reference
 * solution against every test in the real judge. Nothing is stored. `failure` is what a save would refuse
 * with (the first failing language and test), or null when the puzzle is proven.
 */
/** Whose fault a proof's failure is: a reference solution's, a starter code's, or a wrong solution's. */
export const PROOF_PARTS = ['solution', 'starter', 'wrong'] as const;
export type ProofPart = (typeof PROOF_PARTS)[number];

export const ZPuzzleProofResponse = z.object({
  passed: z.boolean(),
  languages: z.array(ZProofLanguageResult),
  failure: z
    .object({
      language: z.enum(LANGUAGES),
      part: z.enum(PROOF_PARTS),
      test: z.number().int().nullable(),
      message: z.string(),
    })
    .nullable(),
});
export type PuzzleProofResponse = z.infer<typeof ZPuzzleProofResponse>;

// ---------------------------------------------------------------------------------------------- audit

/** Every admin action, as the audit log names it. */
export const AUDIT_ACTIONS = [
  'puzzle.create',
  'puzzle.update',
  'puzzle.retire',
  'puzzle.generate',
  /** A problem package imported (live or as a draft), and a draft published. */
  'puzzle.import',
  'puzzle.publish',
  'user.make_admin',
  'user.remove_admin',
  'user.make_teacher',
  'user.remove_teacher',
  'user.message',
  'user.reset_link',
  'user.revoke_sessions',
  /** A learner deleted their own account (recorded with no actor and no personal data). */
  'user.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = ['puzzle', 'user'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const ZAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Who did it; null for the server itself (ADMIN_EMAIL at start). */
  actor: ZUserRef.nullable(),
  action: z.enum(AUDIT_ACTIONS),
  target: z.object({
    type: z.enum(AUDIT_TARGET_TYPES),
    id: z.number().int(),
    /** The puzzle's title or the user's name when it happened. */
    label: z.string(),
  }),
  /** One line a person can read: "Created Sum of Two (easy, 10 points)". */
  summary: z.string(),
});
export type AuditEntry = z.infer<typeof ZAuditEntry>;

/** GET /api/admin/audit?page=&pageSize=&action=: newest first. */
export const ZAuditRequest = ZPageQuery.extend({ action: z.enum(AUDIT_ACTIONS).optional() });
export type AuditRequest = z.input<typeof ZAuditRequest>;

export const ZAuditResponse = pageOf(ZAuditEntry);
export type AuditResponse = z.infer<typeof ZAuditResponse>;
