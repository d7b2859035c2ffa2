/**
 * The product spec's limits and timings that only the web app uses (section 9). Shared ones (password
 * length, storage keys, languages, hint cost…) live in @codequest/contracts.
 */

/** Radix toast settings: one toast at a time, shown 5 s, dismissed by a 50 px swipe, focused with F8. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
/** A closed toast stays in the store this long before it is dropped (the spec's value, kept as is). */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** The reset page without a token waits this long before it sends the visitor to /login. */
export const INVALID_RESET_LINK_REDIRECT_MS = 3000;

/** The demo's Run Code button pretends to run for this long. */
export const DEMO_RUN_MS = 2000;

/** How often screens poll their data (section 4); every other query is fetched once. */
export const REFRESH_INTERVALS_MS = {
  puzzles: 3000,
  adminStats: 5000,
  progress: 5000,
  achievements: 10_000,
  /** The header bell's inbox (the choice: polling, see features/inbox). */
  inbox: 10_000,
} as const;

/** The admin panel's users, puzzles and activity lists show this many rows a page. */
export const ADMIN_PAGE_SIZE = 25;

/** A search box asks the server once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The overview's global user progress list shows the top this many by XP. */
export const ADMIN_PROGRESS_LIST_SIZE = 10;

/** The bell lists this many of the newest messages. */
export const INBOX_PAGE_SIZE = 20;

/** What the landing page claims (section 1). */
export const LANDING_CLAIMS = {
  challenges: '150+',
  languages: 3,
  challengesPerTrack: 50,
} as const;

export const COPYRIGHT_YEAR = 2025;

/** The XP an accepted submission announces when the server does not say (section 8: "default 100"). */
export const DEFAULT_ACCEPTED_XP = 100;

/** The progress screen lists this many recent solves; the profile dialog lists all the server sends (10). */
export const PROGRESS_RECENT_SOLVES = 5;

/** The profile dialog shows this many of the latest achievements. */
export const PROFILE_RECENT_ACHIEVEMENTS = 3;

/** The leaderboard's podium holds the top three. */
export const PODIUM_SIZE = 3;

/** The editor saves a draft this long after the learner stops typing. */
export const DRAFT_SAVE_DELAY_MS = 800;

/** A puzzle has 1 to 3 stars (product spec, section 3). */
export const MAX_STARS = 3;

/** Tailwind's `lg` breakpoint: from here the workspace shows problem and editor side by side. */
export const WIDE_SCREEN_QUERY = '(min-width: 64rem)';

/**
 * Waiting for the server again (the profile call that failed, the connection probe): the first retry after
 * 1 s, each later one twice as late, never more than 15 s apart.
 */
export const RECONNECT_BACKOFF_MS = { first: 1000, max: 15_000 } as const;

/**
 * A contest's live scoreboard reconnects after a dropped connection: at once after half a second, then
 * twice as late each time, never more than 10 s apart (a reconnect starts from the whole board).
 */
export const SCOREBOARD_RECONNECT_MS = { first: 500, max: 10_000 } as const;

/** Answers that mean the server itself could not be reached (a proxy in front of it answers for it). */
export const UNREACHABLE_STATUSES: readonly number[] = [502, 503, 504];
