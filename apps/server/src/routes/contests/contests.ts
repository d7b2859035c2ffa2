import { PassThrough } from 'node:stream';
import {
  type Scoreboard,
  ZContest,
  ZContestMessageResponse,
  ZContestParams,
  ZContestRequest,
  ZContestsResponse,
  ZScoreboard,
} from '@codequest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BoardFeed } from '../../contests/board-feed';
import { LiveBoards } from '../../contests/live-boards';
import { requireIdentity, requireSession } from '../../plugins/auth';
import {
  createContest,
  listContests,
  readContest,
  readScoreboard,
  readScoreboardAs,
  registerForContest,
  revealContest,
  scoreboardView,
} from '../../services/contests';

/** A comment line now and then keeps proxies from closing a quiet live board. */
const KEEP_ALIVE_MS = 25_000;

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

  app.get(
    '/:id/scoreboard',
    { schema: { params: ZContestParams, response: { 200: ZScoreboard } } },
    async (request) => readScoreboard(app.ctx, requireIdentity(request).userId, request.params.id),
  );

  /**
   * The board as Server-Sent Events: `scoreboard` events, the board as the scoreboard route answers it, at
   * once and then at each change (services tell the feed), shared by everyone watching it in this view.
   */
  app.get(
    '/:id/scoreboard/live',
    // Each event must leave as it is written, not when a compressor's buffer fills.
    { compress: false, schema: { params: ZContestParams } },
    async (request, reply) => {
      const view = await scoreboardView(app.ctx, requireIdentity(request).userId, request.params.id);
      const first = await readScoreboardAs(app.ctx, view);
      const stream = new PassThrough();
      stream.on('error', () => {});
      const write = (text: string) => {
        if (!stream.writableEnded && !stream.destroyed) stream.write(text);
      };
      const send = (board: Scoreboard) => write(`event: scoreboard\ndata: ${JSON.stringify(board)}\n\n`);
      send(first);
      const leave = live.join(view, send);
      const keepAlive = setInterval(() => write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      const end = () => {
        streams.delete(end);
        leave();
        clearInterval(keepAlive);
        stream.end();
      };
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
