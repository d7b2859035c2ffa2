import { request } from 'node:http';
import autocannon from 'autocannon';
import type { BenchServer } from './bench-server';

/**
 * The puzzle list as learners poll it (every 3 s): its size compressed, an unchanged poll (304) and a changed
 * one (200), and how `/api/health` fares while 50 connections poll. The list is measured at LIST_PUZZLES
 * puzzles: the catalogue is copied under new slugs until there are that many.
 */

export const LIST_PUZZLES = Number(process.env.BENCH_LIST_PUZZLES ?? 150);
const POLLERS = 50;
/** What a browser sends besides the token: the poll's request is part of its cost on the wire. */
const BROWSER_HEADERS = {
  accept: '*/*',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-GB,en;q=0.9',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  referer: 'http://localhost:3000/puzzles',
};

/** Copies live puzzles (row, tests, code) under new slugs until `target` are live. */
export async function synthesizePuzzles(server: BenchServer, target: number): Promise<number> {
  const { db } = server.app.ctx;
  const originals = await db.selectFrom('puzzles').selectAll().where('retired_at', 'is', null).execute();
  let live = originals.length;
  for (let copy = 1; live < target; copy++) {
    for (const original of originals) {
      if (live >= target) break;
      const { id, ...fields } = original;
      const row = await db
        .insertInto('puzzles')
        .values({ ...fields, slug: `${original.slug}-copy-${copy}`, origin: 'admin', content_hash: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      const tests = await db.selectFrom('puzzle_tests').selectAll().where('puzzle_id', '=', id).execute();
      if (tests.length > 0)
        await db
          .insertInto('puzzle_tests')
          .values(tests.map(({ id: _test, ...test }) => ({ ...test, puzzle_id: row.id })))
          .execute();
      const code = await db.selectFrom('puzzle_code').selectAll().where('puzzle_id', '=', id).execute();
      if (code.length > 0)
        await db
          .insertInto('puzzle_code')
          .values(code.map((entry) => ({ ...entry, puzzle_id: row.id })))
          .execute();
      live += 1;
    }
  }
  return live;
}

interface RawExchange {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Bytes of the body as sent (compressed or not). */
  bodyBytes: number;
  /** Bytes of the status line and headers. */
  headerBytes: number;
}

/** One request over a plain socket, counting what came back as sent (no decompression). */
function exchange(server: BenchServer, path: string, headers: Record<string, string>): Promise<RawExchange> {
  return new Promise((resolve, reject) => {
    const call = request(`${server.baseUrl}${path}`, { headers }, (response) => {
      let bodyBytes = 0;
      response.on('data', (chunk: Buffer) => {
        bodyBytes += chunk.length;
      });
      response.on('end', () => {
        // Each "name: value\r\n": two bytes after the name, two after the value.
        const lines = response.rawHeaders.reduce((sum, value) => sum + value.length + 2, 0);
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          bodyBytes,
          // "HTTP/1.1 200 OK\r\n", each "name: value\r\n", and the blank line.
          headerBytes: `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length + lines + 2,
        });
      });
    });
    call.on('error', reject);
    call.end();
  });
}

/**
 * Server CPU per request, from the process's CPU time over `count` requests made one after another in
 * process (no sockets): what a request costs the server whatever else the machine is doing, which latency
 * on a busy machine does not show.
 */
async function cpuPerRequest(
  server: BenchServer,
  path: string,
  headers: Record<string, string>,
  count: number,
): Promise<{ ms: number; status: number }> {
  let status = 0;
  for (let warm = 0; warm < 20; warm++) await server.app.inject({ method: 'GET', url: path, headers });
  const before = process.cpuUsage();
  for (let i = 0; i < count; i++) {
    status = (await server.app.inject({ method: 'GET', url: path, headers })).statusCode;
  }
  const used = process.cpuUsage(before);
  return { ms: (used.user + used.system) / 1000 / count, status };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function load(
  server: BenchServer,
  path: string,
  options: { connections: number; seconds: number; headers: Record<string, string> },
) {
  return autocannon({
    url: `${server.baseUrl}${path}`,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
    // The load is fired from a worker thread, so the client does not share the server's event loop.
    workers: 1,
  });
}

export async function benchPuzzleList(server: BenchServer, token: string, seconds: number): Promise<void> {
  const auth = { ...BROWSER_HEADERS, authorization: `Bearer ${token}` };
  const firstId = await server.app.ctx.db
    .selectFrom('puzzles')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  // Opened first: opening a puzzle starts it, which changes the learner's list (and so its tag).
  const one = await exchange(server, `/api/puzzles/${firstId.id}`, auth);
  const identity = await exchange(server, '/api/puzzles', { ...auth, 'accept-encoding': 'identity' });
  const gzip = await exchange(server, '/api/puzzles', { ...auth, 'accept-encoding': 'gzip' });
  const brotli = await exchange(server, '/api/puzzles', auth);
  const etag = String(brotli.headers.etag);
  const unchanged = await exchange(server, '/api/puzzles', { ...auth, 'if-none-match': etag });
  const requestBytes =
    'GET /api/puzzles HTTP/1.1\r\n'.length +
    Object.entries({
      ...auth,
      host: '127.0.0.1:3000',
      'if-none-match': etag,
      connection: 'keep-alive',
    }).reduce((sum, [name, value]) => sum + name.length + value.length + 4, 2);

  console.log(
    `\npuzzle list, ${LIST_PUZZLES} puzzles (goals: full list <= 15 KB compressed; unchanged poll <= 1 KB)`,
  );
  console.log(
    `  full list: ${kb(identity.bodyBytes)} uncompressed, ${kb(gzip.bodyBytes)} gzip, ${kb(brotli.bodyBytes)} br` +
      ` (+ ${brotli.headerBytes} B headers); one puzzle in full: ${kb(one.bodyBytes)} br`,
  );
  console.log(
    `  unchanged poll: ${unchanged.status}, ${unchanged.headerBytes + unchanged.bodyBytes} B response` +
      ` + ${requestBytes} B request (with browser-like headers)`,
  );

  const pollHeaders = { ...auth, 'if-none-match': etag };
  const cpu304 = await cpuPerRequest(server, '/api/puzzles', pollHeaders, 500);
  const cpu200 = await cpuPerRequest(server, '/api/puzzles', auth, 100);
  const cpuHealth = await cpuPerRequest(server, '/api/health', {}, 500);
  console.log(
    `  server CPU per request: unchanged poll (${cpu304.status}) ${cpu304.ms.toFixed(2)} ms, changed poll` +
      ` (${cpu200.status}, br) ${cpu200.ms.toFixed(2)} ms, /api/health ${cpuHealth.ms.toFixed(2)} ms (goal: unchanged <= 2 ms)`,
  );
  for (const [name, headers] of [
    ['unchanged (304)', pollHeaders],
    ['changed (200, br)', auth],
  ] as const) {
    const alone = await load(server, '/api/puzzles', { connections: 1, seconds, headers });
    const loaded = await load(server, '/api/puzzles', { connections: POLLERS, seconds, headers });
    console.log(
      `  poll ${name.padEnd(18)} p50 ${alone.latency.p50} ms  p99 ${alone.latency.p99} ms` +
        ` | ${POLLERS} connections: ${Math.round(loaded.requests.average)} req/s, p99 ${loaded.latency.p99} ms` +
        `, ${kb(loaded.throughput.total / Math.max(1, loaded.requests.total))}/response` +
        (alone.errors + loaded.errors ? `, ${alone.errors + loaded.errors} errors!` : ''),
    );
  }

  console.log(`GET /api/health while ${POLLERS} connections poll the list (goal: p99 <= 50 ms)`);
  const quiet = await load(server, '/api/health', { connections: 1, seconds, headers: {} });
  console.log(`  alone:                      p50 ${quiet.latency.p50} ms  p99 ${quiet.latency.p99} ms`);
  for (const [name, headers] of [
    ['unchanged polls (304)', pollHeaders],
    ['changed polls (200)', auth],
  ] as const) {
    const [health, polls] = await Promise.all([
      load(server, '/api/health', { connections: 1, seconds, headers: {} }),
      load(server, '/api/puzzles', { connections: POLLERS, seconds, headers }),
    ]);
    console.log(
      `  during ${name.padEnd(21)} p50 ${health.latency.p50} ms  p99 ${health.latency.p99} ms` +
        `   (polls: ${Math.round(polls.requests.average)} req/s, p99 ${polls.latency.p99} ms)`,
    );
  }
}
