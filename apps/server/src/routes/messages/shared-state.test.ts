import type { AdminActionResponse, MarkReadResponse, MessagesResponse } from '@codequest/contracts';
import { describe, expect, it } from 'vitest';
import { buildAdmin, buildUser } from '../../test/factories';
import { testRedisUrl } from '../../test/judge-workers';
import { useTwoInstances } from '../../test/two-instances';

/**
 * Two web processes of one installation (one database, one Redis and its prefix): the inbox needs nothing
 * shared but the database, so a message sent through one is read through the other.
 */

const redisUrl = testRedisUrl();

describe.skipIf(!redisUrl)('the inbox across two web processes sharing Redis', () => {
  const { first, second } = useTwoInstances({ redisUrl: redisUrl as string });

  it('delivers a message sent through one process to the inbox read through the other', async () => {
    const admin = await buildAdmin(first);
    const learner = await buildUser(second);
    const sent = await first.request<AdminActionResponse>('POST', '/api/admin/send-message', {
      token: admin.token,
      body: { userId: learner.user.id, message: 'Sent through the first process' },
    });
    expect(sent.status).toBe(200);
    const inbox = await second.request<MessagesResponse>('GET', '/api/messages', { token: learner.token });
    expect(inbox.body).toMatchObject({ total: 1, unreadCount: 1 });
    const [message] = inbox.body.items;
    expect(message?.text).toBe('Sent through the first process');
    const read = await second.request<MarkReadResponse>('POST', `/api/messages/${message?.id}/read`, {
      token: learner.token,
    });
    expect(read.body.unreadCount).toBe(0);
    const again = await first.request<MessagesResponse>('GET', '/api/messages', { token: learner.token });
    expect(again.body).toMatchObject({ total: 1, unreadCount: 0 });
  });
});
