import {
  type FromJudgeProcess,
  type JudgeLink,
  JudgeProcessClient,
  type JudgeProcessOptions,
  JudgeProcessSupervisor,
  sendIfConnected,
  type ToJudgeProcess,
} from '@codequest/judge/ipc';
import type { TextLocation } from '@codequest/judge/transports';
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogueBuilt } from '../catalogue/build-beside';
import { type Config, judgePlacement } from '../config';

/**
 * Where the server's judge process comes from. `own`: the server forks and restarts it itself (it runs as
 * root, or the judge runs unprivileged anyway). `launcher`: the server runs as an unprivileged user and its
 * root launcher (launcher.ts) keeps the judge process, relaying messages over the server's IPC channel.
 */
export type JudgeProcessSource = 'own' | 'launcher';

/** What the launcher says on the server's IPC channel besides the judge process's own messages. */
export type FromLauncher =
  | FromJudgeProcess
  | CatalogueBuilt
  | { type: 'link'; event: 'up'; pid: number; restarts: number }
  | { type: 'link'; event: 'down'; reason: string; restartInMs?: number };

export function judgeProcessOptions(config: Config): JudgeProcessOptions {
  return {
    concurrency: config.judgeConcurrency,
    contentDir: config.contentDir,
    javaServiceIdleMs: config.judgeJavaIdleMs,
    ...judgePlacement(config),
  };
}

export async function openJudgeProcess(
  config: Config,
  log: FastifyBaseLogger,
  source: JudgeProcessSource,
  locateTexts: (hashes: string[]) => Promise<TextLocation[]>,
): Promise<JudgeProcessClient> {
  const client = new JudgeProcessClient({
    locateTexts,
    onInternalError: (detail) => log.error({ detail }, 'judge internal error'),
    onProcessEvent: (event) =>
      event.up || event.expected ? log.info(event.message) : log.error(event.message),
    onRestartSelfTest: (health) =>
      (health.ready ? log.info : log.error).call(
        log,
        { judge: health },
        health.ready
          ? `judge ready again (${health.mode})`
          : 'judge NOT ready after its restart, runs and submits answer 503',
      ),
  });
  if (source === 'launcher') {
    client.attach(launcherLink(client, log));
  } else {
    const supervisor = new JudgeProcessSupervisor(judgeProcessOptions(config), client.events);
    client.attach(supervisor);
    supervisor.start();
  }
  await client.waitUntilUp();
  return client;
}

/** The judge process kept by the root launcher, reached through this process's IPC channel. */
function launcherLink(client: JudgeProcessClient, log: FastifyBaseLogger): JudgeLink {
  if (!process.send)
    throw new Error('the judge process is kept by the launcher, but there is no IPC channel');
  process.on('message', (message: FromLauncher) => {
    if (message.type === 'catalogue-built') return; // for the catalogue (catalogue/seed-later.ts)
    if (message.type !== 'link') client.events.message(message);
    else if (message.event === 'up') client.events.up(message.pid, message.restarts);
    else client.events.down(message.reason, message.restartInMs);
  });
  process.on('disconnect', () => {
    // The launcher (and with it the judge) is gone: a server that can never judge again stops.
    log.fatal('the launcher that keeps the judge process is gone: stopping');
    process.exit(1);
  });
  // Whatever the launcher's judge process did before this listened, it says again now.
  sendIfConnected(process, { type: 'hello' });
  return {
    send: (message: ToJudgeProcess) => sendIfConnected(process, message),
    // The launcher stops the judge process when this server exits.
    close: async () => undefined,
  };
}
