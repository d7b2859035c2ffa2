import type { AuditAction, AuditEntry, AuditResponse, AuditTargetType } from '@codequest/contracts';
import { type PageWindow, presentPage } from './page';

/** The audit log's entries: who (null for the server itself, or an account since removed), what, on what. */

export interface AuditRow {
  id: number;
  actor_id: number | null;
  /** The actor's username, from a left join on users. */
  username: string | null;
  action: string;
  target_type: string;
  target_id: number;
  target_label: string;
  summary: string;
  created_at: number;
}

export function presentAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: new Date(row.created_at).toISOString(),
    actor:
      row.actor_id !== null && row.username !== null ? { id: row.actor_id, username: row.username } : null,
    // Stored as text; only recordAudit writes them, from the same closed lists.
    action: row.action as AuditAction,
    target: { type: row.target_type as AuditTargetType, id: row.target_id, label: row.target_label },
    summary: row.summary,
  };
}

export function presentAuditLog(rows: AuditRow[], total: number | string, window: PageWindow): AuditResponse {
  return presentPage(rows.map(presentAuditEntry), total, window);
}
