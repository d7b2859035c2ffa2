import { describe, expect, it } from 'vitest';
import { forgetFirstVisit, isFirstVisit, markFirstVisit } from './first-visit';
import type { KeyValueStorage } from './session';

function memoryStorage(): KeyValueStorage {
  const entries = new Map<string, string>();
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

describe('first visit', () => {
  it('is the first visit of the account that just signed up, and of no other', () => {
    const storage = memoryStorage();
    expect(isFirstVisit(7, storage)).toBe(false);
    markFirstVisit(7, storage);
    expect(isFirstVisit(7, storage)).toBe(true);
    expect(isFirstVisit(8, storage)).toBe(false);
  });

  it('ends with a login', () => {
    const storage = memoryStorage();
    markFirstVisit(7, storage);
    forgetFirstVisit(storage);
    expect(isFirstVisit(7, storage)).toBe(false);
  });

  it('does nothing without storage', () => {
    markFirstVisit(7, null);
    expect(isFirstVisit(7, null)).toBe(false);
  });
});
