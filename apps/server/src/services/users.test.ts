import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../lib/passwords';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../test/test-database';
import type { ServiceContext } from './context';
import { createUser, ensureAdmin, findUserByEmail } from './users';

describe.each(testDatabaseKinds())('the configured administrator on %s', (kind) => {
  let test: TestDatabase;
  let ctx: ServiceContext;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
    ctx = { db: test.database.db, clock: Date.now };
  });
  afterAll(() => test.destroy());

  it('is created when the email is new', async () => {
    expect(await ensureAdmin(ctx, { email: 'Boss@Example.com', password: 'admin secret' })).toBe('created');
    const admin = await findUserByEmail(ctx, 'boss@example.com');
    expect(admin?.is_admin).toBe(1);
    expect(admin?.username).toBe('Boss');
    expect(await verifyPassword(admin?.password_hash ?? '', 'admin secret')).toBe(true);
    expect(await ensureAdmin(ctx, { email: 'boss@example.com', password: 'admin secret' })).toBe('unchanged');
  });

  it('promotes an existing account only when ADMIN_PASSWORD is its password, and audits it', async () => {
    await createUser(ctx, {
      username: 'grace',
      email: 'grace@example.com',
      mobile: null,
      password: 'her own',
    });
    expect(await ensureAdmin(ctx, { email: 'grace@example.com', password: 'her own' })).toBe('promoted');
    const grace = await findUserByEmail(ctx, 'grace@example.com');
    expect(grace?.is_admin).toBe(1);
    expect(await verifyPassword(grace?.password_hash ?? '', 'her own')).toBe(true);
    const audit = await ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', grace?.id ?? 0)
      .execute();
    expect(audit).toMatchObject([{ actor_id: null, action: 'user.make_admin', target_type: 'user' }]);
  });

  it('leaves an existing account alone when ADMIN_PASSWORD is not its password (no takeover)', async () => {
    await createUser(ctx, {
      username: 'squatter',
      email: 'squat@example.com',
      mobile: null,
      password: 'first to sign up',
    });
    expect(await ensureAdmin(ctx, { email: 'squat@example.com', password: 'configured' })).toBe(
      'password-mismatch',
    );
    const squatter = await findUserByEmail(ctx, 'squat@example.com');
    expect(squatter?.is_admin).toBe(0);
    expect(await verifyPassword(squatter?.password_hash ?? '', 'first to sign up')).toBe(true);
  });

  it('takes a free username when the email name is taken', async () => {
    await createUser(ctx, { username: 'ada', email: 'ada@one.example', mobile: null, password: 'whatever' });
    await ensureAdmin(ctx, { email: 'ada@two.example', password: 'admin secret' });
    expect((await findUserByEmail(ctx, 'ada@two.example'))?.username).toBe('ada1');
  });
});
