import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import type { BenchServer } from './bench-server';

/**
 * `count` learners straight into the users table, all with the password `benchmark`: a long tail of XP (most
 * have little, a few a lot, many share a score), learner0 first and learner<count - 1> far down.
 */
export async function seedUsers(db: Kysely<DB>, count: number): Promise<void> {
  const passwordHash = await hashPassword('benchmark');
  const now = Date.now();
  const batch = 500;
  for (let start = 0; start < count; start += batch) {
    const rows = Array.from({ length: Math.min(batch, count - start) }, (_, offset) => {
      const index = start + offset;
      // A long tail: most learners have little XP, a few a lot; many share a score.
      const xp = Math.floor(20_000 / (1 + (index % 5000))) * 10;
      return {
        username: `learner${index}`,
        username_key: `learner${index}`,
        email: `learner${index}@example.com`,
        mobile: null,
        password_hash: passwordHash,
        time_zone: 'UTC',
        total_xp: xp,
        solved_count: Math.floor(xp / 100),
        xp_reached_at: now - index,
        created_at: now,
        updated_at: now,
      };
    });
    await db.insertInto('users').values(rows).execute();
  }
}

/** A session of a seeded learner (learner<index>@example.com), signed in through the API. */
export async function signInSeeded(server: BenchServer, email: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'benchmark' }),
  });
  return ((await response.json()) as { token: string }).token;
}
