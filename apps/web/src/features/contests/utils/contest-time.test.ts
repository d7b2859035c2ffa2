import type { Contest } from '@codequest/contracts';
import { describe, expect, it } from 'vitest';
import {
  canReveal,
  clockOffsetMs,
  contestInProgress,
  countdownTarget,
  formatCountdown,
  formatDuration,
  freezeStartsAt,
  refreshDelay,
  serverNow,
  virtualRunInProgress,
} from './contest-time';

const START = Date.parse('2030-01-15T10:00:00.000Z');
const MINUTE = 60_000;

const contest = (overrides: Partial<Contest> = {}): Contest => ({
  id: 1,
  title: 'Spring round',
  description: '',
  startsAt: new Date(START).toISOString(),
  endsAt: new Date(START + 120 * MINUTE).toISOString(),
  durationMinutes: 120,
  scoring: 'icpc',
  freezeMinutes: 30,
  penaltyMinutes: 20,
  classId: null,
  practiceAfterEnd: true,
  phase: 'upcoming',
  revealed: false,
  participants: 0,
  organiser: false,
  registered: false,
  virtualRun: null,
  problems: [],
  announcements: [],
  serverTime: new Date(START - MINUTE).toISOString(),
  ...overrides,
});

describe('clockOffsetMs', () => {
  it("is the server's time less the midpoint of the request's trip", () => {
    // Sent at 1000, answered at 1400 by the device's clock; the server said 5200 at about 1200.
    expect(clockOffsetMs(new Date(5200).toISOString(), 1000, 1400)).toBe(4000);
    // A device ahead of the server: a negative offset.
    expect(clockOffsetMs(new Date(1000).toISOString(), 3000, 3000)).toBe(-2000);
    expect(serverNow(4000, 10_000)).toBe(14_000);
  });

  it('trusts the device when the server time cannot be read', () => {
    expect(clockOffsetMs('not a time', 1000, 1400)).toBe(0);
  });
});

describe('countdownTarget and refreshDelay', () => {
  it('counts down to the start, then to the end', () => {
    expect(countdownTarget(contest(), START - MINUTE)).toEqual({ kind: 'start', at: START });
    expect(countdownTarget(contest({ phase: 'running' }), START + MINUTE)).toEqual({
      kind: 'end',
      at: START + 120 * MINUTE,
    });
    expect(countdownTarget(contest({ phase: 'ended' }), START + 200 * MINUTE)).toBeNull();
  });

  it("counts down to the end of the caller's virtual run while it lasts", () => {
    const virtualRun = {
      startsAt: new Date(START + 300 * MINUTE).toISOString(),
      endsAt: new Date(START + 420 * MINUTE).toISOString(),
    };
    const ended = contest({ phase: 'ended', virtualRun });
    expect(countdownTarget(ended, START + 301 * MINUTE)).toEqual({
      kind: 'virtualEnd',
      at: START + 420 * MINUTE,
    });
    expect(countdownTarget(ended, START + 420 * MINUTE)).toBeNull();
    expect(virtualRunInProgress(ended, START + 301 * MINUTE)).toBe(true);
    expect(virtualRunInProgress(ended, START + 420 * MINUTE)).toBe(false);
    expect(contestInProgress(ended, START + 301 * MINUTE)).toBe(true);
    expect(contestInProgress(ended, START + 421 * MINUTE)).toBe(false);
    expect(contestInProgress(contest({ phase: 'running' }), START + MINUTE)).toBe(true);
    expect(contestInProgress(contest(), START - MINUTE)).toBe(false);
  });

  it('reads the contest again just past its next boundary, and every second while the server lags', () => {
    expect(refreshDelay(contest(), START - 5000)).toBe(5300);
    expect(refreshDelay(contest({ phase: 'running' }), START + 120 * MINUTE - 1000)).toBe(1300);
    // The device says the start has come; the reading still says upcoming: ask again in a second.
    expect(refreshDelay(contest(), START + 200)).toBe(1000);
    expect(refreshDelay(contest({ phase: 'ended' }), START + 200 * MINUTE)).toBeNull();
    // A start weeks away is waited for in steps setTimeout can take.
    expect(refreshDelay(contest(), START - 60 * 86_400_000)).toBe(2 ** 31 - 1);
  });
});

describe('the freeze and the reveal', () => {
  it('starts the freeze its minutes before the end', () => {
    expect(freezeStartsAt(contest())).toBe(START + 90 * MINUTE);
    expect(freezeStartsAt(contest({ freezeMinutes: 0 }))).toBeNull();
  });

  it('offers organisers the reveal once the freeze has begun, until the end or the reveal', () => {
    const running = contest({ phase: 'running', organiser: true });
    expect(canReveal(running, START + 89 * MINUTE)).toBe(false);
    expect(canReveal(running, START + 90 * MINUTE)).toBe(true);
    expect(canReveal({ ...running, revealed: true }, START + 95 * MINUTE)).toBe(false);
    expect(canReveal({ ...running, organiser: false }, START + 95 * MINUTE)).toBe(false);
    expect(canReveal({ ...running, freezeMinutes: 0 }, START + 95 * MINUTE)).toBe(false);
    expect(canReveal({ ...running, phase: 'ended' }, START + 121 * MINUTE)).toBe(false);
  });
});

describe('formatting', () => {
  it('writes a countdown rounded up to the second', () => {
    expect(formatCountdown(9_001)).toBe('0:10');
    expect(formatCountdown(9_000)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-5000)).toBe('0:00');
    expect(formatCountdown((4 * 60 + 32) * 1000)).toBe('4:32');
    expect(formatCountdown((3600 + 2 * 60 + 9) * 1000)).toBe('1:02:09');
    expect(formatCountdown((2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000)).toBe('2d 03:04:05');
  });

  it("writes a contest's length in words", () => {
    expect(formatDuration(1)).toBe('1 minute');
    expect(formatDuration(45)).toBe('45 minutes');
    expect(formatDuration(120)).toBe('2 hours');
    expect(formatDuration(90)).toBe('1 hour 30 minutes');
    expect(formatDuration(3 * 1440)).toBe('3 days');
    expect(formatDuration(1441)).toBe('1 day 1 minute');
  });
});
