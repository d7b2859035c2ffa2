/**
 * Every limit of the package reader in one place: a zip is read in memory, so what it may unpack to is
 * bounded before anything is inflated, and again as it is.
 */
export const PACKAGE_LIMITS = {
  /** All entries together, uncompressed. */
  totalBytes: 256 * 1024 * 1024,
  /** Files and folders in one zip. */
  entries: 20_000,
  /** Longest path inside the zip. */
  pathChars: 1000,
  /** Folders a problem may sit under in a zip of several (contest/problem/…). */
  depth: 3,
} as const;

/** Kattis's default multiplier from the slowest accepted submission to the time limit (both formats). */
export const DEFAULT_AC_TO_TIME_LIMIT = 2;
/** The 2023-07 format's step to which a time limit is rounded up, in seconds. */
export const DEFAULT_TIME_RESOLUTION_S = 1;
/** Tests a judged submission meets at once while looking for its first failure (it stops there). */
export const PROOF_BATCH = 10;
