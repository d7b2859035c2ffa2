import { startBenchServer } from './bench-server';

/**
 * One more web process for `npm run bench:contest`'s second half: a CodeQuest server on the installation
 * its environment names (DATABASE_URL, REDIS_URL, REDIS_PREFIX), which tells its parent its address and
 * runs until it is told to stop.
 */
async function main(): Promise<void> {
  const server = await startBenchServer({
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    REDIS_URL: process.env.REDIS_URL ?? '',
    REDIS_PREFIX: process.env.REDIS_PREFIX ?? '',
    CONTENT_DIR: process.env.CONTENT_DIR ?? '',
  });
  process.on('message', (message: { type: string }) => {
    if (message.type !== 'stop') return;
    void server.close().then(() => process.exit(0));
  });
  process.send?.({ type: 'ok', value: server.baseUrl });
}

main().catch((error: unknown) => {
  process.send?.({ type: 'error', error: String(error) });
  process.exit(1);
});
