import type { Draft, Submission } from '@codequest/contracts';
import { describe, expect, it } from 'vitest';
import { openingCode } from './opening-code';

const accepted: Submission = {
  id: 7,
  puzzleId: 1,
  language: 'python',
  code: 'print("accepted")\n',
  verdict: 'ACCEPTED',
  passedCount: 3,
  totalCount: 3,
  runtimeMs: 12,
  memoryKb: 9000,
  xpGained: 50,
  tests: [],
  createdAt: '2026-01-02T10:00:00.000Z',
};
const draft = (code: string | null, updatedAt: string | null): Draft => ({
  language: 'python',
  code,
  updatedAt,
});

describe('openingCode', () => {
  it('opens a solved puzzle on the accepted code, in the language it was solved in', () => {
    expect(
      openingCode(draft('print("before")', '2026-01-02T09:59:00.000Z'), accepted, 'python', 'starter'),
    ).toBe(accepted.code);
    expect(openingCode(draft(null, null), accepted, 'python', 'starter')).toBe(accepted.code);
  });

  it('keeps a draft edited after the accept', () => {
    expect(
      openingCode(draft('print("later")', '2026-01-02T10:05:00.000Z'), accepted, 'python', 'starter'),
    ).toBe('print("later")');
  });

  it('in other languages, and without an accept, the draft else the starter', () => {
    const java: Draft = { language: 'java', code: 'class Main {}', updatedAt: '2026-01-01T00:00:00.000Z' };
    expect(openingCode(java, accepted, 'java', 'starter')).toBe('class Main {}');
    expect(openingCode({ ...java, code: null, updatedAt: null }, accepted, 'java', 'starter')).toBe(
      'starter',
    );
    expect(openingCode(undefined, null, 'python', 'starter')).toBe('starter');
    expect(openingCode(draft('mine', '2026-01-01T00:00:00.000Z'), null, 'python', 'starter')).toBe('mine');
  });
});
