// `npm run worker`: set up whatever is missing, then run a judge worker that takes its jobs from the BullMQ
// queue on REDIS_URL (README.md: "Scaling out"). It needs the judge's system packages and root, like the
// embedded server; it needs no database and no catalogue.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, setup, step } from './setup.mjs';

setup({ worker: true });
step('Starting a judge worker');
const worker = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(ROOT, 'apps/server/dist/worker.js')],
  { cwd: ROOT, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => worker.kill(signal));
worker.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
