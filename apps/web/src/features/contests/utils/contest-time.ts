import type { Contest } from '@codequest/contracts';

/**
 * A contest's clock is the server's: a device's own clock may be minutes off, and a countdown that opened
 * the problems a minute early (or late) would be wrong for everyone. Each reading of a contest measures how
 * far the server's clock is ahead of the device's, and every countdown adds that to the device's time.
 */

const MINUTE_MS = 60_000;
const SECOND_MS = 1000;
/** A refetch at a boundary waits this much past it, so the server has surely crossed it too. */
const PAST_BOUNDARY_MS = 300;
/** When the server had not crossed a boundary the device's reckoning says it had, ask again this soon. */
const RETRY_BOUNDARY_MS = 1000;
/** setTimeout's longest wait: a boundary further away is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * How far the server's clock is ahead of the device's: the server's time when it answered, less the
 * midpoint of the request's send and receive times (the server answered about halfway through the trip).
 */
export function clockOffsetMs(serverTime: string, sentAt: number, receivedAt: number): number {
  const server = Date.parse(serverTime);
  if (Number.isNaN(server)) return 0;
  return Math.round(server - (sentAt + receivedAt) / 2);
}

/** The server's time now, by the device's clock and the measured offset. */
export const serverNow = (offsetMs: number, deviceNow: number = Date.now()): number => deviceNow + offsetMs;

/** Whether the caller's virtual run is under way at `now` (server time). */
export function virtualRunInProgress(contest: Pick<Contest, 'virtualRun'>, now: number): boolean {
  const run = contest.virtualRun;
  if (!run) return false;
  return Date.parse(run.startsAt) <= now && now < Date.parse(run.endsAt);
}

/**
 * Whether solving the contest's problems is the contest itself (no hints or solutions offered): while it
 * runs, or while the caller's virtual run does.
 */
export function contestInProgress(contest: Pick<Contest, 'phase' | 'virtualRun'>, now: number): boolean {
  return contest.phase === 'running' || virtualRunInProgress(contest, now);
}

export type CountdownKind = 'start' | 'end' | 'virtualEnd';

/** What the contest's countdown counts down to, as its reading says: the start, the end, or a virtual run's end. */
export function countdownTarget(
  contest: Pick<Contest, 'phase' | 'startsAt' | 'endsAt' | 'virtualRun'>,
  now: number,
): { kind: CountdownKind; at: number } | null {
  if (contest.phase === 'upcoming') return { kind: 'start', at: Date.parse(contest.startsAt) };
  if (contest.phase === 'running') return { kind: 'end', at: Date.parse(contest.endsAt) };
  if (contest.virtualRun && virtualRunInProgress(contest, now))
    return { kind: 'virtualEnd', at: Date.parse(contest.virtualRun.endsAt) };
  return null;
}

/**
 * How long to wait before reading the contest again so the page follows it: just past its countdown's
 * target (the problems appear at the start, registration closes at the end, a virtual run ends); a second
 * when the target has passed but the reading still says otherwise (the device's reckoning was early).
 * Null when nothing is ahead.
 */
export function refreshDelay(
  contest: Pick<Contest, 'phase' | 'startsAt' | 'endsAt' | 'virtualRun'>,
  now: number,
): number | null {
  const target = countdownTarget(contest, now);
  if (!target) return null;
  const remaining = target.at - now;
  if (remaining <= 0) return RETRY_BOUNDARY_MS;
  return Math.min(remaining + PAST_BOUNDARY_MS, MAX_TIMER_MS);
}

/** When the public board's freeze begins (ms), or null for a contest without one. */
export function freezeStartsAt(contest: Pick<Contest, 'endsAt' | 'freezeMinutes'>): number | null {
  if (contest.freezeMinutes <= 0) return null;
  return Date.parse(contest.endsAt) - contest.freezeMinutes * MINUTE_MS;
}

/**
 * Whether an organiser may reveal the board now: it runs, has a freeze that has begun, and was not
 * revealed yet (everyone's board shows the frozen outcomes at the end anyway).
 */
export function canReveal(
  contest: Pick<Contest, 'phase' | 'endsAt' | 'freezeMinutes' | 'revealed' | 'organiser'>,
  now: number,
): boolean {
  const freezesAt = freezeStartsAt(contest);
  return (
    contest.organiser &&
    contest.phase === 'running' &&
    !contest.revealed &&
    freezesAt !== null &&
    now >= freezesAt &&
    now < Date.parse(contest.endsAt)
  );
}

/**
 * A countdown's remaining time, rounded up to the second (it reads 0:00 only once the moment has come):
 * 0:09, 4:32, 1:02:09, and with days 2d 03:04:05.
 */
export function formatCountdown(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / SECOND_MS));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  if (days > 0) return `${days}d ${two(hours)}:${two(minutes)}:${two(seconds)}`;
  if (hours > 0) return `${hours}:${two(minutes)}:${two(seconds)}`;
  return `${minutes}:${two(seconds)}`;
}

/** A contest's length in words: 45 minutes, 2 hours, 1 hour 30 minutes, 3 days. */
export function formatDuration(totalMinutes: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  const minutes = totalMinutes % 60;
  const parts = [
    days > 0 ? plural(days, 'day') : '',
    hours > 0 ? plural(hours, 'hour') : '',
    minutes > 0 || totalMinutes === 0 ? plural(minutes, 'minute') : '',
  ];
  return parts.filter(Boolean).join(' ');
}
