/** The browser's IANA time zone (sent at sign-up and sign-in so day streaks follow the user's own days). */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
