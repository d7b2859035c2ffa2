import { ZExecutionResult, ZRunRequest, ZSubmitRequest, ZSubmitResult } from '@codequest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity, requireSession } from '../../plugins/auth';
import { runCode, submitCode } from '../../services/code';

/**
 * Run and submit. The token says who runs: the spec's `userId` query parameter on submit is ignored.
 * A program that breaks a limit gets a verdict (200); only requests the judge cannot take are errors. Each
 * learner has a budget of runs and of submits a minute (CODE_RATE_LIMITS), which the service spends.
 */
export const codeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('onRequest', requireSession);

  app.post('/run', { schema: { body: ZRunRequest, response: { 200: ZExecutionResult } } }, async (request) =>
    runCode(ctx, requireIdentity(request).userId, request.body),
  );

  app.post(
    '/submit',
    { schema: { body: ZSubmitRequest, response: { 200: ZSubmitResult } } },
    async (request) => submitCode(ctx, requireIdentity(request).userId, request.body),
  );
};
