import type { KeyValueStorage } from './session';

/**
 * Whether this tab's session began with a signup, so the header greets a new learner with "Welcome" rather
 * than "Welcome back". Kept in sessionStorage with the account's id: it lasts for the tab's first visit and
 * never carries over to another account or to a later sign-in.
 */

const NEW_ACCOUNT_KEY = 'codequest_new_account';

function browserStorage(): KeyValueStorage | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage;
}

/** After a signup: this account's first visit starts now. */
export function markFirstVisit(userId: number, storage: KeyValueStorage | null = browserStorage()): void {
  storage?.setItem(NEW_ACCOUNT_KEY, String(userId));
}

/** After a login: whoever signs in has been here before. */
export function forgetFirstVisit(storage: KeyValueStorage | null = browserStorage()): void {
  storage?.removeItem(NEW_ACCOUNT_KEY);
}

export function isFirstVisit(userId: number, storage: KeyValueStorage | null = browserStorage()): boolean {
  return storage?.getItem(NEW_ACCOUNT_KEY) === String(userId);
}
