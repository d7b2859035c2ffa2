import {
  applyScoreboardUpdate,
  type ClassResponse,
  type Contest,
  type ContestAnnouncement,
  type ErrorResponse,
  type MessagesResponse,
  type Scoreboard,
  type ScoreboardUpdate,
} from '@codequest/contracts';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoardFeed, type BoardNews } from '../../contests/board-feed';
import { writePuzzle } from '../../test/catalogue-fixture';
import { buildTeacher, buildUser, type TestUser } from '../../test/factories';
import { clearRedisPrefix, testRedisUrl, uniqueRedisPrefix } from '../../test/judge-workers';
import { SUM_PROGRAMS } from '../../test/programs';
import { parseMetrics, sample } from '../../test/prometheus-text';
import { useSeededServer } from '../../test/seeded';
import { testDatabaseKinds } from '../../test/test-database';

/**
 * The live scoreboard (`GET /api/contests/:id/scoreboard/live`, Server-Sent Events) through the real server
 * and judge: each watcher gets the board at once, then again when a submission is judged, an organiser's
 * live and everyone else's frozen during the freeze, and everyone's unfrozen at the reveal; those who may
 * not see the contest get its 404. Then the feed across processes on a real Redis.
 */

const MINUTE = 60_000;
const WAIT_MS = 20_000;

/**
 * The boards a watcher holds as events arrive, read from the stream by a client that sends the session's
 * token: the first whole, each later one the last brought up to date by a `rows` event (or whole again).
 */
class Watcher {
  private readonly boards: Scoreboard[] = [];
  private current: Scoreboard | undefined;
  /** How many `rows` events came, and how many whole boards. */
  readonly counts = { rows: 0, scoreboard: 0 };
  /** The organisers' announcements, as they arrived. */
  readonly announcements: ContestAnnouncement[] = [];
  private readonly waiting = new Set<() => void>();
  private readonly controller = new AbortController();
  status = 0;

  static async open(baseUrl: string, contestId: number, user: TestUser): Promise<Watcher> {
    const watcher = new Watcher();
    const response = await fetch(`${baseUrl}/api/contests/${contestId}/scoreboard/live`, {
      headers: { authorization: `Bearer ${user.token}`, accept: 'text/event-stream' },
      signal: watcher.controller.signal,
    });
    watcher.status = response.status;
    if (response.ok && response.body) void watcher.read(response.body, response.headers.get('content-type'));
    return watcher;
  }

  /** The next board (after those already taken) that `test` accepts; fails after WAIT_MS. */
  async next(test: (board: Scoreboard) => boolean = () => true): Promise<Scoreboard> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const index = this.boards.findIndex(test);
      if (index >= 0) return this.boards.splice(0, index + 1).at(-1) as Scoreboard;
      this.boards.length = 0;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no such board arrived');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiting.add(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.controller.abort();
  }

  private async read(body: ReadableStream<Uint8Array>, type: string | null): Promise<void> {
    expect(type).toContain('text/event-stream');
    const decoder = new TextDecoder();
    let text = '';
    try {
      for await (const chunk of body) {
        text += decoder.decode(chunk, { stream: true });
        let end = text.indexOf('\n\n');
        while (end >= 0) {
          const event = text.slice(0, end);
          text = text.slice(end + 2);
          const data = event
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n');
          if (event.startsWith('event: scoreboard')) {
            this.counts.scoreboard++;
            this.current = JSON.parse(data) as Scoreboard;
            this.boards.push(this.current);
          } else if (event.startsWith('event: announcement')) {
            this.announcements.push(JSON.parse(data) as ContestAnnouncement);
          } else if (event.startsWith('event: rows') && this.current) {
            this.counts.rows++;
            this.current = applyScoreboardUpdate(this.current, JSON.parse(data) as ScoreboardUpdate);
            this.boards.push(this.current);
          }
          end = text.indexOf('\n\n');
        }
        for (const wake of this.waiting) wake();
        this.waiting.clear();
      }
    } catch {
      // Closed by the test.
    }
  }
}

function writeOne(contentDir: string): void {
  writePuzzle(contentDir, { order: 1, slug: 'first' });
}

