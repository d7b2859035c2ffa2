import { describe, expect, it } from 'vitest';
import { formatElapsed, formatMemory, formatMs } from './format';

describe('formatElapsed', () => {
  it('writes minutes and seconds, and hours once there are some', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(7)).toBe('0:07');
    expect(formatElapsed(272)).toBe('4:32');
    expect(formatElapsed(3729)).toBe('1:02:09');
  });

  it('never goes below zero', () => {
    expect(formatElapsed(-3)).toBe('0:00');
  });
});

describe('measurements', () => {
  it('writes memory in MB with one decimal and time in ms', () => {
    expect(formatMemory(12_595)).toBe('12.3 MB');
    expect(formatMemory(0)).toBe('0.0 MB');
    expect(formatMs(2)).toBe('2 ms');
  });
});
