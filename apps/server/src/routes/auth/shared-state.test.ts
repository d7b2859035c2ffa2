import type { ErrorResponse } from '@codequest/contracts';
import { describe, expect, it } from 'vitest';
import { RATE_RULES } from '../../lib/rate-limit';
import { buildUser } from '../../test/factories';
import { testRedisUrl } from '../../test/judge-workers';
import type { TestServer } from '../../test/test-server';
import { useTwoInstances } from '../../test/two-instances';

/**
 * Two web processes of one installation (one database, one Redis and its prefix): a learner's budget of
 * wrong passwords is counted in Redis, so it holds whichever process each attempt reaches.
 */

const redisUrl = testRedisUrl();

describe.skipIf(!redisUrl)('sign-in limits across two web processes sharing Redis', () => {
  const { first, second } = useTwoInstances({ redisUrl: redisUrl as string });

  it('counts wrong passwords across both', async () => {
    const learner = await buildUser(first);
    const login = (server: TestServer) =>
      server.request<ErrorResponse>('POST', '/api/auth/login', {
        body: { email: learner.email, password: 'not the password' },
      });
    const statuses = [];
    for (let attempt = 0; attempt < RATE_RULES.loginFailuresPerAccountAndIp.points; attempt++) {
      statuses.push((await login(attempt % 2 === 0 ? first : second)).status);
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    expect((await login(second)).status).toBe(429);
    expect((await login(first)).status).toBe(429);
  });
});
