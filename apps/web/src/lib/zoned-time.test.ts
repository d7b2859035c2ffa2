import { describe, expect, it } from 'vitest';
import { formatInZone, instantFromZoned, zonedInputsOf } from './zoned-time';

describe('zoned time', () => {
  it("turns a teacher's local date and time into the instant, across daylight saving", () => {
    expect(instantFromZoned('2030-01-15', '18:30', 'Asia/Tokyo')).toBe('2030-01-15T09:30:00.000Z');
    expect(instantFromZoned('2026-07-01', '12:00', 'Europe/Paris')).toBe('2026-07-01T10:00:00.000Z');
    expect(instantFromZoned('2026-12-01', '12:00', 'Europe/Paris')).toBe('2026-12-01T11:00:00.000Z');
    expect(instantFromZoned('', '12:00', 'Europe/Paris')).toBeNull();
  });

  it('shows an instant in the viewer zone and back as inputs', () => {
    expect(formatInZone('2030-01-15T09:30:00.000Z', 'Asia/Tokyo')).toBe('Jan 15, 2030, 6:30 PM');
    expect(formatInZone('2030-01-15T09:30:00.000Z', 'America/New_York')).toBe('Jan 15, 2030, 4:30 AM');
    expect(zonedInputsOf(Date.parse('2030-01-15T09:30:00.000Z'), 'Asia/Tokyo')).toEqual({
      date: '2030-01-15',
      time: '18:30',
    });
  });
});
