/** Every route of the app (product spec, section 2), so links and the router agree. */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  demo: '/demo',
  resetPassword: '/reset-password',
  confirmSignup: '/confirm-signup',

  dashboard: '/dashboard',
  puzzles: '/puzzles',
  leaderboard: '/leaderboard',
  progress: '/progress',
  achievements: '/achievements',
  admin: '/admin',
  adminTest: '/admin-test',
  classes: '/classes',
  classPage: '/classes/:id',
  similarity: '/classes/:id/similarity/:puzzleId',
  assignmentProgress: '/classes/:id/assignments/:assignmentId',
  classPuzzle: '/classes/:id/puzzles/:puzzleId',
  contests: '/contests',
  contestPage: '/contests/:id',
  contestProblem: '/contests/:id/problems/:label',
  contestPuzzle: '/contests/:id/puzzles/:puzzleId',
  join: '/join/:code',
  publicProfile: '/u/:username',
} as const;

/** Signed-in paths that show the Puzzles screen. */
export const PUZZLES_PATHS: readonly string[] = [paths.home, paths.dashboard, paths.puzzles];

/** Paths that only exist for signed-in users; a signed-out visitor who opens one is sent to the landing page. */
export const SIGNED_IN_ONLY_PATHS: readonly string[] = [
  paths.dashboard,
  paths.puzzles,
  paths.leaderboard,
  paths.progress,
  paths.achievements,
  paths.admin,
  paths.adminTest,
  paths.classes,
  paths.contests,
];

/**
 * The Puzzles screen keeps its selection in the query string, so a reload or a shared link opens the same
 * puzzle: ?puzzle=<puzzle slug>&category=<category slug>.
 */
export const PUZZLES_SEARCH = { puzzle: 'puzzle', category: 'category' } as const;

/** /progress?userId=<id>: another learner's progress, for admins (section 2). */
export const progressOf = (userId: number): string => `${paths.progress}?userId=${userId}`;

/** A learner's public profile: open to everyone, signed in or not. */
export const publicProfilePath = (username: string): string => `/u/${encodeURIComponent(username)}`;

/** One class's page. */
export const classPath = (classId: number): string => `/classes/${classId}`;

/** An assignment's progress grid (teachers). */
export const assignmentProgressPath = (classId: number, assignmentId: number): string =>
  `/classes/${classId}/assignments/${assignmentId}`;

/** The form for a new puzzle of a class's own, and for editing one (`classPuzzle`: "new" or an id). */
export const classPuzzleNewPath = (classId: number): string => `/classes/${classId}/puzzles/new`;
export const classPuzzleEditPath = (classId: number, puzzleId: number): string =>
  `/classes/${classId}/puzzles/${puzzleId}`;

/** A class's similarity report for one puzzle. */
export const similarityPath = (classId: number, puzzleId: number): string =>
  `/classes/${classId}/similarity/${puzzleId}`;

/** One contest's page: its countdown, problems, live scoreboard and announcements. */
export const contestPath = (contestId: number): string => `/contests/${contestId}`;

/** The form for a new problem of a contest's own, and for editing one (`contestPuzzle`: "new" or an id). */
export const contestPuzzleNewPath = (contestId: number): string => `/contests/${contestId}/puzzles/new`;
export const contestPuzzleEditPath = (contestId: number, puzzleId: number): string =>
  `/contests/${contestId}/puzzles/${puzzleId}`;

/** One problem of a contest, by its label ("A", "B", …), opened in the workspace. */
export const contestProblemPath = (contestId: number, label: string): string =>
  `/contests/${contestId}/problems/${label}`;

/** A class's join page: what its join link opens (the server names it too: joinPath in the contracts). */
export const isJoinPath = (location: string): boolean => /^\/join\/[^/]+\/?$/.test(location);
