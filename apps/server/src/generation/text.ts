/** Small text helpers the families share when they write titles and statements. */

/** The text with its first letter in upper case: "bowling league" → "Bowling league". */
export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
