import path from 'node:path';

const webRoot = path.resolve(import.meta.dirname, '..', '..');
const repoRoot = path.resolve(webRoot, '..', '..');

export const WEB_DIST = path.join(webRoot, 'dist');
export const SERVER_MAIN = path.join(repoRoot, 'apps', 'server', 'dist', 'main.js');
/** Gitignored (test-results/ at the repo root). */
export const SCREENSHOT_DIR = path.join(repoRoot, 'test-results', 'screenshots');
/** The puzzle catalogue the server seeds (content/README.md). */
export const CONTENT_DIR = path.join(repoRoot, 'content');
