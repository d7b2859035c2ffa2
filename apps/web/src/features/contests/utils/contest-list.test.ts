import type { Contest } from '@codequest/contracts';
import { describe, expect, it } from 'vitest';
import { groupContests } from './contest-list';

const contest = (id: number, phase: Contest['phase'], startsAt: string, endsAt: string): Contest => ({
  id,
  title: `Contest ${id}`,
  description: '',
  startsAt,
  endsAt,
  durationMinutes: 60,
  scoring: 'icpc',
  freezeMinutes: 0,
  penaltyMinutes: 20,
  classId: null,
  practiceAfterEnd: true,
  phase,
  revealed: false,
  participants: 0,
  organiser: false,
  registered: false,
  virtualRun: null,
  problems: [],
  announcements: [],
  serverTime: '2030-01-15T10:00:00.000Z',
});

describe('groupContests', () => {
  it('puts running contests first, then the soonest upcoming, then the latest ended; empty groups go', () => {
    const items = [
      contest(1, 'ended', '2030-01-01T10:00:00Z', '2030-01-01T11:00:00Z'),
      contest(2, 'upcoming', '2030-02-01T10:00:00Z', '2030-02-01T11:00:00Z'),
      contest(3, 'running', '2030-01-15T09:30:00Z', '2030-01-15T12:00:00Z'),
      contest(4, 'upcoming', '2030-01-20T10:00:00Z', '2030-01-20T11:00:00Z'),
      contest(5, 'ended', '2030-01-10T10:00:00Z', '2030-01-10T11:00:00Z'),
      contest(6, 'running', '2030-01-15T09:00:00Z', '2030-01-15T10:30:00Z'),
    ];
    expect(groupContests(items).map((group) => [group.phase, group.items.map((item) => item.id)])).toEqual([
      ['running', [6, 3]],
      ['upcoming', [4, 2]],
      ['ended', [5, 1]],
    ]);
    expect(groupContests(items.filter((item) => item.phase === 'ended')).map((group) => group.phase)).toEqual(
      ['ended'],
    );
    expect(groupContests([])).toEqual([]);
  });
});
