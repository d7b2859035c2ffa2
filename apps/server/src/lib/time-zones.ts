import { TIME_ZONE_CHANGE_INTERVAL_MS } from '@codequest/contracts';
import { startOfNextLocalDay } from './days';

/**
 * Which time zone is in force for a learner. A change never takes effect at once: it waits for the next
 * local day of the zone in force, and there is at most one a week. So moving the zone cannot start a new
 * local day early (an extra streak day) or move the hour of day on demand (the night-owl achievement).
 */

export interface ZoneState {
  time_zone: string;
  next_time_zone: string | null;
  next_time_zone_at: number | null;
  time_zone_changed_at: number | null;
}

export function zoneInForce(state: ZoneState, now: number): string {
  return state.next_time_zone !== null && state.next_time_zone_at !== null && now >= state.next_time_zone_at
    ? state.next_time_zone
    : state.time_zone;
}

/** A change that is waiting for its day, or null. */
export function pendingZone(state: ZoneState, now: number): { timeZone: string; from: number } | null {
  if (state.next_time_zone === null || state.next_time_zone_at === null || now >= state.next_time_zone_at)
    return null;
  return { timeZone: state.next_time_zone, from: state.next_time_zone_at };
}

export type ZoneDecision =
  | { kind: 'unchanged' }
  | { kind: 'too-soon'; nextChangeAt: number }
  | { kind: 'set'; columns: Partial<ZoneState> };

/** What asking for `wanted` (a canonical name) at `now` does to the stored state. */
export function decideZoneChange(state: ZoneState, wanted: string, now: number): ZoneDecision {
  const current = zoneInForce(state, now);
  const pending = pendingZone(state, now);
  if (wanted === (pending?.timeZone ?? current)) return { kind: 'unchanged' };
  // Going back to the zone in force before the change took effect cancels it: it never changed anything.
  if (pending && wanted === current)
    return { kind: 'set', columns: { time_zone: current, next_time_zone: null, next_time_zone_at: null } };
  if (state.time_zone_changed_at !== null && now < state.time_zone_changed_at + TIME_ZONE_CHANGE_INTERVAL_MS)
    return { kind: 'too-soon', nextChangeAt: state.time_zone_changed_at + TIME_ZONE_CHANGE_INTERVAL_MS };
  return {
    kind: 'set',
    columns: {
      time_zone: current,
      next_time_zone: wanted,
      next_time_zone_at: startOfNextLocalDay(now, current),
      time_zone_changed_at: now,
    },
  };
}
