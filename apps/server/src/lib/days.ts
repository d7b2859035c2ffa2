/** Calendar days and hours in a person's own time zone; days as YYYY-MM-DD strings (they sort as text). */

/**
 * Intl formatters are slow to build, so they are kept, but only the most recently used few: time-zone names
 * come from users, and a cache keyed by them must not grow without bound.
 */
export const FORMATTER_CACHE_SIZE = 64;

type Part = 'day' | 'hour';
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(part: Part, timeZone: string): Intl.DateTimeFormat {
  const key = `${part} ${timeZone}`;
  let cached = formatters.get(key);
  if (cached) {
    // Map keeps insertion order: moving the entry to the end makes the first entry the least recently used.
    formatters.delete(key);
  } else {
    cached =
      part === 'day'
        ? new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
        : new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' });
    if (formatters.size >= FORMATTER_CACHE_SIZE) {
      const oldest = formatters.keys().next().value;
      if (oldest !== undefined) formatters.delete(oldest);
    }
  }
  formatters.set(key, cached);
  return cached;
}

/** How many formatters are kept (for tests of the bound). */
export function cachedFormatterCount(): number {
  return formatters.size;
}

export function localDay(epochMs: number, timeZone: string): string {
  return formatter('day', timeZone).format(epochMs);
}

/** The hour of day (0–23) at `epochMs` in a time zone. */
export function localHour(epochMs: number, timeZone: string): number {
  return Number(formatter('hour', timeZone).format(epochMs));
}

/** The day before a YYYY-MM-DD day. */
export function previousDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

const TWO_DAYS_MS = 48 * 60 * 60 * 1000;

/**
 * The first instant after `epochMs` that falls on a later local day in `timeZone`: the coming local
 * midnight, or whatever starts that day where a clock change skips midnight. Searched, rather than computed
 * from offsets, so that daylight-saving changes need no special case.
 */
export function startOfNextLocalDay(epochMs: number, timeZone: string): number {
  const today = localDay(epochMs, timeZone);
  let before = epochMs;
  let after = epochMs + TWO_DAYS_MS;
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (localDay(middle, timeZone) > today) after = middle;
    else before = middle;
  }
  return after;
}
