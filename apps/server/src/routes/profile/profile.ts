import {
  accountDataFileName,
  ZAccountDataResponse,
  ZActivityCalendar,
  ZDeleteAccountRequest,
  ZDeleteAccountResponse,
  ZEditorSettingsRequest,
  ZEditorSettingsResponse,
  ZProfileUpdateRequest,
  ZUser,
} from '@codequest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity, requireSession } from '../../plugins/auth';
import { exportAccountData } from '../../services/account-data';
import { deleteOwnAccount } from '../../services/accounts';
import { ownActivity } from '../../services/activity';
import { getEditorSettings, saveEditorSettings } from '../../services/editor-settings';
import { updateProfile, viewProfile } from '../../services/users';

/** The signed-in user's own profile, their editor settings, their data as a download, and deleting their account. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('onRequest', requireSession);

  app.get('/current', { schema: { response: { 200: ZUser } } }, async (request) =>
    viewProfile(ctx, requireIdentity(request).userId),
  );

  // The activity calendar: accepted submissions per local day over the last year, and the streaks.
  app.get('/activity', { schema: { response: { 200: ZActivityCalendar } } }, async (request) =>
    ownActivity(ctx, requireIdentity(request).userId),
  );

  app.patch(
    '/update',
    { schema: { body: ZProfileUpdateRequest, response: { 200: ZUser } } },
    async (request) => updateProfile(ctx, requireIdentity(request).userId, request.body),
  );

  // The editor's font size, line wrap, tab width and keymap: they follow the account.
  app.get('/editor-settings', { schema: { response: { 200: ZEditorSettingsResponse } } }, async (request) =>
    getEditorSettings(ctx, requireIdentity(request).userId),
  );

  app.put(
    '/editor-settings',
    { schema: { body: ZEditorSettingsRequest, response: { 200: ZEditorSettingsResponse } } },
    async (request) => saveEditorSettings(ctx, requireIdentity(request).userId, request.body),
  );

  // "Download my data": a file to save, never kept by a cache on the way.
  app.get('/data', { schema: { response: { 200: ZAccountDataResponse } } }, async (request, reply) => {
    const data = await exportAccountData(ctx, requireIdentity(request).userId);
    const fileName = accountDataFileName(new Date(data.exportedAt));
    reply
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store');
    return data;
  });

  app.delete(
    '/',
    { schema: { body: ZDeleteAccountRequest, response: { 200: ZDeleteAccountResponse } } },
    async (request) => deleteOwnAccount(ctx, requireIdentity(request), request.body),
  );
};
