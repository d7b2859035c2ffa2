import path from 'node:path';
import type { BackupContents } from '../backup/sqlite';

/** What the operator's commands (npm run backup, restore, admin) share: their arguments, their failures. */

/** The file named on the command line, from the folder the operator ran npm in (npm runs scripts at the root). */
export function fileArgument(usage: string): string {
  const [file] = process.argv.slice(2);
  if (!file) fail(usage);
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

/** What the backup commands say of a backup: its size and what it holds. */
export function describeContents(contents: BackupContents): string {
  const megabytes = (contents.bytes / (1024 * 1024)).toFixed(1);
  return `${megabytes} MB, ${contents.users} users, ${contents.submissions} submissions, schema ${contents.migrations.at(-1) ?? 'empty'}`;
}

/** A sentence for the operator and exit code 1: what went wrong is theirs to put right, not a crash. */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
