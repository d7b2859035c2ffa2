/** What the global setup hands to every browser test file (read with `inject`). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The server under test, e.g. http://127.0.0.1:41234 (also its PUBLIC_URL). */
    baseUrl: string;
    /** The server's DATA_DIR: SQLite database and the mail outbox. */
    dataDir: string;
    /** The one Chromium of the run, to `chromium.connect()` to. */
    wsEndpoint: string;
    /** The administrator the server creates at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
    admin: { email: string; password: string };
  }
}

export {};
