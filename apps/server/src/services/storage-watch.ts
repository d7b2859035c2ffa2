import { statfs } from 'node:fs/promises';
import { sql } from 'kysely';
import type { StorageFault } from '../db/storage';
import type { ServiceContext } from './context';

/**
 * Whether the database takes writes. A request whose write failed for a storage fault (a full disk, a file
 * gone read-only) says so here; health then reports it, and checks again each time it is asked until writes
 * work. Reads nothing while all is well, so health stays cheap.
 */
export class StorageWatch {
  private failing: { fault: StorageFault; reason: string } | undefined;

  /** The embedded database's folder, whose free space tells when a full disk has room again. */
  constructor(private readonly dataDir: string | undefined) {}

  /** A write failed: this reason is health's until writes work again. */
  failed(fault: StorageFault, reason: string): void {
    this.failing = { fault, reason };
  }

  /** undefined while writes work; else why they do not. */
  async problem(ctx: Pick<ServiceContext, 'db'>): Promise<string | undefined> {
    if (this.failing === undefined) return undefined;
    try {
      // A write as small as the probe may still fit in space the log already holds: a full disk has room
      // again once it has room for more than that.
      if (this.failing.fault === 'full' && this.dataDir && (await freeBytes(this.dataDir)) < ROOM_BYTES) {
        return this.failing.reason;
      }
      await probeWrite(ctx);
      this.failing = undefined;
    } catch {
      // Still failing: the reason the request gave stands.
    }
    return this.failing?.reason;
  }
}

/** Free space that makes a full disk usable again: room for a burst of submissions, not one row. */
const ROOM_BYTES = 4 * 1024 * 1024;

async function freeBytes(dir: string): Promise<number> {
  const stats = await statfs(dir);
  return stats.bavail * stats.bsize;
}

/**
 * The smallest write that reaches the disk: the migration lock's row set to what it holds. SQLite writes its
 * page to the log all the same; PostgreSQL writes a new row version.
 */
async function probeWrite(ctx: Pick<ServiceContext, 'db'>): Promise<void> {
  await sql`update kysely_migration_lock set is_locked = is_locked where id = 'migration_lock'`.execute(
    ctx.db,
  );
}
