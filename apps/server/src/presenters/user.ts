import { type User, XP_PER_LEVEL } from '@codequest/contracts';
import type { UserRow } from '../db/schema';
import { localDay, previousDay } from '../lib/days';

/** Turns a users row into the API's User: the only way a user leaves the server (no hash can slip out). */
export function presentUser(row: UserRow, extra: { solvedCount: number; now: number }): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    mobile: row.mobile,
    isAdmin: row.is_admin === 1,
    timeZone: row.time_zone,
    level: Math.floor(row.total_xp / XP_PER_LEVEL) + 1,
    totalXP: row.total_xp,
    currentXP: row.total_xp % XP_PER_LEVEL,
    streak: currentStreak(row, extra.now),
    solvedCount: extra.solvedCount,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** A streak is current while its last active day is today or yesterday in the user's time zone. */
function currentStreak(row: UserRow, now: number): number {
  if (!row.streak_last_day) return 0;
  const today = localDay(now, row.time_zone);
  return row.streak_last_day === today || row.streak_last_day === previousDay(today) ? row.streak_count : 0;
}
