import { localDay, previousDay } from './days';

/** Day streaks: runs of consecutive local days with at least one accepted submission. */

export interface StreakState {
  count: number;
  /** The last local day (YYYY-MM-DD) with an accepted submission, or null. */
  lastDay: string | null;
}

/** The streak after an accepted submission on `day`. */
export function extendStreak(state: StreakState, day: string): StreakState {
  if (state.lastDay === day) return state;
  if (state.lastDay !== null && state.lastDay === previousDay(day))
    return { count: state.count + 1, lastDay: day };
  // A day that goes backwards (a time-zone change moved the calendar) never breaks or shortens a streak.
  if (state.lastDay !== null && day < state.lastDay) return state;
  return { count: 1, lastDay: day };
}

/**
 * The streak as shown: it is current while its last day is yesterday or later (later happens after a move
 * to a time zone where the calendar is behind); otherwise it is 0.
 */
export function currentStreak(state: StreakState, now: number, timeZone: string): number {
  if (!state.lastDay) return 0;
  return state.lastDay >= previousDay(localDay(now, timeZone)) ? state.count : 0;
}
