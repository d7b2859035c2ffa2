import type { QueryKey } from '@tanstack/react-query';
import { adminPuzzleQueryOptions } from './get-admin-puzzle';
import { adminPuzzlesQueryOptions } from './get-admin-puzzles';
import { adminStatsQueryOptions } from './get-admin-stats';
import { auditLogQueryKey } from './get-audit-log';

/**
 * Where the puzzle form sends a puzzle, and a problem package its problems: the panel's shared catalogue,
 * or one class's own puzzles (the same requests and answers under /api/classes/{id}).
 */
export interface PuzzleTarget {
  /** The collection: POST creates, POST validate proves, PUT {id} edits. */
  base: string;
  /** Problem packages: POST imports one, POST {id}/publish publishes a draft. */
  packages: string;
  /** The queries a saved puzzle makes stale. */
  staleKeys: QueryKey[];
  /** The query holding one puzzle in full, updated with the saved one. */
  detailKey: (puzzleId: number) => QueryKey;
}

export const PANEL_TARGET: PuzzleTarget = {
  base: '/api/admin/puzzles',
  packages: '/api/admin/packages',
  staleKeys: [adminPuzzlesQueryOptions().queryKey, adminStatsQueryOptions().queryKey, auditLogQueryKey],
  detailKey: (puzzleId) => adminPuzzleQueryOptions(puzzleId).queryKey,
};
