import { isJoinPath, paths } from '@/config/paths';
import type { KeyValueStorage } from './session';

/**
 * Where to go once signed in: a signed-out visitor who opened a class's join link signs in or up, then comes
 * back to that join page. Kept in localStorage (a sign-up confirmed from its mail opens another tab) for an
 * hour, and only for join pages: nothing else can be sent through it.
 */

const RETURN_TO_KEY = 'codequest_return_to';
const RETURN_TO_TTL_MS = 60 * 60 * 1000;

function browserStorage(): KeyValueStorage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

export function rememberReturnTo(
  path: string,
  now = Date.now(),
  storage: KeyValueStorage | null = browserStorage(),
): void {
  if (isJoinPath(path))
    storage?.setItem(RETURN_TO_KEY, JSON.stringify({ path, until: now + RETURN_TO_TTL_MS }));
}

/** The remembered join page (forgotten as it is read), else the spec's /dashboard. */
export function takeReturnTo(now = Date.now(), storage: KeyValueStorage | null = browserStorage()): string {
  const stored = storage?.getItem(RETURN_TO_KEY);
  storage?.removeItem(RETURN_TO_KEY);
  if (!stored) return paths.dashboard;
  try {
    const { path, until } = JSON.parse(stored) as { path?: unknown; until?: unknown };
    if (typeof path === 'string' && isJoinPath(path) && typeof until === 'number' && until > now) return path;
  } catch {
    // A value not written by rememberReturnTo: ignored.
  }
  return paths.dashboard;
}
