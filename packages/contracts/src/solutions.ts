import { z } from 'zod';
import { ZPageQuery } from './admin';
import { idField } from './fields';
import { LANGUAGES } from './languages';
import { SOLUTION_MARK_KINDS, SOLUTION_MESSAGES, SOLUTION_SORTS } from './solution-marks';

/**
 * Other learners' accepted solutions to a puzzle, opened by one's own accept (Codewars' way): each learner's
 * latest accepted solution per language, with marks other learners gave it. Only code is shown: never a
 * test, an output or a reference solution.
 */

/** GET /api/puzzles/:id/solutions?sort=&language=&page=&pageSize= */
export const ZSolutionsQuery = ZPageQuery.extend({
  sort: z.enum(SOLUTION_SORTS, { message: 'sort must be recent or shortest' }).default('recent'),
  /** Listed first: the caller's editor language. */
  language: z.enum(LANGUAGES, { message: 'Unknown language' }).optional(),
});
export type SolutionsQuery = z.input<typeof ZSolutionsQuery>;

const ZMarkCounts = z.object({ clever: z.number().int(), best_practice: z.number().int() });

export const ZCommunitySolution = z.object({
  /** The accepted submission's id. */
  id: z.number().int(),
  author: z.object({ username: z.string() }),
  language: z.enum(LANGUAGES),
  code: z.string(),
  createdAt: z.string(),
  marks: ZMarkCounts,
  /** The marks the caller gave it. */
  myMarks: z.object({ clever: z.boolean(), best_practice: z.boolean() }),
});
export type CommunitySolution = z.infer<typeof ZCommunitySolution>;

export const ZSolutionsResponse = z.object({
  items: z.array(ZCommunitySolution),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SolutionsResponse = z.infer<typeof ZSolutionsResponse>;

export const ZSolutionMarkParams = z.object({
  id: idField('No such puzzle'),
  submissionId: idField(SOLUTION_MESSAGES.noSuchSolution),
  kind: z.enum(SOLUTION_MARK_KINDS, { message: 'kind must be clever or best_practice' }),
});

/** PUT and DELETE …/marks/:kind: the solution's counts and the caller's marks after the change. */
export const ZSolutionMarkResponse = ZCommunitySolution.pick({ id: true, marks: true, myMarks: true });
export type SolutionMarkResponse = z.infer<typeof ZSolutionMarkResponse>;
