import type {
  AdminActionResponse,
  AdminPuzzle,
  AdminPuzzleSummary,
  PackageImportQuery,
  PackageImportResponse,
  PuzzleFields,
  PuzzleProofResponse,
} from '@codequest/contracts';
import type { ExportedPuzzle } from '../packages/write';
import {
  type AdminPuzzleContext,
  createPuzzle,
  getAdminPuzzle,
  listAdminPuzzles,
  retirePuzzle,
  updatePuzzle,
  validatePuzzle,
} from './admin-puzzles';
import { requireManageable } from './classes';
import type { ServiceContext } from './context';
import { exportPuzzle, importPackage, type PackageContext, publishDraft } from './packages';

/**
 * A class's own puzzles, as its teachers (and administrators) make them: the panel's form and the same
 * proof by the judge (services/admin-puzzles.ts, in the class's scope), or a problem package imported as
 * the panel imports one (services/packages.ts, in the class's scope). Only the class's members see them
 * (services/catalogue.ts visibleTo); they stay out of the shared catalogue, its counts, the global
 * leaderboard's solves and the tracks' achievements, and a solve pays their points as any puzzle's does.
 * Who may is decided first: 403 without teacher rights, 404 for a class the caller does not teach.
 */

export async function listClassPuzzles(
  ctx: ServiceContext,
  userId: number,
  classId: number,
): Promise<AdminPuzzleSummary[]> {
  await requireManageable(ctx, userId, classId);
  return listAdminPuzzles(ctx, { classId, contestId: null });
}

export async function getClassPuzzle(
  ctx: AdminPuzzleContext,
  userId: number,
  classId: number,
  puzzleId: number,
): Promise<AdminPuzzle> {
  await requireManageable(ctx, userId, classId);
  return getAdminPuzzle(ctx, puzzleId, { classId, contestId: null });
}

export async function validateClassPuzzle(
  ctx: AdminPuzzleContext,
  userId: number,
  classId: number,
  fields: PuzzleFields,
): Promise<PuzzleProofResponse> {
  await requireManageable(ctx, userId, classId);
  return validatePuzzle(ctx, fields);
}

export async function createClassPuzzle(
  ctx: AdminPuzzleContext,
  userId: number,
  classId: number,
  fields: PuzzleFields,
): Promise<AdminPuzzle> {
  await requireManageable(ctx, userId, classId);
  return createPuzzle(ctx, userId, fields, { classId, contestId: null });
}

export async function updateClassPuzzle(
  ctx: AdminPuzzleContext,
  userId: number,
  classId: number,
  puzzleId: number,
  fields: PuzzleFields,
): Promise<AdminPuzzle> {
  await requireManageable(ctx, userId, classId);
  return updatePuzzle(ctx, userId, puzzleId, fields, { classId, contestId: null });
}

export async function retireClassPuzzle(
  ctx: ServiceContext,
  userId: number,
  classId: number,
  puzzleId: number,
): Promise<AdminActionResponse> {
  await requireManageable(ctx, userId, classId);
  return retirePuzzle(ctx, userId, puzzleId, { classId, contestId: null });
}

/** A problem package imported into the class: its problems become the class's own, live or as drafts. */
export async function importClassPackage(
  ctx: PackageContext,
  userId: number,
  classId: number,
  zip: Buffer,
  query: PackageImportQuery,
): Promise<PackageImportResponse> {
  await requireManageable(ctx, userId, classId);
  return importPackage(ctx, userId, zip, query, { classId, contestId: null });
}

export async function publishClassDraft(
  ctx: PackageContext,
  userId: number,
  classId: number,
  puzzleId: number,
): Promise<AdminPuzzle> {
  await requireManageable(ctx, userId, classId);
  return publishDraft(ctx, userId, puzzleId, { classId, contestId: null });
}

export async function exportClassPuzzle(
  ctx: PackageContext,
  userId: number,
  classId: number,
  puzzleId: number,
): Promise<ExportedPuzzle> {
  await requireManageable(ctx, userId, classId);
  return exportPuzzle(ctx, puzzleId, { classId, contestId: null });
}
