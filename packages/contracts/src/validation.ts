import {
  EMAIL_MAX_LENGTH,
  MOBILE_DIGITS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './constants';
import { MESSAGES } from './messages';

/**
 * The form rules of the product spec (section 5), as plain functions so the web app checks a form before it
 * calls the server and the server enforces the very same rules, in the same order, with the same messages.
 */

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE_PATTERN = new RegExp(`^\\d{${MOBILE_DIGITS}}$`);
const USERNAME_PATTERN = new RegExp(`^[A-Za-z0-9_.-]{${USERNAME_MIN_LENGTH},${USERNAME_MAX_LENGTH}}$`);

/** Format characters: zero-width spaces and joiners, the soft hyphen, direction marks. Unseen in an address. */
const INVISIBLE = /\p{Cf}/u;

/**
 * The one form of an email address that is stored and compared: compatibility-normalised (NFKC: a
 * full-width `ｂ` or `＠` is a `b` or `@`), trimmed, lower-case. Two addresses that read the same are one.
 */
export function canonicalEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  const canonical = canonicalEmail(email);
  return canonical.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(canonical) && !INVISIBLE.test(canonical);
}

export function isValidMobile(mobile: string): boolean {
  return MOBILE_PATTERN.test(mobile.trim());
}

export function isValidTimeZone(timeZone: string): boolean {
  return canonicalTimeZone(timeZone) !== null;
}

/**
 * The time zone's canonical IANA name (`europe/paris` → `Europe/Paris`, `GMT` → `UTC`), or null when Intl
 * does not know it. Stored names are canonical, so that one zone is one name.
 */
export function canonicalTimeZone(timeZone: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export interface SignupForm {
  username: string;
  email: string;
  mobile: string;
  password: string;
  confirmPassword: string;
}

/** The first problem with a signup form, or null. The spec's five rules come first, in its order. */
export function signupProblem(form: SignupForm): string | null {
  const { username, email, mobile, password, confirmPassword } = form;
  if ([username, email, mobile, password, confirmPassword].some((value) => value.trim() === '')) {
    return MESSAGES.fillAllFields;
  }
  if (password !== confirmPassword) return MESSAGES.passwordsDoNotMatch;
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  if (!isValidEmail(email)) return MESSAGES.invalidEmail;
  if (!isValidMobile(mobile)) return MESSAGES.invalidMobile;
  if (!USERNAME_PATTERN.test(username.trim())) return MESSAGES.invalidUsername;
  if (password.length > PASSWORD_MAX_LENGTH) return MESSAGES.passwordTooLong;
  return null;
}

/** The first problem with a new password (reset and change-password forms), or null. */
export function newPasswordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return MESSAGES.passwordTooLong;
  return null;
}
