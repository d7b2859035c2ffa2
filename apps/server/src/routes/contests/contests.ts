import { PassThrough } from 'node:stream';
import {
  type Scoreboard,
  ZContest,
  ZContestAnnouncement,
  ZContestAnnouncementRequest,
  ZContestMessageResponse,
  ZContestParams,
  ZContestRequest,
  ZContestsResponse,
  ZScoreboard,
} from '@codequest/contracts';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BoardFeed } from '../../contests/board-feed';
import { boardEvent, type CopyEncoding, LiveBoards } from '../../contests/live-boards';
import { requireIdentity, requireSession } from '../../plugins/auth';
import {
  announce,
  createContest,
  listContests,
  readContest,
  readScoreboardAs,
  registerForContest,
  revealContest,
  scoreboardView,
  startVirtualRun,
} from '../../services/contests';

/** A comment line now and then keeps proxies from closing a quiet live board. */
const KEEP_ALIVE_MS = 25_000;
/** How much a live board's watcher may have unread before it is let go. */
const MAX_BEHIND_BYTES = 4 * 1024 * 1024;
/** A watched board's copy is kept compressed so, as the client prefers. */
const COPY_ENCODINGS: CopyEncoding[] = ['br', 'gzip'];

/** /api/contests: every route needs a session; who may see and do what is services/contests.ts's to decide. */
export const contestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);
  const live = new LiveBoards({
    feed: app.ctx.boards ?? new BoardFeed(),
    read: (view) => readScoreboardAs(app.ctx, view),
    now: app.ctx.clock,
    onError: (error, contestId) => app.log.error({ err: error, contestId }, 'a live scoreboard was not read'),
  });
  /** The open live boards' streams, ended when the server closes (an open stream would hold it). */
  const streams = new Set<() => void>();
  app.ctx.metrics.countLiveWatchers(() => streams.size);
  app.addHook('onClose', async () => {
    for (const end of [...streams]) end();
    live.closeAll();
  });

  app.get('/', { schema: { response: { 200: ZContestsResponse } } }, async (request) =>
    listContests(app.ctx, requireIdentity(request).userId),
  );

  app.post(
    '/',
    { schema: { body: ZContestRequest, response: { 201: ZContest } } },
    async (request, reply) => {
      const contest = await createContest(app.ctx, requireIdentity(request).userId, request.body);
      return reply.status(201).send(contest);
    },
  );

  app.get('/:id', { schema: { params: ZContestParams, response: { 200: ZContest } } }, async (request) =>
    readContest(app.ctx, requireIdentity(request).userId, request.params.id),
  );

  app.post(
    '/:id/register',
    { schema: { params: ZContestParams, response: { 200: ZContestMessageResponse } } },
    async (request) => registerForContest(app.ctx, requireIdentity(request).userId, request.params.id),
  );

  app.post(
    '/:id/reveal',
    { schema: { params: ZContestParams, response: { 200: ZContestMessageResponse } } },
    async (request) => revealContest(app.ctx, requireIdentity(request).userId, request.params.id),
  );

  app.post(
    '/:id/virtual',
    { schema: { params: ZContestParams, response: { 200: ZContestMessageResponse } } },
    async (request) => startVirtualRun(app.ctx, requireIdentity(request).userId, request.params.id),
  );

  app.post(
    '/:id/announcements',
    {
      schema: {
        params: ZContestParams,
        body: ZContestAnnouncementRequest,
        response: { 201: ZContestAnnouncement },
      },
    },
    async (request, reply) => {
      const announcement = await announce(
        app.ctx,
        requireIdentity(request).userId,
        request.params.id,
        request.body,
      );
      return reply.status(201).send(announcement);
    },
  );

  app.get(
    '/:id/scoreboard',
    { schema: { params: ZContestParams, response: { 200: ZScoreboard } } },
    async (request, reply) => {
      const view = await scoreboardView(app.ctx, requireIdentity(request), request.params.id);
      // While the board is watched here, its watchers' copy, already JSON and compressed once for all who
      // ask, made ready before it is asked for (live-boards.ts latest).
      const copy = live.latest(view);
      if (copy === undefined) return readScoreboardAs(app.ctx, view);
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      const encoding = negotiate(request.headers['accept-encoding'] ?? '', COPY_ENCODINGS);
      if (encoding === null) return reply.send(copy.json as unknown as Scoreboard);
      const body = await copy.encodedAs(encoding);
      return reply.header('content-encoding', encoding).send(body as unknown as Scoreboard);
    },
  );

  /**
   * The board as Server-Sent Events: a `scoreboard` event, the board as the scoreboard route answers it, at
   * once; then at each change (services tell the feed) a `rows` event with what changed (contracts'
   * applyScoreboardUpdate brings a board up to date), or the whole board again when more than rows
   * changed; an `announcement` event with each of the organisers' announcements as it is posted. Shared by
   * everyone watching it in this view (contests/live-boards.ts).
   */
  app.get(
    '/:id/scoreboard/live',
    // Each event must leave as it is written, not when a compressor's buffer fills.
    { compress: false, schema: { params: ZContestParams } },
    async (request, reply) => {
      const view = await scoreboardView(app.ctx, requireIdentity(request), request.params.id);
      const first = await readScoreboardAs(app.ctx, view);
      const stream = new PassThrough();
      stream.on('error', () => {});
      const write = (event: string | Buffer) => {
        if (stream.writableEnded || stream.destroyed) return;
        // A watcher this far behind (a stalled connection) is let go rather than kept in memory: its
        // browser connects again and starts from the whole board.
        if (stream.writableLength > MAX_BEHIND_BYTES) end();
        else stream.write(event);
      };
      let leave = () => {};
      let keepAlive: NodeJS.Timeout | undefined;
      const end = () => {
        streams.delete(end);
        leave();
        clearInterval(keepAlive);
        stream.end();
      };
      write(boardEvent(first));
      leave = live.join(view, write, first);
      keepAlive = setInterval(() => write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      streams.add(end);
      reply.raw.on('close', end);
      return reply
        .type('text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  );
};
