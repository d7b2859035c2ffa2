import type { AuditAction, AuditEntry } from '@codequest/contracts';
import {
  Archive,
  GraduationCap,
  KeyRound,
  LogOut,
  MessageSquare,
  PackageOpen,
  Pencil,
  PlusCircle,
  Send,
  ShieldMinus,
  ShieldPlus,
  Sparkles,
  UserMinus,
  UserX,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { ADMIN_PAGE_SIZE } from '@/config/constants';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useAuditLog } from '../api/get-audit-log';
import { ListLoading, ListMessage } from './list-state';
import { Pager } from './pager';

const ACTIONS: Record<AuditAction, { label: string; icon: ReactNode }> = {
  'puzzle.create': { label: 'Created puzzle', icon: <PlusCircle /> },
  'puzzle.update': { label: 'Edited puzzle', icon: <Pencil /> },
  'puzzle.retire': { label: 'Retired puzzle', icon: <Archive /> },
  'puzzle.generate': { label: 'Generated puzzle', icon: <Sparkles /> },
  'puzzle.import': { label: 'Imported package', icon: <PackageOpen /> },
  'puzzle.publish': { label: 'Published draft', icon: <Send /> },
  'user.make_admin': { label: 'Made admin', icon: <ShieldPlus /> },
  'user.remove_admin': { label: 'Removed admin', icon: <ShieldMinus /> },
  'user.make_teacher': { label: 'Made teacher', icon: <GraduationCap /> },
  'user.remove_teacher': { label: 'Removed teacher', icon: <UserMinus /> },
  'user.message': { label: 'Sent message', icon: <MessageSquare /> },
  'user.reset_link': { label: 'Made a password link', icon: <KeyRound /> },
  'user.revoke_sessions': { label: 'Signed out everywhere', icon: <LogOut /> },
  'user.delete': { label: 'Deleted own account', icon: <UserX /> },
};

/** Activity: the audit log of every admin action, newest first, a page at a time. */
export function ActivityTab() {
  const [page, setPage] = useState(1);
  const log = useAuditLog({ page, pageSize: ADMIN_PAGE_SIZE });
  return (
    <section aria-labelledby="activity-heading" className="grid grid-cols-1 gap-4">
      <h2 id="activity-heading" className="flex items-center gap-3 text-lg font-semibold">
        Activity
        {log.data ? <Badge variant="brand">{formatNumber(log.data.total)} actions</Badge> : null}
      </h2>
      {log.isPending ? (
        <ListLoading label="Loading the activity" />
      ) : log.isError ? (
        <ListMessage>The activity could not be loaded.</ListMessage>
      ) : log.data.items.length === 0 ? (
        <ListMessage>No admin actions yet.</ListMessage>
      ) : (
        <>
          <ol className="grid grid-cols-1 gap-2">
            {log.data.items.map((entry) => (
              <ActivityRow key={entry.id} entry={entry} />
            ))}
          </ol>
          <Pager
            label="Activity"
            page={log.data.page}
            pageSize={log.data.pageSize}
            total={log.data.total}
            onPageChange={setPage}
          />
        </>
      )}
    </section>
  );
}

function ActivityRow({ entry }: { entry: AuditEntry }) {
  const action = ACTIONS[entry.action];
  return (
    <li
      data-testid="audit-entry"
      className="flex items-start gap-3 rounded-xl border border-border bg-card px-4 py-3 text-sm"
    >
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-violet-500/15 text-violet-300 [&_svg]:size-4"
      >
        {action.icon}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2">
          <span className="font-medium">{entry.actor?.username ?? 'The server'}</span>
          <Badge variant="outline">{action.label}</Badge>
          <span className="truncate">{entry.target.label}</span>
        </p>
        <p className="mt-1 break-words text-muted-foreground">{entry.summary}</p>
      </div>
      <time dateTime={entry.at} className="shrink-0 text-xs text-muted-foreground">
        {formatDateTime(entry.at)}
      </time>
    </li>
  );
}
