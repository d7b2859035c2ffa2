import { setTimeout as delay } from 'node:timers/promises';
import type { JudgeHealth } from '@codequest/contracts';
import type { Config } from './config';

/**
 * What `npm start` tells the operator once the judge's start-up self-test is done: whether CodeQuest can run
 * code, and if not, each language's reason. Read from the server's own health answer, as anyone would.
 */

/** Health's answer as far as it is read here (`GET /api/health`; parts may be missing while it starts). */
interface Health {
  judge?: Partial<Omit<JudgeHealth, 'languages'>> & { languages?: Partial<JudgeHealth['languages']> };
}

const POLL_MS = 500;
const ATTEMPTS = 600;

/** The address health answers on: the listening host, or this machine when the server listens on all. */
export function healthUrl(config: Pick<Config, 'host' | 'port'>): string {
  const host = !config.host || config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}/api/health`;
}

/** The lines to print for a health answer, or undefined while the self-test has not decided every language. */
export function judgeReport(health: Health | undefined): string[] | undefined {
  const languages = Object.entries(health?.judge?.languages ?? {});
  if (languages.length === 0) return undefined;
  if (languages.some(([, state]) => state.status === 'checking' || state.status === 'unchecked'))
    return undefined;
  if (health?.judge?.ready)
    return [
      `\n▸ Judge ready (${health.judge.mode}): ${languages.map(([name]) => name).join(', ')} run in the sandbox`,
    ];
  return [
    '\n▸ Judge NOT ready: runs and submits answer 503 until this is fixed',
    ...languages
      .filter(([, state]) => state.status !== 'ok')
      .map(([language, state]) => `  ${language}: ${state.reason ?? state.status}`),
  ];
}

/** Polls health until the judge's self-test is done (or stopped()), then prints what it found. */
export async function reportJudge(config: Config, stopped: () => boolean): Promise<void> {
  const url = healthUrl(config);
  for (let attempt = 0; attempt < ATTEMPTS && !stopped(); attempt++) {
    await delay(POLL_MS, undefined, { ref: false });
    const health = (await fetch(url)
      .then((response) => response.json())
      .catch(() => undefined)) as Health | undefined;
    const lines = judgeReport(health);
    if (lines) {
      console.log(lines.join('\n'));
      return;
    }
  }
}
