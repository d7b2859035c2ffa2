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

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** XP needed for each level step: level = floor(totalXP / XP_PER_LEVEL) + 1. */
export const XP_PER_LEVEL = 1000;

/** Sessions last this long after their last use (sliding). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A password-reset link works once, for this long. */
export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;
/** How long a sign-up's confirmation link works (SIGNUP_CONFIRM_EMAIL). */
export const SIGNUP_CONFIRM_TTL_MS = 24 * 60 * 60 * 1000;

export const DEFAULT_TIME_ZONE = 'UTC';
/** A learner's time zone changes at most once in this long (the change itself waits for the next local day). */
export const TIME_ZONE_CHANGE_INTERVAL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Unlocking within a track: easy puzzles are always open; medium ones open after this many easy solves in
 * the track, hard ones after this many medium solves.
 */
export const SOLVES_TO_UNLOCK_NEXT_DIFFICULTY = 3;

/** Each hint revealed before solving takes this much from the puzzle's reward. */
export const HINT_XP_COST = 10;

/** Rank tiers by solved count (spec section 9), highest first. */
export const RANK_TIERS = [
  { minSolved: 100, name: 'Code Warrior' },
  { minSolved: 50, name: 'Algorithm Master' },
  { minSolved: 25, name: 'Coding Enthusiast' },
  { minSolved: 10, name: 'Problem Solver' },
  { minSolved: 5, name: 'Getting Started' },
  { minSolved: 1, name: 'First Steps' },
  { minSolved: 0, name: 'Beginner' },
] as const;

export function rankTier(solvedCount: number): string {
  return RANK_TIERS.find((tier) => solvedCount >= tier.minSolved)?.name ?? 'Beginner';
}

/** How many entries the leaderboard lists (the caller's own row is added when it falls outside). */
export const LEADERBOARD_SIZE = 100;
/** Recent solves shown on the profile (the progress screen shows the first 5 of them). */
export const RECENT_SOLVES = 10;
/** A draft is the learner's own code: at most as large as a submission may be. */
export const DRAFT_MAX_BYTES = 64 * 1024;

/** Points of a catalogue puzzle (`content/`), by difficulty: the seeded puzzles' (spec section 9). */
export const CATALOGUE_PUZZLE_POINTS: Record<Difficulty, number> = { easy: 50, medium: 100, hard: 200 };
/** Points of a puzzle made in the admin panel or generated, by difficulty (spec section 9). */
export const ADMIN_PUZZLE_POINTS: Record<Difficulty, number> = { easy: 10, medium: 20, hard: 30 };
/** Stars of every puzzle, by difficulty. */
export const PUZZLE_STARS: Record<Difficulty, number> = { easy: 1, medium: 2, hard: 3 };

/** Admin stats count a session as active when it was used within this window. */
export const ACTIVE_SESSION_WINDOW_MS = 15 * 60 * 1000;
/** How many of today's solves the admin overview lists (newest first). */
export const ADMIN_TODAY_SOLVES_LIMIT = 50;
/** Admin lists (users, audit log) and the inbox are paged: this many rows by default, at most the maximum. */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
/** A message from an administrator to a learner: plain text, this long at most. */
export const MESSAGE_MAX_LENGTH = 2000;
/**
 * In the admin puzzle detail, catalogue puzzles' test data is cut to this many characters (their files are
 * the source of truth and some tests are megabytes); admin-made puzzles' tests are always whole.
 */
export const ADMIN_TEST_PREVIEW_CHARS = 4096;
