import { ZContestParams, ZContestPuzzleParams } from '@codequest/contracts';
import {
  createContestPuzzle,
  exportContestPuzzle,
  getContestPuzzle,
  importContestPackage,
  listContestPuzzles,
  publishContestDraft,
  retireContestPuzzle,
  updateContestPuzzle,
  validateContestPuzzle,
} from '../../services/contest-problems';
import { requireOrganised } from '../../services/contests';
import { ownPuzzleRoutes } from '../own-puzzles';

/**
 * /api/contests/{id}/puzzles and …/packages: a contest's own problems, made, proven, edited and imported by
 * its organisers as a class's teachers do theirs (routes/own-puzzles.ts). Who may, and until when, is
 * services/contest-problems.ts's to decide.
 */
export const contestProblemRoutes = ownPuzzleRoutes({
  params: ZContestParams,
  puzzleParams: ZContestPuzzleParams,
  requireManager: requireOrganised,
  list: listContestPuzzles,
  get: getContestPuzzle,
  validate: validateContestPuzzle,
  create: createContestPuzzle,
  update: updateContestPuzzle,
  retire: retireContestPuzzle,
  importPackage: importContestPackage,
  publish: publishContestDraft,
  exportPackage: exportContestPuzzle,
});
