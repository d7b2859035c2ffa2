import { STORAGE_KEYS, TOKEN_CHANGED_EVENT, type User } from '@codequest/contracts';
import { describe, expect, it, vi } from 'vitest';
import {
  announceTokenChange,
  clearSession,
  type KeyValueStorage,
  readStoredUser,
  readToken,
  writeSession,
  writeUser,
} from './session';

function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

// Only the fields every version of the API sends; the rest of User does not matter to storage.
const user = {
  id: 7,
  username: 'ada',
  email: 'ada@example.com',
  mobile: '0123456789',
  isAdmin: false,
  timeZone: 'Europe/Paris',
  level: 1,
  totalXP: 0,
  currentXP: 0,
  streak: 0,
  solvedCount: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
} as User;

describe('session storage', () => {
  it('uses the product-named keys', () => {
    expect(STORAGE_KEYS).toEqual({ token: 'codequest_token', user: 'codequest_user_data' });
  });

  it('stores the token and the user as JSON, and reads them back', () => {
    const storage = memoryStorage();
    writeSession({ token: 'abc', user }, storage);
    expect(storage.entries.get('codequest_token')).toBe('abc');
    expect(JSON.parse(storage.entries.get('codequest_user_data') ?? '')).toEqual(user);
    expect(readToken(storage)).toBe('abc');
    expect(readStoredUser(storage)).toEqual(user);
  });

  it('stores only the token when no user came with it', () => {
    const storage = memoryStorage();
    writeSession({ token: 'abc' }, storage);
    expect(storage.entries.has('codequest_user_data')).toBe(false);
  });

  it('reads a missing or empty token as no token', () => {
    expect(readToken(memoryStorage())).toBeNull();
    expect(readToken(memoryStorage({ codequest_token: '' }))).toBeNull();
    expect(readToken(null)).toBeNull();
  });

  it('ignores a stored user that is not JSON or not a user', () => {
    expect(readStoredUser(memoryStorage({ codequest_user_data: '{not json' }))).toBeNull();
    expect(readStoredUser(memoryStorage({ codequest_user_data: '"ada"' }))).toBeNull();
    expect(readStoredUser(memoryStorage({ codequest_user_data: '{"id":"7"}' }))).toBeNull();
    expect(readStoredUser(memoryStorage())).toBeNull();
  });

  it('replaces the stored user', () => {
    const storage = memoryStorage();
    writeUser(user, storage);
    writeUser({ ...user, level: 2 }, storage);
    expect(readStoredUser(storage)?.level).toBe(2);
  });

  it('clears both keys and nothing else', () => {
    const storage = memoryStorage({ codequest_token: 'abc', codequest_user_data: '{}', other: 'kept' });
    clearSession(storage);
    expect([...storage.entries.keys()]).toEqual(['other']);
  });

  it('announces a token change with the tokenChanged event', () => {
    const target = new EventTarget();
    const listener = vi.fn();
    target.addEventListener(TOKEN_CHANGED_EVENT, listener);
    announceTokenChange(target);
    expect(TOKEN_CHANGED_EVENT).toBe('tokenChanged');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
