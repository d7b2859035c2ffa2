/**
 * Turns what a program or compiler printed into text safe to store and show: UTF-8 decoded with invalid
 * sequences replaced, NUL bytes replaced (PostgreSQL text cannot hold them), and a length cap.
 */
export function displayText(bytes: Buffer, maxChars = Number.POSITIVE_INFINITY): string {
  const text = bytes.toString('utf8').replaceAll('\u0000', '\uFFFD');
  return text.length > maxChars ? `${text.slice(0, maxChars)}\n[output truncated]` : text;
}

/** The sandbox's own folders in a compiler's messages ("/src/Main.java:3:" → "Main.java:3:"). */
const SANDBOX_PATH = /(?<![\w./-])\/(?:src|prog|box|tmp)\/(?=[\w.-])/g;

export function stripSandboxPaths(text: string): string {
  return text.replace(SANDBOX_PATH, '');
}
