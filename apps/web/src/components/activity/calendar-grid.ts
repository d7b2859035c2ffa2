import type { ActivityCalendar } from '@codequest/contracts';

/**
 * The activity calendar's layout, as a contribution graph: one column per week (Sunday to Saturday), one
 * cell per day from the calendar's first Sunday to today, shaded by the day's count, with month labels over
 * the weeks where a month starts. Days are the learner's local days as the server gives them (YYYY-MM-DD).
 */

export interface CalendarCell {
  day: string;
  count: number;
  /** 0 (none) to 4 (the most). */
  level: number;
  /** What a screen reader says and a pointer's tooltip shows: "3 solves on 12 March 2026". */
  label: string;
}

export interface CalendarWeek {
  /** Seven days, Sunday first; null after today. */
  days: Array<CalendarCell | null>;
  /** The month that starts in this week ("Mar"), or null. */
  month: string | null;
}

/** Counts at or above each threshold get that level (1 to 4). */
export const LEVEL_THRESHOLDS = [1, 2, 4, 7] as const;

export function levelOf(count: number): number {
  return LEVEL_THRESHOLDS.filter((threshold) => count >= threshold).length;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortMonth = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });

const dayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** "3 solves on 12 March 2026", "1 solve on …", "No solves on …". */
export function cellLabel(day: string, count: number): string {
  const date = longDate.format(dayStart(day));
  if (count === 0) return `No solves on ${date}`;
  return `${count} ${count === 1 ? 'solve' : 'solves'} on ${date}`;
}

export function calendarWeeks(calendar: ActivityCalendar): CalendarWeek[] {
  const counts = new Map(calendar.days.map((entry) => [entry.day, entry.count]));
  const first = dayStart(calendar.from);
  const last = dayStart(calendar.to);
  const weeks: CalendarWeek[] = [];
  for (let weekStart = first; weekStart <= last; weekStart += 7 * DAY_MS) {
    const days: Array<CalendarCell | null> = [];
    let month: string | null = null;
    for (let offset = 0; offset < 7; offset++) {
      const time = weekStart + offset * DAY_MS;
      if (time > last) {
        days.push(null);
        continue;
      }
      const day = new Date(time).toISOString().slice(0, 10);
      if (day.endsWith('-01')) month = shortMonth.format(time);
      const count = counts.get(day) ?? 0;
      days.push({ day, count, level: levelOf(count), label: cellLabel(day, count) });
    }
    weeks.push({ days, month });
  }
  // The first week names its month too, when the next label leaves room for it.
  const firstWeek = weeks[0];
  const nextLabel = weeks.findIndex((week) => week.month !== null);
  if (firstWeek && firstWeek.month === null && (nextLabel === -1 || nextLabel >= 3))
    firstWeek.month = shortMonth.format(first);
  return weeks;
}

/** All the solves the calendar shows. */
export function totalSolves(calendar: ActivityCalendar): number {
  return calendar.days.reduce((sum, entry) => sum + entry.count, 0);
}
