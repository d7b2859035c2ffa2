/**
 * Puzzle generation's numbers and texts (spec sections 8 and 9). No zod here: the web app's generator shows
 * these without loading the schemas of generation.ts.
 */

export const GENERATION = {
  /** What a manual generate asks for (the welcome view's Generate button). */
  manualCount: 3,
  /** What the auto-update asks for, per track. */
  autoUpdatePerTrack: 2,
  /** The most one request may ask for. */
  maxCount: 10,
  /** Personal puzzles a learner may generate in a rolling day; past it, 429. */
  learnerDailyQuota: 9,
} as const;

export const GENERATION_MESSAGES = {
  failedTitle: 'Generation Failed',
  failed: 'Failed to generate new puzzles. Please try again.',
  autoUpdateFailed: 'Auto-Update Failed',
  /** 429: {wait} is "N hours" or "N minutes". */
  quotaReached:
    'You have generated {quota} practice puzzles in the last 24 hours. You can generate more in {wait}.',
  noSuchCategory: 'No such track: choose Algorithms, Data Structures or Logic Puzzles',
  /** 409: the catalogue has no tracks yet (it is loaded at start). */
  noTracks: 'There is no track to generate puzzles for yet.',
  /** The provider failed and CodeQuest's own families wrote the puzzles. */
  providerFellBack:
    'The puzzle model could not write a puzzle that passed the judge, so these come from CodeQuest’s own puzzle families.',
} as const;
