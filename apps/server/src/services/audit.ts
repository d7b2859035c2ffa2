import type { AuditAction, AuditResponse, AuditTargetType } from '@codequest/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { presentAuditLog } from '../presenters/audit';
import type { ServiceContext } from './context';
import { pageWindow } from './paging';

/**
 * The audit log: every admin action, with who, when, what and the target. `recordAudit` takes the
 * transaction the action runs in, so the action and its entry are stored together or not at all.
 */

export interface AuditRecord {
  /** Null for the server itself (ADMIN_EMAIL at start) and for the operator's command line (`npm run admin`). */
  actorId: number | null;
  action: AuditAction;
  target: { type: AuditTargetType; id: number; label: string };
  summary: string;
  details?: Record<string, unknown>;
}

export async function recordAudit(trx: Kysely<DB>, at: number, record: AuditRecord): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      actor_id: record.actorId,
      action: record.action,
      target_type: record.target.type,
      target_id: record.target.id,
      target_label: record.target.label,
      summary: record.summary,
      details: JSON.stringify(record.details ?? {}),
      created_at: at,
    })
    .execute();
}

export async function listAudit(
  ctx: ServiceContext,
  request: { page: number; pageSize: number; action?: AuditAction | undefined },
): Promise<AuditResponse> {
  const { page, pageSize, offset } = pageWindow(request);
  let filtered = ctx.db.selectFrom('audit_log');
  if (request.action) filtered = filtered.where('audit_log.action', '=', request.action);
  const [rows, count] = await Promise.all([
    filtered
      .leftJoin('users', 'users.id', 'audit_log.actor_id')
      .select([
        'audit_log.id',
        'audit_log.actor_id',
        'users.username',
        'audit_log.action',
        'audit_log.target_type',
        'audit_log.target_id',
        'audit_log.target_label',
        'audit_log.summary',
        'audit_log.created_at',
      ])
      // Ids grow with time: newest first without an index on the time.
      .orderBy('audit_log.id', 'desc')
      .limit(pageSize)
      .offset(offset)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return presentAuditLog(rows, count.total, { page, pageSize });
}
