import type { ExecutionResult, SubmitResult } from '@codequest/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { isAccepted, refusedToast, runToast, submitToast } from './outcome';

const run = (overrides: Partial<ExecutionResult> = {}): ExecutionResult => ({
  results: [],
  passedCount: 2,
  totalCount: 2,
  runtime: 3,
  memoryKb: 2048,
  verdict: 'ACCEPTED',
  error: null,
  ...overrides,
});

const submit = (overrides: Partial<SubmitResult> = {}): SubmitResult => ({
  ...run({ passedCount: 9, totalCount: 9 }),
  success: true,
  message: 'Solution accepted!',
  xpGained: 75,
  newAchievements: [],
  submissionId: 1,
  ...overrides,
});

describe('runToast', () => {
  it('says how many visible tests passed', () => {
    expect(runToast(run())).toEqual({
      title: 'Code Executed Successfully!',
      description: 'Passed 2/2 visible test cases',
      variant: 'success',
    });
  });

  it('names what stopped a run that did not pass every visible test, never a success', () => {
    expect(runToast(run({ passedCount: 1, verdict: 'WRONG_ANSWER' }))).toEqual({
      title: 'Wrong Answer',
      description: 'Passed 1/2 visible test cases',
      variant: 'warning',
    });
    expect(runToast(run({ passedCount: 0, verdict: 'TIME_LIMIT_EXCEEDED' }))).toEqual({
      title: 'Time Limit Exceeded',
      description: 'Passed 0/2 visible test cases',
      variant: 'destructive',
    });
    expect(runToast(run({ passedCount: 1, verdict: 'RUNTIME_ERROR' })).title).toBe('Runtime Error');
  });

  it('points to the Output tab when the code did not compile', () => {
    expect(runToast(run({ error: "main.c:1: error: expected ';'", verdict: 'COMPILATION_ERROR' }))).toEqual({
      title: 'Compilation Error',
      description: 'Check the Output tab for details',
      variant: 'destructive',
    });
  });

  it('has its own words for a run on custom input', () => {
    const custom = {
      input: '1',
      output: '1',
      stderr: '',
      verdict: 'ACCEPTED' as const,
      cpuMs: 1,
      wallMs: 2,
      memoryKb: 3,
    };
    expect(runToast(run({ custom, totalCount: 0, passedCount: 0 }))).toEqual({
      title: 'Ran on Your Input',
      description: 'Ran your code on the custom input',
    });
    const stopped = { ...custom, verdict: 'TIME_LIMIT_EXCEEDED' as const };
    expect(runToast(run({ custom: stopped, totalCount: 0, passedCount: 0 }))).toEqual({
      title: 'Time Limit Exceeded',
      description: 'On your custom input: see the Output tab',
      variant: 'destructive',
    });
  });
});

describe('submitToast', () => {
  it('announces the XP earned on an accept', () => {
    expect(submitToast(submit())).toEqual({
      title: 'Solution Accepted!',
      description: 'Earned 75 XP',
      variant: 'success',
    });
    expect(submitToast(submit({ xpGained: 0 })).description).toBe('Earned 0 XP');
  });

  it('says why an accept earned nothing', () => {
    expect(submitToast(submit({ xpGained: 0 }), 'solution-seen').description).toBe(
      'Earned 0 XP: the solution was seen before solving',
    );
    expect(submitToast(submit({ xpGained: 0 }), 'solved-before').description).toBe(
      'Earned 0 XP: you had solved this puzzle already',
    );
    expect(submitToast(submit({ xpGained: 40 }), 'solved-before').description).toBe('Earned 40 XP');
    expect(submitToast(submit({ xpGained: 0 }), 'contest').description).toBe(
      'Earned 0 XP: contest submissions count on its scoreboard, not for XP',
    );
  });

  it('says 100 XP when the server does not say (section 8)', () => {
    const withoutXp = { ...submit(), xpGained: undefined } as unknown as SubmitResult;
    expect(submitToast(withoutXp).description).toBe('Earned 100 XP');
  });

  it('counts the failed tests otherwise', () => {
    expect(
      submitToast(
        submit({ success: false, message: 'Wrong Answer on test 3', passedCount: 6, totalCount: 9 }),
      ),
    ).toEqual({
      title: 'Solution Incorrect',
      description: '3 test case(s) failed. Keep trying!',
      variant: 'destructive',
    });
  });

  it('takes the message "Solution accepted!" as an accept too', () => {
    expect(isAccepted({ success: false, message: 'Solution accepted!' })).toBe(true);
    expect(isAccepted({ success: false, message: 'Wrong Answer' })).toBe(false);
  });
});

describe('refusedToast', () => {
  const fallback = { title: 'Connection Error', description: 'Failed to submit solution. Please try again.' };
  const refusal = (status: number, message: string) =>
    new ApiError(status, JSON.stringify({ message, code: 'X' }), 'Refused');

  it("shows the server's own sentence for a refusal it explains", () => {
    expect(refusedToast(refusal(409, 'The contest has not started'), fallback)).toEqual({
      title: 'Not Judged',
      description: 'The contest has not started',
      variant: 'destructive',
    });
    expect(refusedToast(refusal(429, 'Too many submissions'), fallback).title).toBe('Slow Down');
    expect(refusedToast(refusal(503, 'The judge is busy'), fallback).title).toBe('Code Runner Unavailable');
  });

  it('blames the connection for anything else', () => {
    expect(refusedToast(new TypeError('Failed to fetch'), fallback)).toEqual({
      ...fallback,
      variant: 'destructive',
    });
    expect(refusedToast(refusal(500, 'Oops'), fallback).title).toBe('Connection Error');
    expect(refusedToast(new ApiError(409, '', 'Conflict'), fallback).title).toBe('Connection Error');
  });
});
