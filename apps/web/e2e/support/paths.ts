import path from 'node:path';

const webRoot = path.resolve(import.meta.dirname, '..', '..');
const repoRoot = path.resolve(webRoot, '..', '..');

/** The builds under test; E2E_WEB_DIST and E2E_SERVER_MAIN point at others (to measure an older build). */
export const WEB_DIST = process.env.E2E_WEB_DIST ?? path.join(webRoot, 'dist');
export const SERVER_MAIN =
  process.env.E2E_SERVER_MAIN ?? path.join(repoRoot, 'apps', 'server', 'dist', 'main.js');
/** Gitignored (test-results/ at the repo root). */
export const SCREENSHOT_DIR = path.join(repoRoot, 'test-results', 'screenshots');
/** The puzzle catalogue the server seeds (content/README.md). */
export const CONTENT_DIR = path.join(repoRoot, 'content');
