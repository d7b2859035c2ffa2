import type { Scoreboard, ScoreboardUpdate } from '@codequest/contracts';

/**
 * The watchers of `npm run bench:contest`, in a process of their own as browsers are: each opens the live
 * board with its participant's session and notes when it first held a board of each progress. Asked for a
 * report with the changes made (when each verdict was answered, and the board's progress then), it answers
 * each watcher's delay to hold a board at least that far along. Another such process reads the board as
 * JSON ten times a second (`poll`), timing each read whole and until its answer's headers (the rest is the
 * body's transfer and decompression here).
 */

type Row = Scoreboard['rows'][number];

/** How far a row has come: every try and every solve adds to it. */
const rowProgress = (row: Row): number =>
  row.cells.reduce((sum, cell) => sum + cell.tries + (cell.solved ? 1 : 0), 0);

/** How far the board has come: its rows' progress summed. */
function boardProgress(board: Scoreboard): number {
  return board.rows.reduce((sum, row) => sum + rowProgress(row), 0);
}

interface Watcher {
  /** [progress, first arrival (ms since the epoch)], in arrival order. */
  arrivals: Array<[number, number]>;
}

const watchers: Watcher[] = [];
let events = 0;
/** The JSON reads' times, whole and until the headers, and where they go. */
const jsonMs: number[] = [];
const headersMs: number[] = [];
let polling = false;
let target = { baseUrl: '', contestId: 0 };
let bytes = 0;

async function watch(baseUrl: string, contestId: number, token: string, onFirst: () => void): Promise<void> {
  const watcher: Watcher = { arrivals: [] };
  watchers.push(watcher);
  const response = await fetch(`${baseUrl}/api/contests/${contestId}/scoreboard/live`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
  });
  if (!response.ok || !response.body) throw new Error(`live board answered ${response.status}`);
  const decoder = new TextDecoder();
  let text = '';
  let first = true;
  // Each row's progress, and the board's: a `rows` event replaces its rows' (a browser would rank them too).
  let rows: Map<string, number> | undefined;
  let progress = 0;
  for await (const chunk of response.body) {
    const at = Date.now();
    text += decoder.decode(chunk, { stream: true });
    let end = text.indexOf('\n\n');
    while (end >= 0) {
      const event = text.slice(0, end);
      text = text.slice(end + 2);
      const data = event.split('\n').find((line) => line.startsWith('data: '));
      if (event.startsWith('event: scoreboard') && data) {
        const board = JSON.parse(data.slice(6)) as Scoreboard;
        rows = new Map(board.rows.map((row) => [row.username, rowProgress(row)]));
        progress = boardProgress(board);
      } else if (event.startsWith('event: rows') && data && rows) {
        for (const row of (JSON.parse(data.slice(6)) as ScoreboardUpdate).rows) {
          progress += rowProgress(row) - (rows.get(row.username) ?? 0);
          rows.set(row.username, rowProgress(row));
        }
      }
      if (rows && data) {
        events++;
        bytes += data.length;
        const last = watcher.arrivals.at(-1);
        if (!last || progress > last[0]) watcher.arrivals.push([progress, at]);
        if (first) {
          first = false;
          onFirst();
        }
      }
      end = text.indexOf('\n\n');
    }
  }
}

function report(changes: Array<{ at: number; progress: number }>) {
  const latencies: number[] = [];
  let missed = 0;
  for (const watcher of watchers) {
    for (const change of changes) {
      const arrival = watcher.arrivals.find(([progress]) => progress >= change.progress);
      if (!arrival) missed++;
      // A board may come before the verdict's answer reaches the submitter: no delay then.
      else latencies.push(Math.max(0, arrival[1] - change.at));
    }
  }
  const quarters = [0, 1, 2, 3].map((quarter) => {
    const part = changes.slice((quarter * changes.length) / 4, ((quarter + 1) * changes.length) / 4);
    const delays = watchers.flatMap((watcher) =>
      part.map((change) => {
        const arrival = watcher.arrivals.find(([progress]) => progress >= change.progress);
        return arrival ? Math.max(0, arrival[1] - change.at) : Number.POSITIVE_INFINITY;
      }),
    );
    delays.sort((a, b) => a - b);
    return delays[Math.floor(delays.length * 0.99)] ?? 0;
  });
  console.log('p99 by quarter of the changes:', quarters.map((value) => Math.round(value)).join(' '));
  return { latencies, missed, events, bytes };
}

process.on('message', (message: { type: string; [key: string]: unknown }) => {
  const send = (answer: object) => process.send?.(answer);
  if (message.type === 'connect') {
    const { baseUrls, contestId, tokens } = message as unknown as {
      baseUrls: string[];
      contestId: number;
      tokens: string[];
    };
    target = { baseUrl: baseUrls[0] ?? '', contestId };
    let waiting = tokens.length;
    // Spread over the web processes in turn, as a load balancer would.
    for (const [index, token] of tokens.entries())
      watch(baseUrls[index % baseUrls.length] ?? '', contestId, token, () => {
        waiting--;
        if (waiting === 0) send({ type: 'ok' });
      }).catch((error: unknown) => send({ type: 'error', error: String(error) }));
  } else if (message.type === 'poll') {
    polling = true;
    target = { baseUrl: message.baseUrl as string, contestId: message.contestId as number };
    void (async () => {
      while (polling) {
        const started = performance.now();
        const response = await fetch(`${target.baseUrl}/api/contests/${target.contestId}/scoreboard`, {
          headers: { authorization: `Bearer ${message.token as string}` },
        });
        headersMs.push(performance.now() - started);
        await response.text();
        jsonMs.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    send({ type: 'ok' });
  } else if (message.type === 'stop') {
    polling = false;
    send({ type: 'ok', value: { jsonMs, headersMs } });
  } else if (message.type === 'report') {
    send({ type: 'ok', value: report(message.changes as Array<{ at: number; progress: number }>) });
  }
});
