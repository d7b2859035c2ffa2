import { CONTEST_MESSAGES } from '@codequest/contracts';
import { describe, expect, it } from 'vitest';
import { type ContestFormValues, contestRequestOf, fieldOfMessage, problemLabel } from './contest-form';

const form = (overrides: Partial<ContestFormValues> = {}): ContestFormValues => ({
  title: 'Spring round',
  description: 'Two problems, two hours.',
  problems: [
    { puzzleId: 7, points: '100' },
    { puzzleId: 3, points: '250' },
  ],
  date: '2030-01-15',
  time: '18:30',
  durationMinutes: '120',
  scoring: 'icpc',
  freezeMinutes: '30',
  penaltyMinutes: '20',
  classId: '',
  practiceAfterEnd: true,
  ...overrides,
});

describe('contestRequestOf', () => {
  it('makes an ICPC request: the start as an instant from the organiser zone, no points, the penalty', () => {
    expect(contestRequestOf(form(), 'Asia/Tokyo')).toEqual({
      title: 'Spring round',
      description: 'Two problems, two hours.',
      problems: [{ puzzleId: 7 }, { puzzleId: 3 }],
      startsAt: '2030-01-15T09:30:00.000Z',
      durationMinutes: 120,
      scoring: 'icpc',
      freezeMinutes: 30,
      penaltyMinutes: 20,
      classId: null,
      practiceAfterEnd: true,
    });
  });

  it("makes an IOI request: each problem's points, no penalty, and the class", () => {
    const request = contestRequestOf(form({ scoring: 'ioi', classId: '12' }), 'UTC');
    expect(request.problems).toEqual([
      { puzzleId: 7, points: 100 },
      { puzzleId: 3, points: 250 },
    ]);
    expect(request).not.toHaveProperty('penaltyMinutes');
    expect(request.classId).toBe(12);
    expect(contestRequestOf(form({ practiceAfterEnd: false }), 'UTC').practiceAfterEnd).toBe(false);
    expect(request.startsAt).toBe('2030-01-15T18:30:00.000Z');
  });

  it('sends blanks as nulls and a missing start as empty, for the server to answer with its messages', () => {
    const request = contestRequestOf(form({ durationMinutes: ' ', date: '' }), 'UTC');
    expect(request.durationMinutes).toBeNull();
    expect(request.startsAt).toBe('');
  });
});

describe('problemLabel', () => {
  it('names problems A to Z by their place', () => {
    expect([0, 1, 25].map(problemLabel)).toEqual(['A', 'B', 'Z']);
  });
});

describe('fieldOfMessage', () => {
  it('names the field a server message is about, or none', () => {
    expect(fieldOfMessage(CONTEST_MESSAGES.startInPast)).toBe('start');
    expect(fieldOfMessage(CONTEST_MESSAGES.freezeTooLong)).toBe('freeze');
    expect(fieldOfMessage(CONTEST_MESSAGES.problemsInvalid)).toBe('problems');
    expect(fieldOfMessage(CONTEST_MESSAGES.organisersOnly)).toBeNull();
    expect(fieldOfMessage(null)).toBeNull();
  });
});
