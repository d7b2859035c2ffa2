import type { AdminUser, AdminUserDetailResponse, AdminUsersResponse, User } from '@codequest/contracts';
import { type PageWindow, presentPage } from './page';
import { levelOf } from './user';

/** Users as administrators see them: the paged table's rows, and one user with when they were last active. */

export interface AdminUserRow {
  id: number;
  username: string;
  email: string;
  mobile: string | null;
  is_admin: 0 | 1;
  is_teacher: 0 | 1;
  total_xp: number;
  solved_count: number;
  created_at: number;
  /** The latest use of any of their sessions (a subquery: a string on some drivers), or null. */
  last_active_at: number | string | null;
}

/** Epoch milliseconds as an ISO time; null when there is none (never signed in). */
const isoOrNull = (epochMs: number | string | null | undefined) =>
  epochMs === null || epochMs === undefined ? null : new Date(Number(epochMs)).toISOString();

export function presentAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    mobile: row.mobile,
    isAdmin: row.is_admin === 1,
    isTeacher: row.is_teacher === 1,
    level: levelOf(row.total_xp).level,
    totalXP: row.total_xp,
    solvedCount: row.solved_count,
    createdAt: new Date(row.created_at).toISOString(),
    lastActiveAt: isoOrNull(row.last_active_at),
  };
}

export function presentAdminUsers(
  rows: AdminUserRow[],
  total: number | string,
  window: PageWindow,
): AdminUsersResponse {
  return presentPage(rows.map(presentAdminUser), total, window);
}

/** One user as they see themselves (presentUser), and when they were last active. */
export function presentAdminUserDetail(
  user: User,
  lastActiveAt: number | string | null | undefined,
): AdminUserDetailResponse {
  return { ...user, lastActiveAt: isoOrNull(lastActiveAt) };
}
