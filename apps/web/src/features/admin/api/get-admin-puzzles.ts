import type { AdminPuzzlesResponse, Category } from '@codequest/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** Every puzzle, retired ones marked, without tests and code (GET /api/admin/puzzles). */
export function getAdminPuzzles(): Promise<AdminPuzzlesResponse> {
  return apiGet<AdminPuzzlesResponse>('/api/admin/puzzles');
}

export const adminPuzzlesQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'puzzles'], queryFn: getAdminPuzzles });

export function useAdminPuzzles() {
  return useQuery(adminPuzzlesQueryOptions());
}

/** The tracks, to name and filter puzzles by. */
export function getTracks(): Promise<Category[]> {
  return apiGet<Category[]>('/api/categories');
}

export const tracksQueryOptions = () => queryOptions({ queryKey: ['admin', 'tracks'], queryFn: getTracks });

export function useTracks() {
  return useQuery(tracksQueryOptions());
}
