import { STORAGE_KEYS, TOKEN_CHANGED_EVENT, type User } from '@codequest/contracts';

/**
 * The browser session (product spec, sections 3 and 4): the bearer token and the user returned at sign-in,
 * kept in localStorage. Every change of the token is announced with the `tokenChanged` window event so the
 * app, in this tab, switches between the public pages and the signed-in app; other tabs see a storage event.
 */

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): KeyValueStorage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

export function readToken(storage: KeyValueStorage | null = browserStorage()): string | null {
  return storage?.getItem(STORAGE_KEYS.token) || null;
}

/** The user stored at sign-in, or null when there is none or it is not a user object. */
export function readStoredUser(storage: KeyValueStorage | null = browserStorage()): User | null {
  const raw = storage?.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return looksLikeUser(value) ? value : null;
  } catch {
    return null;
  }
}

function looksLikeUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof User, unknown>>;
  return typeof candidate.id === 'number' && typeof candidate.username === 'string';
}

export interface StoredSession {
  token: string;
  user?: User | undefined;
}

export function writeSession(
  session: StoredSession,
  storage: KeyValueStorage | null = browserStorage(),
): void {
  storage?.setItem(STORAGE_KEYS.token, session.token);
  if (session.user) writeUser(session.user, storage);
}

export function writeUser(user: User, storage: KeyValueStorage | null = browserStorage()): void {
  storage?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function clearSession(storage: KeyValueStorage | null = browserStorage()): void {
  storage?.removeItem(STORAGE_KEYS.token);
  storage?.removeItem(STORAGE_KEYS.user);
}

export function announceTokenChange(target: EventTarget | null = browserWindow()): void {
  target?.dispatchEvent(new Event(TOKEN_CHANGED_EVENT));
}

function browserWindow(): EventTarget | null {
  return typeof window === 'undefined' ? null : window;
}

/** Stores a new session and tells the app about it. */
export function startSession(session: StoredSession): void {
  writeSession(session);
  announceTokenChange();
}

/** Forgets the session and tells the app about it. */
export function endSession(): void {
  clearSession();
  announceTokenChange();
}

/** Calls `onChange` whenever the stored token may have changed (this tab or another one). */
export function subscribeToToken(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // key is null when another tab cleared the whole storage.
    if (event.key === null || event.key === STORAGE_KEYS.token) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(TOKEN_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(TOKEN_CHANGED_EVENT, onChange);
  };
}
