import type { ActivityCalendar } from '@codequest/contracts';
import { describe, expect, it } from 'vitest';
import { calendarWeeks, cellLabel, levelOf, totalSolves } from './calendar-grid';

const calendar: ActivityCalendar = {
  from: '2025-03-09',
  to: '2026-03-12',
  days: [
    { day: '2025-03-09', count: 1 },
    { day: '2026-03-01', count: 8 },
    { day: '2026-03-12', count: 3 },
  ],
  currentStreak: 1,
  longestStreak: 4,
};

describe('the activity calendar', () => {
  it('lays out 53 weeks of Sunday-first days, ending today', () => {
    const weeks = calendarWeeks(calendar);
    expect(weeks).toHaveLength(53);
    expect(weeks[0]?.days[0]).toMatchObject({ day: '2025-03-09', count: 1, level: 1 });
    const lastWeek = weeks.at(-1);
    // 12 March 2026 is a Thursday: Friday and Saturday are still to come.
    expect(lastWeek?.days[4]).toMatchObject({ day: '2026-03-12', count: 3, level: 2 });
    expect(lastWeek?.days.slice(5)).toEqual([null, null]);
    expect(weeks.flatMap((week) => week.days).filter(Boolean)).toHaveLength(52 * 7 + 5);
  });

  it('labels the weeks where a month starts, and every cell in words', () => {
    const weeks = calendarWeeks(calendar);
    expect(weeks.filter((week) => week.month).map((week) => week.month)).toEqual([
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sept',
      'Oct',
      'Nov',
      'Dec',
      'Jan',
      'Feb',
      'Mar',
    ]);
    expect(cellLabel('2026-03-12', 3)).toBe('3 solves on 12 March 2026');
    expect(cellLabel('2026-03-12', 1)).toBe('1 solve on 12 March 2026');
    expect(cellLabel('2026-03-13', 0)).toBe('No solves on 13 March 2026');
  });

  it('shades by count and sums the solves', () => {
    expect([0, 1, 2, 3, 4, 6, 7, 50].map(levelOf)).toEqual([0, 1, 2, 2, 3, 3, 4, 4]);
    expect(totalSolves(calendar)).toBe(12);
  });
});
