/**
 * Instants read and typed in a person's own time zone (their profile's, not the browser's): due times are
 * stored as UTC instants and shown to each viewer in theirs; a teacher types a local date and time.
 */

function safeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** The wall clock in `timeZone` at `epochMs`, as numbers. */
function wallClock(epochMs: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: safeZone(timeZone),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(epochMs));
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** How far `timeZone`'s wall clock is ahead of UTC at `epochMs`. */
function offsetAt(epochMs: number, timeZone: string): number {
  const wall = wallClock(epochMs, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

/** A local date (YYYY-MM-DD) and time (HH:mm) in `timeZone` as an ISO instant; null when either is missing. */
export function instantFromZoned(date: string, time: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match || !clock) return null;
  const wall = Date.UTC(
    Number(match[1]),
    Number(match[2]) - 1,
    Number(match[3]),
    Number(clock[1]),
    Number(clock[2]),
  );
  // The offset at the guess, then at the result: right on both sides of a daylight-saving change.
  const first = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(first, timeZone)).toISOString();
}

/** An instant as the date and time inputs of `timeZone` show it. */
export function zonedInputsOf(epochMs: number, timeZone: string): { date: string; time: string } {
  const wall = wallClock(epochMs, timeZone);
  const two = (value: number) => String(value).padStart(2, '0');
  return {
    date: `${wall.year}-${two(wall.month)}-${two(wall.day)}`,
    time: `${two(wall.hour)}:${two(wall.minute)}`,
  };
}

/** An instant in the viewer's zone, to the minute: Jan 15, 2030, 6:30 PM. */
export function formatInZone(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-US', {
    timeZone: safeZone(timeZone),
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** A day in the viewer's zone: Jan 15. */
export function formatDayInZone(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', { timeZone: safeZone(timeZone), month: 'short', day: 'numeric' });
}
