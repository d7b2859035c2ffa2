import { describe, expect, it } from 'vitest';
import { rememberReturnTo, takeReturnTo } from './return-to';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('the page to come back to after signing in', () => {
  it('is a remembered join page, once, within the hour', () => {
    const storage = memoryStorage();
    rememberReturnTo('/join/ABCD2345', 1_000, storage);
    expect(takeReturnTo(2_000, storage)).toBe('/join/ABCD2345');
    expect(takeReturnTo(3_000, storage)).toBe('/dashboard');

    rememberReturnTo('/join/ABCD2345', 1_000, storage);
    expect(takeReturnTo(1_000 + 60 * 60 * 1000 + 1, storage)).toBe('/dashboard');
  });

  it('is never anything but a join page', () => {
    const storage = memoryStorage();
    rememberReturnTo('https://elsewhere.example/join/X', 1_000, storage);
    rememberReturnTo('/admin', 1_000, storage);
    expect(takeReturnTo(2_000, storage)).toBe('/dashboard');
    storage.setItem('codequest_return_to', JSON.stringify({ path: '//evil.example', until: 9e15 }));
    expect(takeReturnTo(2_000, storage)).toBe('/dashboard');
  });
});
