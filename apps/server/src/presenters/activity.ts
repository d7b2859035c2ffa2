import type { ActivityCalendar } from '@codequest/contracts';

/** daily_activity rows as the API's calendar: the active days within it, oldest first. */
export function presentActivityCalendar(calendar: {
  from: string;
  to: string;
  rows: Array<{ day: string; accepted_count: number }>;
  currentStreak: number;
  longestStreak: number;
}): ActivityCalendar {
  return {
    from: calendar.from,
    to: calendar.to,
    days: calendar.rows
      .filter((row) => row.day >= calendar.from && row.day <= calendar.to && row.accepted_count > 0)
      .map((row) => ({ day: row.day, count: row.accepted_count })),
    currentStreak: calendar.currentStreak,
    longestStreak: calendar.longestStreak,
  };
}
