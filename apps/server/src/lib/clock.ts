/** The current time, injectable so tests can move it (expiry, streaks across midnight). */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