describe.each(testDatabaseKinds())('the live scoreboard on %s', (kind) => {
  const { server, id } = useSeededServer(kind, writeOne);
  let teacher: TestUser;
  let ann: TestUser;
  let zed: TestUser;
  let contest: Contest;
  const watchers: Watcher[] = [];

  const call = <T>(method: string, url: string, user: TestUser, body?: unknown) =>
    server.request<T & ErrorResponse>(method, url, { token: user.token, body });
  const watch = async (user: TestUser, contestId = contest.id) => {
    const watcher = await Watcher.open(server.baseUrl, contestId, user);
    watchers.push(watcher);
    return watcher;
  };
  const annRow = (board: Scoreboard) => board.rows.find((row) => row.username === 'ann_l');

  beforeAll(async () => {
    teacher = await buildTeacher(server);
    ann = await buildUser(server, { username: 'ann_l', email: 'ann_l@example.com' });
    zed = await buildUser(server, { username: 'zed_l', email: 'zed_l@example.com' });
    contest = (
      await call<Contest>('POST', '/api/contests', teacher, {
        title: 'Live night',
        problems: [{ puzzleId: id('first') }],
        startsAt: new Date(server.clock.now() + MINUTE).toISOString(),
        durationMinutes: 60,
        scoring: 'icpc',
        freezeMinutes: 20,
      })
    ).body;
  });
  afterAll(() => {
    for (const watcher of watchers) watcher.close();
  });

  it('sends the board at once, and again as participants register', async () => {
    const organiser = await watch(teacher);
    const visitor = await watch(zed);
    expect((await organiser.next()).rows).toEqual([]);
    expect((await visitor.next()).rows).toEqual([]);
    const metrics = parseMetrics((await server.request<string>('GET', '/metrics')).body);
    expect(sample(metrics, 'codequest_contest_board_watchers')).toBe(2);
    await call('POST', `/api/contests/${contest.id}/register`, ann);
    expect(annRow(await visitor.next((board) => board.rows.length === 1))).toMatchObject({ solved: 0 });
  });

  it('pushes a judged submission: live to the organiser, pending to everyone else in the freeze, then revealed', async () => {
    const organiser = await watch(teacher);
    const visitor = await watch(zed);
    await organiser.next();
    await visitor.next();
    // 45 minutes in: the last 20 are frozen.
    server.clock.advance(46 * MINUTE);
    const submitted = await call('POST', '/api/code/submit', ann, {
      puzzleId: id('first'),
      language: 'python',
      code: SUM_PROGRAMS.python,
      contestId: contest.id,
    });
    expect(submitted.status).toBe(200);

    const live = await organiser.next((board) => annRow(board)?.solved === 1);
    expect(live.frozen).toBe(false);
    // After the first board, what changed alone.
    expect(organiser.counts).toEqual({ scoreboard: 1, rows: 1 });
    expect(annRow(live)?.cells[0]).toMatchObject({ solved: true, solvedAtMinute: 45, firstSolve: true });
    const frozen = await visitor.next((board) => annRow(board)?.cells[0]?.pending === 1);
    expect(frozen.frozen).toBe(true);
    expect(annRow(frozen)).toMatchObject({ solved: 0, penalty: 0 });

    await call('POST', `/api/contests/${contest.id}/reveal`, teacher);
    const revealed = await visitor.next((board) => !board.frozen);
    expect(annRow(revealed)).toMatchObject({ solved: 1, penalty: 45 });
    // Frozen and revealed are more than rows: the whole board again, each (the first, then two).
    expect(visitor.counts.scoreboard).toBe(3);
    // The JSON route answers what the watchers hold while the board is watched here.
    const json = await call<Scoreboard>('GET', `/api/contests/${contest.id}/scoreboard`, zed);
    expect(json.headers.get('content-type')).toContain('application/json');
    expect({ ...json.body, serverTime: '' }).toEqual({ ...revealed, serverTime: '' });
    expect(Date.parse(json.body.serverTime)).toBeGreaterThan(0);
    // Compressed once for all who ask, as each client prefers.
    for (const encoding of ['identity', 'gzip', 'br']) {
      const response = await fetch(`${server.baseUrl}/api/contests/${contest.id}/scoreboard`, {
        headers: { authorization: `Bearer ${zed.token}`, 'accept-encoding': encoding },
      });
      expect(response.headers.get('content-encoding') ?? 'identity').toBe(encoding);
      expect(response.headers.get('vary')).toContain('accept-encoding');
      expect({ ...((await response.json()) as Scoreboard), serverTime: '' }).toEqual({
        ...revealed,
        serverTime: '',
      });
    }
  });

  it("passes an organiser's announcement to every watcher at once, and to each participant's inbox", async () => {
    const organiser = await watch(teacher);
    const visitor = await watch(zed);
    await organiser.next();
    await visitor.next();
    const refused = await call('POST', `/api/contests/${contest.id}/announcements`, ann, { body: 'Hello' });
    expect(refused.status).toBe(403);
    const blank = await call('POST', `/api/contests/${contest.id}/announcements`, teacher, { body: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Please write the announcement');

    const body = 'Problem A: the numbers fit in 64 bits.\nGood luck!';
    const posted = await call<ContestAnnouncement>(
      'POST',
      `/api/contests/${contest.id}/announcements`,
      teacher,
      {
        body,
      },
    );
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({ body });
    await expect.poll(() => visitor.announcements, { timeout: WAIT_MS }).toEqual([posted.body]);
    await expect.poll(() => organiser.announcements, { timeout: WAIT_MS }).toEqual([posted.body]);
    // Kept with the contest for whoever opens it later; in the inbox of each participant (ann), not of zed.
    const read = await call<Contest>('GET', `/api/contests/${contest.id}`, zed);
    expect(read.body.announcements).toEqual([posted.body]);
    const inbox = async (user: TestUser) =>
      (await call<MessagesResponse>('GET', '/api/messages', user)).body.items.map((message) => message.text);
    expect(await inbox(ann)).toContain(`Announcement in the contest "Live night": ${body}`);
    expect(await inbox(zed)).toEqual([]);
  });

  it('answers 401 signed out and 404 to those who may not see the contest', async () => {
    const signedOut = await fetch(`${server.baseUrl}/api/contests/${contest.id}/scoreboard/live`);
    expect(signedOut.status).toBe(401);
    const klass = await call<ClassResponse>('POST', '/api/classes', teacher, { name: 'Live club' });
    const classContest = await call<Contest>('POST', '/api/contests', teacher, {
      title: 'Members only',
      problems: [{ puzzleId: id('first') }],
      startsAt: new Date(server.clock.now() + MINUTE).toISOString(),
      durationMinutes: 30,
      scoring: 'ioi',
      classId: klass.body.id,
    });
    expect((await watch(zed, classContest.body.id)).status).toBe(404);
    expect((await watch(zed, 99_999_999)).status).toBe(404);
  });
});

const redisUrl = testRedisUrl();

describe.skipIf(!redisUrl)('the board feed across web processes, on Redis', () => {
  const prefix = uniqueRedisPrefix();
  const clients: Redis[] = [];
  const feeds: BoardFeed[] = [];

  const feed = async (feedPrefix: string) => {
    const redis = new Redis(redisUrl as string);
    clients.push(redis);
    const made = new BoardFeed({ redis, prefix: feedPrefix });
    feeds.push(made);
    await made.whenReady();
    return made;
  };

  afterAll(async () => {
    for (const made of feeds) await made.close();
    for (const client of clients) await client.quit();
    await clearRedisPrefix(redisUrl as string, prefix);
  });

  it("tells every process's watchers of news from one, and no other deployment's", async () => {
    const [one, two, elsewhere] = [await feed(prefix), await feed(prefix), await feed(uniqueRedisPrefix())];
    const heard: string[] = [];
    const listen = (name: string) => (news: BoardNews) =>
      heard.push(`${name}:${news.kind === 'changed' ? 'changed' : news.announcement.body}`);
    const stops = [
      one.watch(7, listen('one:7')),
      two.watch(7, listen('two:7')),
      two.watch(8, listen('two:8')),
      elsewhere.watch(7, listen('elsewhere:7')),
    ];
    const hear = async (count: number) => {
      const deadline = Date.now() + WAIT_MS;
      while (heard.length < count && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      // A moment more for anything that should not come.
      await new Promise((resolve) => setTimeout(resolve, 200));
    };
    await one.changed(7);
    await hear(2);
    expect(heard.sort()).toEqual(['one:7:changed', 'two:7:changed']);
    await two.announced(7, { id: 1, body: 'Ten minutes left', createdAt: new Date(0).toISOString() });
    await hear(4);
    expect(heard.slice(2).sort()).toEqual(['one:7:Ten minutes left', 'two:7:Ten minutes left']);

    for (const stop of stops) stop();
    await two.changed(7);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toHaveLength(4);
  });
});
