import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startBenchServer } from './bench-server';

/**
 * One more web process for `npm run bench:contest`'s second half: a CodeQuest server on the installation
 * its environment names (DATABASE_URL, REDIS_URL, REDIS_PREFIX), which tells its parent its address, measures
 * its event loop's delay when asked (`loop-start`, then `loop-stop` answers it), and runs until it is told to
 * stop.
 */
async function main(): Promise<void> {
  const server = await startBenchServer({
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    REDIS_URL: process.env.REDIS_URL ?? '',
    REDIS_PREFIX: process.env.REDIS_PREFIX ?? '',
    CONTENT_DIR: process.env.CONTENT_DIR ?? '',
  });
  const loop = monitorEventLoopDelay({ resolution: 10 });
  process.on('message', (message: { type: string }) => {
    if (message.type === 'loop-start') {
      loop.reset();
      loop.enable();
      process.send?.({ type: 'ok' });
    } else if (message.type === 'loop-stop') {
      loop.disable();
      process.send?.({ type: 'ok', value: { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 } });
    } else if (message.type === 'stop') void server.close().then(() => process.exit(0));
  });
  process.send?.({ type: 'ok', value: server.baseUrl });
}

main().catch((error: unknown) => {
  process.send?.({ type: 'error', error: String(error) });
  process.exit(1);
});
