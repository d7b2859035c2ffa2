import {
  ZAssignment,
  ZAssignmentParams,
  ZAssignmentRequest,
  ZAssignmentsResponse,
  ZClassLeaderboardResponse,
  ZClassMessageResponse,
  ZClassParams,
  ZDuePuzzlesResponse,
  ZLearnerPuzzleParams,
  ZLearnerSubmissionsResponse,
  ZProgressResponse,
} from '@codequest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity, requireSession } from '../../plugins/auth';
import { progressCsv } from '../../presenters/assignment-csv';
import {
  createAssignment,
  deleteAssignment,
  listClassAssignments,
  listDuePuzzles,
  listMyAssignments,
  readClassLeaderboard,
  readLearnerSubmissions,
  readProgress,
  updateAssignment,
} from '../../services/assignments';

/**
 * A class's assignments, their progress grid (JSON and CSV), a learner's submissions behind a cell, and the
 * class leaderboard. Every route needs a session; who may see what is services/assignments.ts's to decide.
 */
export const assignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);

  app.get('/assignments', { schema: { response: { 200: ZAssignmentsResponse } } }, async (request) =>
    listMyAssignments(app.ctx, requireIdentity(request).userId),
  );

  app.get('/due-puzzles', { schema: { response: { 200: ZDuePuzzlesResponse } } }, async (request) =>
    listDuePuzzles(app.ctx, requireIdentity(request).userId),
  );

  app.get(
    '/:id/assignments',
    { schema: { params: ZClassParams, response: { 200: ZAssignmentsResponse } } },
    async (request) => listClassAssignments(app.ctx, requireIdentity(request).userId, request.params.id),
  );

  app.post(
    '/:id/assignments',
    { schema: { params: ZClassParams, body: ZAssignmentRequest, response: { 200: ZAssignment } } },
    async (request) =>
      createAssignment(app.ctx, requireIdentity(request).userId, request.params.id, request.body),
  );

  app.put(
    '/:id/assignments/:assignmentId',
    { schema: { params: ZAssignmentParams, body: ZAssignmentRequest, response: { 200: ZAssignment } } },
    async (request) =>
      updateAssignment(
        app.ctx,
        requireIdentity(request).userId,
        request.params.id,
        request.params.assignmentId,
        request.body,
      ),
  );

  app.delete(
    '/:id/assignments/:assignmentId',
    { schema: { params: ZAssignmentParams, response: { 200: ZClassMessageResponse } } },
    async (request) =>
      deleteAssignment(
        app.ctx,
        requireIdentity(request).userId,
        request.params.id,
        request.params.assignmentId,
      ),
  );

  app.get(
    '/:id/assignments/:assignmentId/progress',
    { schema: { params: ZAssignmentParams, response: { 200: ZProgressResponse } } },
    async (request) =>
      readProgress(app.ctx, requireIdentity(request).userId, request.params.id, request.params.assignmentId),
  );

  app.get(
    '/:id/assignments/:assignmentId/progress.csv',
    { schema: { params: ZAssignmentParams } },
    async (request, reply) => {
      const progress = await readProgress(
        app.ctx,
        requireIdentity(request).userId,
        request.params.id,
        request.params.assignmentId,
      );
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="assignment-${progress.assignment.id}-progress.csv"`,
        )
        .send(progressCsv(progress));
    },
  );

  app.get(
    '/:id/assignments/:assignmentId/progress/:userId/:puzzleId',
    { schema: { params: ZLearnerPuzzleParams, response: { 200: ZLearnerSubmissionsResponse } } },
    async (request) => readLearnerSubmissions(app.ctx, requireIdentity(request).userId, request.params),
  );

  app.get(
    '/:id/leaderboard',
    { schema: { params: ZClassParams, response: { 200: ZClassLeaderboardResponse } } },
    async (request) => readClassLeaderboard(app.ctx, requireIdentity(request).userId, request.params.id),
  );
};
