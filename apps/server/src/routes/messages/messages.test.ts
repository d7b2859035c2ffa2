import type { ErrorResponse, MarkReadResponse, MessagesResponse } from '@codequest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildUser, type TestUser } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

describe.each(testDatabaseKinds())('the learner inbox on %s', (kind) => {
  let server: TestServer;
  let admin: TestUser;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await buildAdmin(server);
  });
  afterAll(() => server.close());

  const send = async (to: TestUser, message: string) => {
    const response = await server.request('POST', '/api/admin/send-message', {
      token: admin.token,
      body: { userId: to.user.id, message },
    });
    expect(response.status).toBe(200);
    server.clock.advance(1000);
  };
  const inbox = (user: TestUser, query = '') =>
    server.request<MessagesResponse>('GET', `/api/messages${query}`, { token: user.token });

  it('needs a session', async () => {
    expect((await server.request<ErrorResponse>('GET', '/api/messages')).status).toBe(401);
    expect((await server.request<ErrorResponse>('POST', '/api/messages/1/read')).status).toBe(401);
  });

  it('lists the caller’s own messages, newest first, with sender, time, text and read flag, paged', async () => {
    const learner = await buildUser(server);
    const other = await buildUser(server);
    await send(learner, 'First');
    await send(other, 'Not yours');
    await send(learner, '<script>alert(1)</script> stays text');

    const response = await inbox(learner);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ total: 2, unreadCount: 2, page: 1 });
    expect(response.body.items.map((message) => message.text)).toEqual([
      '<script>alert(1)</script> stays text',
      'First',
    ]);
    expect(response.body.items[0]).toEqual({
      id: expect.any(Number),
      from: { id: admin.user.id, username: admin.user.username },
      text: '<script>alert(1)</script> stays text',
      sentAt: expect.any(String),
      read: false,
      readAt: null,
    });
    expect(Date.parse(response.body.items[0]?.sentAt ?? '')).toBeGreaterThan(
      Date.parse(response.body.items[1]?.sentAt ?? ''),
    );
    const second = await inbox(learner, '?pageSize=1&page=2');
    expect(second.body.items.map((message) => message.text)).toEqual(['First']);
    expect(second.body.total).toBe(2);
  });

  it('marks a message read once (idempotent); someone else’s is not found', async () => {
    const learner = await buildUser(server);
    const other = await buildUser(server);
    await send(learner, 'Read me');
    await send(learner, 'And me');
    const [newest] = (await inbox(learner)).body.items;
    const id = newest?.id ?? 0;

    const read = await server.request<MarkReadResponse>('POST', `/api/messages/${id}/read`, {
      token: learner.token,
    });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ item: { id, read: true, text: 'And me' }, unreadCount: 1 });
    const firstReadAt = read.body.item.readAt;
    server.clock.advance(60_000);
    const again = await server.request<MarkReadResponse>('POST', `/api/messages/${id}/read`, {
      token: learner.token,
    });
    expect(again.body).toMatchObject({ item: { readAt: firstReadAt }, unreadCount: 1 });
    expect((await inbox(learner)).body.unreadCount).toBe(1);

    const foreign = await server.request<ErrorResponse>('POST', `/api/messages/${id}/read`, {
      token: other.token,
    });
    expect(foreign.status).toBe(404);
    expect((await inbox(learner)).body.items.find((message) => message.id === id)?.read).toBe(true);
    const unknown = await server.request<ErrorResponse>('POST', '/api/messages/999999/read', {
      token: learner.token,
    });
    expect(unknown.status).toBe(404);
  });
});
