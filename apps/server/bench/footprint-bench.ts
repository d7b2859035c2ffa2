import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort, json, npmStart, ROOT, started, stopGroup } from './npm-start';
import { commandLine, processTree } from './processes';

/**
 * `npm run bench:footprint`: the memory of everything `npm start` leaves running, per process (RSS and PSS
 * from /proc/<pid>/smaps_rollup), when it has started (health answers and the judge's self-test is done),
 * idle BENCH_IDLE_SECONDS later, and after BENCH_SUBMISSIONS submissions by 4 learners to every puzzle a
 * new learner may open, then when restarted on the same data (the catalogue already seeded); beside a bare
 * Fastify + better-sqlite3 process answering as many requests, in the same run. Each side runs on a
 * database of its own in a temporary folder, on a free port of 127.0.0.1.
 * Goals: everything <= 300 MB RSS idle and <= 350 MB after 200 submissions; the web process <= 120 MB.
 */

const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 200);
const LEARNERS = 4;

interface Memory {
  rssKb: number;
  pssKb: number;
}

/** Each live process of the tree under root: its label and its memory. */
type Snapshot = Map<string, Memory & { count: number }>;

function memoryOf(pid: number): Memory | undefined {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'latin1');
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1] ?? 0);
    return { rssKb: field('Rss'), pssKb: field('Pss') };
  } catch {
    return undefined; // gone, or a kernel thread
  }
}

/** What a process is: a Node script's name, else its program's. */
function labelOf(pid: number): string {
  const argv = commandLine(pid);
  if (argv.length === 0) return '?';
  const program = path.basename(argv[0] ?? '?');
  if (program === 'node' || program.startsWith('node')) {
    const script = argv.slice(1).find((arg) => !arg.startsWith('-') && /[/.]/.test(arg));
    if (argv.some((arg) => arg.includes('npm-cli') || arg.endsWith('/npm'))) return 'npm';
    return `node ${script ? path.basename(script) : '?'}`;
  }
  if (program === 'java') return 'java (compile service)';
  return program;
}

function snapshot(root: number): Snapshot {
  const byLabel: Snapshot = new Map();
  for (const pid of processTree(root).keys()) {
    const memory = memoryOf(pid);
    if (!memory) continue;
    const label = labelOf(pid);
    const sum = byLabel.get(label) ?? { rssKb: 0, pssKb: 0, count: 0 };
    byLabel.set(label, {
      rssKb: sum.rssKb + memory.rssKb,
      pssKb: sum.pssKb + memory.pssKb,
      count: sum.count + 1,
    });
  }
  return byLabel;
}

async function signUp(baseUrl: string, index: number): Promise<string> {
  const name = `footprint${index}`;
  const { status, body } = await json<{ token?: string }>(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    body: JSON.stringify({
      username: name,
      email: `${name}@example.com`,
      mobile: '0123456789',
      password: 'footprint',
      confirmPassword: 'footprint',
    }),
  });
  if (!body?.token) throw new Error(`signup answered ${status}`);
  return body.token;
}

interface Summary {
  id: number;
  isUnlocked: boolean;
}

/** SUBMISSIONS submits by LEARNERS learners at once, round the puzzles a new learner may open. */
async function submitMany(baseUrl: string): Promise<number> {
  const tokens = await Promise.all(Array.from({ length: LEARNERS }, (_, index) => signUp(baseUrl, index)));
  const { body } = await json<Summary[] | { puzzles: Summary[] }>(`${baseUrl}/api/puzzles`, {}, tokens[0]);
  const puzzles = (Array.isArray(body) ? body : body.puzzles).filter((puzzle) => puzzle.isUnlocked);
  if (puzzles.length === 0) throw new Error('no puzzle is open to a new learner');
  let sent = 0;
  let judged = 0;
  await Promise.all(
    tokens.map(async (token) => {
      while (sent < SUBMISSIONS) {
        const puzzle = puzzles[sent % puzzles.length] as Summary;
        sent++;
        const { status } = await json(
          `${baseUrl}/api/code/submit`,
          {
            method: 'POST',
            body: JSON.stringify({ puzzleId: puzzle.id, language: 'python', code: 'print(input())\n' }),
          },
          token,
        );
        if (status === 200) judged++;
      }
    }),
  );
  return judged;
}

