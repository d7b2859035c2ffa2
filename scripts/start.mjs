// `npm start`: set up whatever is missing, then serve CodeQuest (embedded SQLite unless DATABASE_URL is set).
// The launcher starts the web process (as the service user when run as root) and, without REDIS_URL, keeps
// the judge process; the server migrates the database and seeds the catalogue itself at start.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { note, ROOT, setup, step } from './setup.mjs';

setup();
step(`Starting CodeQuest on port ${process.env.PORT ?? 3000}`);
const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(ROOT, 'apps/server/dist/launcher.js')],
  {
    cwd: ROOT,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
const host = !process.env.HOST || process.env.HOST === '0.0.0.0' ? '127.0.0.1' : process.env.HOST;
reportJudge(`http://${host}:${process.env.PORT ?? 3000}/api/health`);

/** Once the judge's start-up self-test is done, says whether CodeQuest can run code, and if not, why. */
async function reportJudge(url) {
  for (let attempt = 0; attempt < 600 && server.exitCode === null; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const health = await fetch(url)
      .then((response) => response.json())
      .catch(() => undefined);
    const languages = Object.entries(health?.judge?.languages ?? {});
    if (languages.length === 0 || languages.some(([, state]) => state.status === 'checking')) continue;
    if (languages.some(([, state]) => state.status === 'unchecked')) continue;
    if (health.judge.ready) {
      step(
        `Judge ready (${health.judge.mode}): ${languages.map(([name]) => name).join(', ')} run in the sandbox`,
      );
    } else {
      step('Judge NOT ready: runs and submits answer 503 until this is fixed');
      for (const [language, state] of languages)
        if (state.status !== 'ok') note(`${language}: ${state.reason ?? state.status}`);
    }
    return;
  }
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
