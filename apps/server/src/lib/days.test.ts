import { describe, expect, it } from 'vitest';
import { cachedFormatterCount, FORMATTER_CACHE_SIZE, localDay, localHour, startOfNextLocalDay } from './days';

describe('local days', () => {
  it('keeps a bounded number of formatters, however many zones are asked for', () => {
    const zones = Intl.supportedValuesOf('timeZone');
    expect(zones.length).toBeGreaterThan(FORMATTER_CACHE_SIZE * 2);
    for (const zone of zones) {
      localDay(0, zone);
      localHour(0, zone);
    }
    expect(cachedFormatterCount()).toBe(FORMATTER_CACHE_SIZE);
    // The cache still answers correctly after evictions.
    expect(localDay(Date.UTC(2026, 10, 2, 23, 30), 'Asia/Tokyo')).toBe('2026-11-03');
    expect(localHour(Date.UTC(2026, 10, 2, 23, 30), 'Asia/Tokyo')).toBe(8);
  });

  it('finds the start of the next local day, across daylight-saving changes', () => {
    // 13:00 in Paris (UTC+1): the next day starts at 23:00 UTC.
    expect(startOfNextLocalDay(Date.UTC(2026, 10, 4, 12), 'Europe/Paris')).toBe(Date.UTC(2026, 10, 4, 23));
    // 28 March 2026 in Paris (UTC+1); the 29th starts at 23:00 UTC, and that day has 23 hours.
    expect(startOfNextLocalDay(Date.UTC(2026, 2, 28, 12), 'Europe/Paris')).toBe(Date.UTC(2026, 2, 28, 23));
    expect(startOfNextLocalDay(Date.UTC(2026, 2, 29, 12), 'Europe/Paris')).toBe(Date.UTC(2026, 2, 29, 22));
    // Just before midnight: a minute later.
    expect(startOfNextLocalDay(Date.UTC(2026, 10, 4, 23, 59), 'UTC')).toBe(Date.UTC(2026, 10, 5));
  });
});