/** A bare Fastify + better-sqlite3 process: one route reading one row. */
const BARE_SERVER = `
import Fastify from 'fastify';
import Database from 'better-sqlite3';
const db = new Database(process.env.BARE_DB);
db.pragma('journal_mode = WAL');
db.exec('create table if not exists hits (id integer primary key, at integer)');
const insert = db.prepare('insert into hits (at) values (?)');
const count = db.prepare('select count(*) as n from hits');
const app = Fastify();
app.get('/api/health', async () => ({ ok: true }));
app.post('/hit', async () => { insert.run(Date.now()); return count.get(); });
await app.listen({ port: Number(process.env.BARE_PORT), host: '127.0.0.1' });
`;

async function bareSide(dir: string): Promise<{ start: Memory; after: Memory }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--input-type=module', '-e', BARE_SERVER], {
    cwd: path.join(ROOT, 'apps/server'),
    env: { ...process.env, BARE_DB: path.join(dir, 'bare.sqlite'), BARE_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    for (let attempt = 0; attempt < 200; attempt++) {
      if ((await fetch(`${baseUrl}/api/health`).catch(() => undefined))?.ok) break;
      await delay(50);
    }
    const pid = child.pid as number;
    const start = memoryOf(pid) as Memory;
    for (let i = 0; i < SUBMISSIONS; i++) await fetch(`${baseUrl}/hit`, { method: 'POST' });
    const after = memoryOf(pid) as Memory;
    return { start, after };
  } finally {
    await stopGroup(child);
  }
}

const mb = (kb: number) => `${(kb / 1024).toFixed(0).padStart(5)} MB`;

function print(phases: [string, Snapshot][], bare: { start: Memory; after: Memory }): void {
  const labels = [...new Set(phases.flatMap(([, snap]) => [...snap.keys()]))].sort();
  console.log(
    `${'process'.padEnd(28)}${phases.map(([name]) => `${name.padStart(10)} RSS      PSS`).join('  ')}`,
  );
  const row = (label: string, cells: (Memory | undefined)[]) =>
    console.log(
      `${label.padEnd(28)}${cells.map((cell) => (cell ? `${mb(cell.rssKb)} ${mb(cell.pssKb)}` : `${'-'.padStart(8)} ${'-'.padStart(8)}`).padStart(27)).join('')}`,
    );
  for (const label of labels) {
    const cells = phases.map(([, snap]) => snap.get(label));
    const count = Math.max(...cells.map((cell) => cell?.count ?? 0));
    row(count > 1 ? `${label} (${count})` : label, cells);
  }
  const total = (snap: Snapshot) =>
    [...snap.values()].reduce(
      (sum, memory) => ({ rssKb: sum.rssKb + memory.rssKb, pssKb: sum.pssKb + memory.pssKb }),
      {
        rssKb: 0,
        pssKb: 0,
      },
    );
  row(
    'everything',
    phases.map(([, snap]) => total(snap)),
  );
  row('bare Fastify + SQLite', [bare.start, undefined, bare.after, undefined]);
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'codequest-footprint-'));
  chmodSync(dir, 0o755);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let child = npmStart(dir, port);
  try {
    const began = performance.now();
    await started(baseUrl, child, 'judging');
    const firstStart = (performance.now() - began) / 1000;
    const atStart = snapshot(child.pid as number);
    await delay(IDLE_SECONDS * 1000);
    const idle = snapshot(child.pid as number);
    const judged = await submitMany(baseUrl);
    await delay(2000); // the judge's after-work
    const after = snapshot(child.pid as number);
    // A restart on the same data, as after a reboot or an upgrade: the catalogue is in the database already.
    await stopGroup(child);
    child = npmStart(dir, port);
    const restartBegan = performance.now();
    await started(baseUrl, child, 'judging');
    const restartSeconds = (performance.now() - restartBegan) / 1000;
    const restarted = snapshot(child.pid as number);
    console.log(
      `footprint benchmark: npm start served in ${firstStart.toFixed(1)} s on a new data folder, ${restartSeconds.toFixed(1)} s when restarted on it; idle ${IDLE_SECONDS} s; ${SUBMISSIONS} submissions by ${LEARNERS} learners\n`,
    );
    print(
      [
        ['start', atStart],
        ['idle', idle],
        [`after ${SUBMISSIONS}`, after],
        ['restarted', restarted],
      ],
      await bareSide(dir),
    );
    console.log(`\n${judged} of ${SUBMISSIONS} submissions judged (200 OK)`);
  } finally {
    await stopGroup(child);
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
