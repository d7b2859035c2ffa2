// `npm start`: set up whatever is missing, then serve CodeQuest (embedded SQLite unless DATABASE_URL is set).
// The server migrates the database and seeds the catalogue itself at start.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, setup, step } from './setup.mjs';

setup();
step(`Starting CodeQuest on port ${process.env.PORT ?? 3000}`);
const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(ROOT, 'apps/server/dist/main.js')],
  {
    cwd: ROOT,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
