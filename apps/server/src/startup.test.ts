import { rmSync } from 'node:fs';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { verifyPassword } from './lib/passwords';
import type { ServiceContext } from './services/context';
import { createUser, findUserByEmail } from './services/users';
import { prepareData } from './startup';
import { createContentDir } from './test/catalogue-fixture';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from './test/test-database';

describe.each(testDatabaseKinds())('ADMIN_EMAIL at start on %s', (kind) => {
  let test: TestDatabase;
  let ctx: ServiceContext;
  let content: string;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
    ctx = { db: test.database.db, clock: Date.now };
    content = createContentDir();
  });
  afterAll(async () => {
    await test.destroy();
    rmSync(content, { recursive: true, force: true });
  });

  async function start(email: string, password: string): Promise<Array<{ level: number; msg: string }>> {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const config = loadConfig({
      DATA_DIR: test.dataDir,
      CONTENT_DIR: content,
      ADMIN_EMAIL: email,
      ADMIN_PASSWORD: password,
    });
    await prepareData(ctx, config, log);
    return lines.map((line) => JSON.parse(line) as { level: number; msg: string });
  }

  it('does not hand an existing account to whoever configures its email, and says why in the log', async () => {
    await createUser(ctx, {
      username: 'early',
      email: 'boss@example.com',
      mobile: null,
      password: 'mine alone',
    });
    const log = await start('boss@example.com', 'operator secret');
    const boss = await findUserByEmail(ctx, 'boss@example.com');
    expect(boss?.is_admin).toBe(0);
    expect(await verifyPassword(boss?.password_hash ?? '', 'mine alone')).toBe(true);
    const warning = log.find((line) => line.msg.startsWith('ADMIN_EMAIL'));
    expect(warning?.level).toBe(40);
    expect(warning?.msg).toContain('ADMIN_PASSWORD is not its password, so it was not made an admin');
  });

  it('promotes it when ADMIN_PASSWORD is its password', async () => {
    const log = await start('boss@example.com', 'mine alone');
    expect((await findUserByEmail(ctx, 'boss@example.com'))?.is_admin).toBe(1);
    expect(log.some((line) => line.msg === 'administrator from ADMIN_EMAIL')).toBe(true);
  });
});
