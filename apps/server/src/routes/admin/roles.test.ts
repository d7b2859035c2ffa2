import {
  ADMIN_MESSAGES,
  type AdminActionResponse,
  type AdminUsersResponse,
  type AuditResponse,
  type ClassResponse,
  type ErrorResponse,
  MESSAGES,
  type MessagesResponse,
  type User,
} from '@codequest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAdmin } from '../../operator/accounts';
import { buildAdmin, buildUser, type TestUser } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * Roles in the admin panel: teacher rights given and taken, admin rights taken (never one's own, never the
 * last administrator's), each audited and told to the person in their inbox; a learner is refused.
 */

describe.each(testDatabaseKinds())('roles on %s', (kind) => {
  let server: TestServer;
  let admin: TestUser;
  beforeAll(async () => {
    server = await startTestServer(kind);
    // The only administrator of this server: the last-administrator checks count on it.
    admin = await buildAdmin(server);
  });
  afterAll(async () => {
    await server.close();
  });

  const call = <T>(method: string, url: string, token = admin.token) =>
    server.request<T>(method, url, { token });
  const profile = async (user: TestUser) =>
    (await server.request<User>('GET', '/api/profile/current', { token: user.token })).body;
  const inbox = async (user: TestUser) =>
    (await server.request<MessagesResponse>('GET', '/api/messages', { token: user.token })).body.items.map(
      (message) => message.text,
    );
  const auditOf = async (action: string) =>
    (await call<AuditResponse>('GET', `/api/admin/audit?action=${action}`)).body.items.map(
      (entry) => entry.summary,
    );

  it('make a user a teacher and take it back, audited and told in the inbox', async () => {
    const person = await buildUser(server);
    expect((await profile(person)).isTeacher).toBe(false);
    const refused = await server.request<ErrorResponse>('POST', '/api/classes', {
      token: person.token,
      body: { name: 'Before' },
    });
    expect(refused.status).toBe(403);

    const made = await call<AdminActionResponse>('POST', `/api/admin/users/${person.user.id}/teacher`);
    expect(made.body).toEqual({ success: true, message: ADMIN_MESSAGES.userMadeTeacher, changed: true });
    expect((await profile(person)).isTeacher).toBe(true);
    const again = await call<AdminActionResponse>('POST', `/api/admin/users/${person.user.id}/teacher`);
    expect(again.body).toMatchObject({ message: ADMIN_MESSAGES.userAlreadyTeacher, changed: false });

    const users = await call<AdminUsersResponse>(`GET`, `/api/admin/users?search=${person.user.username}`);
    expect(users.body.items).toEqual([expect.objectContaining({ id: person.user.id, isTeacher: true })]);

    const created = await server.request<ClassResponse>('POST', '/api/classes', {
      token: person.token,
      body: { name: 'After' },
    });
    expect(created.status).toBe(200);

    const removed = await call<AdminActionResponse>('DELETE', `/api/admin/users/${person.user.id}/teacher`);
    expect(removed.body).toMatchObject({ message: ADMIN_MESSAGES.teacherRemoved, changed: true });
    expect((await profile(person)).isTeacher).toBe(false);
    // Without the rights, their class is theirs to read but no longer to manage.
    const manage = await server.request<ErrorResponse>('POST', `/api/classes/${created.body.id}/code`, {
      token: person.token,
    });
    expect(manage.status).toBe(403);
    const read = await server.request<ClassResponse>('GET', `/api/classes/${created.body.id}`, {
      token: person.token,
    });
    expect([read.status, read.body.teaching]).toEqual([200, null]);

    expect(await inbox(person)).toEqual([ADMIN_MESSAGES.teacherRemovedNotice, ADMIN_MESSAGES.teacherNotice]);
    expect(await auditOf('user.make_teacher')).toContain(`Made ${person.user.username} a teacher`);
    expect(await auditOf('user.remove_teacher')).toContain(`Removed ${person.user.username} as a teacher`);
  });

  it('remove admin rights, never one’s own nor the last administrator’s', async () => {
    const own = await call<ErrorResponse>('DELETE', `/api/admin/users/${admin.user.id}/admin`);
    expect([own.status, own.body]).toEqual([
      409,
      { message: ADMIN_MESSAGES.cannotRemoveOwnAdmin, code: 'CONFLICT' },
    ]);

    const second = await buildUser(server);
    await server.request('POST', '/api/admin/make-admin', {
      token: admin.token,
      body: { userId: second.user.id },
    });
    const secondAdmin = { ...second };
    const removed = await call<AdminActionResponse>('DELETE', `/api/admin/users/${second.user.id}/admin`);
    expect(removed.body).toEqual({ success: true, message: ADMIN_MESSAGES.adminRemoved, changed: true });
    expect((await profile(second)).isAdmin).toBe(false);
    expect((await inbox(second))[0]).toBe(ADMIN_MESSAGES.adminRemovedNotice);
    expect(await auditOf('user.remove_admin')).toContain(`Removed ${second.user.username} as an admin`);
    const notAdmin = await call<AdminActionResponse>('DELETE', `/api/admin/users/${second.user.id}/admin`);
    expect(notAdmin.body).toMatchObject({ message: ADMIN_MESSAGES.userNotAdmin, changed: false });
    // No longer an administrator: the panel refuses them.
    const panel = await call<ErrorResponse>('GET', '/api/admin/users', secondAdmin.token);
    expect([panel.status, panel.body.message]).toEqual([403, MESSAGES.forbidden]);

    // The last administrator: the only one left cannot be removed (here by the command line's rule too).
    await expect(setAdmin(server.app.ctx, admin.email, false)).rejects.toThrow(/last administrator/);
    const third = await buildUser(server);
    await server.request('POST', '/api/admin/make-admin', {
      token: admin.token,
      body: { userId: third.user.id },
    });
    // The new admin removes the first; then nobody can remove the new one, the last.
    const byThird = await call<AdminActionResponse>(
      'DELETE',
      `/api/admin/users/${admin.user.id}/admin`,
      third.token,
    );
    expect(byThird.body.changed).toBe(true);
    const last = await call<ErrorResponse>('DELETE', `/api/admin/users/${third.user.id}/admin`, third.token);
    expect([last.status, last.body.message]).toEqual([409, ADMIN_MESSAGES.cannotRemoveOwnAdmin]);
    await server.app.ctx.db
      .updateTable('users')
      .set({ is_admin: 1 })
      .where('id', '=', admin.user.id)
      .execute();
  });

  it('refuse the role routes to a learner (403) and answer an unknown user with 404', async () => {
    const learner = await buildUser(server);
    for (const [method, url] of [
      ['POST', `/api/admin/users/${learner.user.id}/teacher`],
      ['DELETE', `/api/admin/users/${learner.user.id}/teacher`],
      ['DELETE', `/api/admin/users/${admin.user.id}/admin`],
    ] as const) {
      const refused = await call<ErrorResponse>(method, url, learner.token);
      expect([method, url, refused.status]).toEqual([method, url, 403]);
    }
    const unknown = await call<ErrorResponse>('POST', '/api/admin/users/999999/teacher');
    expect([unknown.status, unknown.body.message]).toEqual([404, ADMIN_MESSAGES.noSuchUser]);
  });
});
