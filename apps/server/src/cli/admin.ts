import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase, SQLITE_FILE } from '../db/database';
import { systemClock } from '../lib/clock';
import {
  listAdmins,
  OperatorError,
  PASSWORD_LINK_MINUTES,
  passwordLink,
  revokeSessions,
  setAdmin,
} from '../operator/accounts';
import { fail } from './output';

/**
 * `npm run admin -- COMMAND [EMAIL]`: an operator's hand on accounts, on the configured database (DATA_DIR or
 * DATABASE_URL), whether CodeQuest runs or not.
 */
const USAGE = `npm run admin -- COMMAND [EMAIL], where COMMAND is one of:
  password-link EMAIL    print a single-use link that sets a new password (valid ${PASSWORD_LINK_MINUTES} minutes)
  grant-admin EMAIL      make the account an administrator
  remove-admin EMAIL     take administrator rights away (never the last administrator's)
  list-admins            list the administrators
  sign-out EMAIL         end every session of the account`;

const [command, email] = process.argv.slice(2);
const needsEmail = ['password-link', 'grant-admin', 'remove-admin', 'sign-out'];
if (
  !command ||
  (needsEmail.includes(command) && !email) ||
  (!needsEmail.includes(command) && command !== 'list-admins')
)
  fail(USAGE);

const config = loadConfig();
// Opening a missing embedded database would make an empty one: a DATA_DIR mistyped is said as such.
if (!config.databaseUrl && !existsSync(path.join(config.dataDir, SQLITE_FILE)))
  fail(`There is no database in ${config.dataDir}: run the command with the DATA_DIR CodeQuest runs with`);
const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const ctx = { db: database.db, clock: systemClock };
try {
  const account = email ?? '';
  if (command === 'password-link') {
    const link = await passwordLink(ctx, config.publicUrl, account);
    console.log(
      `open this link within ${PASSWORD_LINK_MINUTES} minutes to set a new password (once):\n${link}`,
    );
  } else if (command === 'grant-admin' || command === 'remove-admin') {
    console.log(await setAdmin(ctx, account, command === 'grant-admin'));
  } else if (command === 'sign-out') {
    console.log(`${await revokeSessions(ctx, account)} session(s) ended`);
  } else {
    const admins = await listAdmins(ctx);
    console.log(
      admins.length
        ? admins.map((admin) => `${admin.username} <${admin.email}>`).join('\n')
        : 'no administrator',
    );
  }
} catch (error) {
  if (error instanceof OperatorError) {
    await database.close();
    fail(error.message);
  }
  throw error;
}
await database.close();
