import {
  ZContest,
  ZContestMessageResponse,
  ZContestParams,
  ZContestRequest,
  ZContestsResponse,
  ZScoreboard,
} from '@codequest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity, requireSession } from '../../plugins/auth';
import {
  createContest,
  listContests,
  readContest,
  readScoreboard,
  registerForContest,
  revealContest,
} from '../../services/contests';

/** /api/contests: every route needs a session; who may see and do what is services/contests.ts's to decide. */
export const contestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);

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
};
