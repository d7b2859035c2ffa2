/**
 * Other learners' solutions: the marks, the orders and the server's messages. No zod here: the web app's
 * workspace shows these without loading the schemas of solutions.ts.
 */

export const SOLUTION_MARK_KINDS = ['clever', 'best_practice'] as const;
export type SolutionMarkKind = (typeof SOLUTION_MARK_KINDS)[number];

export const SOLUTION_MARK_LABELS: Record<SolutionMarkKind, string> = {
  clever: 'Clever',
  best_practice: 'Best practice',
};

export const SOLUTION_SORTS = ['recent', 'shortest'] as const;
export type SolutionSort = (typeof SOLUTION_SORTS)[number];

export const SOLUTION_MESSAGES = {
  /** 403 before the caller's own accept. */
  locked: "Other learners' solutions open once you have solved this puzzle yourself.",
  noSuchSolution: 'No such solution',
  ownSolution: 'You cannot mark your own solution',
  /** 429 past the marks' budget; {wait} is "N seconds". */
  tooManyMarks: 'You are marking solutions very often. Please wait {wait} and try again.',
} as const;
