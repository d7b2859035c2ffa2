import { measureQueueCost, printQueueCost } from './queue-cost';

/**
 * `npm run bench:queue`: what the judge queue on Redis adds to a job, against the in-process queue, one job
 * at a time (queue-cost.ts). Needs Redis (REDIS_URL, default 127.0.0.1:6379) and root.
 */

const options = {
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  iterations: Number(process.env.BENCH_ITERATIONS ?? 40),
  slots: 2,
};

try {
  printQueueCost(await measureQueueCost(options), options);
} catch (error) {
  console.error(error);
  process.exit(1);
}
