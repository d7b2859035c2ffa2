import { ZClassParams, ZClassPuzzleParams } from '@codequest/contracts';
import {
  createClassPuzzle,
  exportClassPuzzle,
  getClassPuzzle,
  importClassPackage,
  listClassPuzzles,
  publishClassDraft,
  retireClassPuzzle,
  updateClassPuzzle,
  validateClassPuzzle,
} from '../../services/class-puzzles';
import { requireManageable } from '../../services/classes';
import { ownPuzzleRoutes } from '../own-puzzles';

/**
 * /api/classes/{id}/puzzles and …/packages: a class's own puzzles, made, proven, edited and imported by its
 * teachers as the admin panel's are (routes/own-puzzles.ts). Who may is services/class-puzzles.ts's to
 * decide.
 */
export const classPuzzleRoutes = ownPuzzleRoutes({
  params: ZClassParams,
  puzzleParams: ZClassPuzzleParams,
  requireManager: requireManageable,
  list: listClassPuzzles,
  get: getClassPuzzle,
  validate: validateClassPuzzle,
  create: createClassPuzzle,
  update: updateClassPuzzle,
  retire: retireClassPuzzle,
  importPackage: importClassPackage,
  publish: publishClassDraft,
  exportPackage: exportClassPuzzle,
});
