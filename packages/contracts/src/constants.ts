/** Every limit and constant of the product in one place (product spec, section 9). */

export const PRODUCT_NAME = 'CodeQuest';

/** Browser storage keys: the product's name followed by _token / _user_data. */
export const STORAGE_KEYS = {
  token: 'codequest_token',
  user: 'codequest_user_data',
} as const;

/** Fired on window after login and after an accepted submit. */
export const TOKEN_CHANGED_EVENT = 'tokenChanged';

export const PASSWORD_MIN_LENGTH = 6;
/** Long enough for any passphrase, short enough that hashing it costs nothing unusual. */
export const PASSWORD_MAX_LENGTH = 128;
export const MOBILE_DIGITS = 10;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const EMAIL_MAX_LENGTH = 254;

export const LANGUAGES = ['c', 'java', 'python'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'java';

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** XP needed for each level step: level = floor(totalXP / XP_PER_LEVEL) + 1. */
export const XP_PER_LEVEL = 1000;

/** Sessions last this long after their last use (sliding). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A password-reset link works once, for this long. */
export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;

export const DEFAULT_TIME_ZONE = 'UTC';

/**
 * Unlocking within a track: easy puzzles are always open; medium ones open after this many easy solves in
 * the track, hard ones after this many medium solves.
 */
export const SOLVES_TO_UNLOCK_NEXT_DIFFICULTY = 3;
