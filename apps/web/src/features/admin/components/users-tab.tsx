import type { AdminUser } from '@codequest/contracts';
import {
  GraduationCap,
  LineChart,
  MessageSquare,
  Search,
  ShieldMinus,
  ShieldPlus,
  UserMinus,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { ConfirmButton } from '@/components/confirm-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ADMIN_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '@/config/constants';
import { ROLE_TEXTS, UI_MESSAGES } from '@/config/messages';
import { progressOf } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { toast } from '@/hooks/use-toast';
import { serverMessageOr } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';
import { useAdminUsers } from '../api/get-admin-users';
import { useMakeAdmin } from '../api/make-admin';
import { type RoleChange, useSetRole } from '../api/set-role';
import { ListLoading, ListMessage } from './list-state';
import { Pager } from './pager';
import { SendMessageDialog } from './send-message-dialog';

/** Users: a searchable, paged table with the Total Users badge, each row's role badge and actions. */
export function UsersTab() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const users = useAdminUsers({ page, pageSize: ADMIN_PAGE_SIZE, search: settledSearch || undefined });
  const [recipient, setRecipient] = useState<AdminUser | null>(null);

  return (
    <section aria-labelledby="users-heading" className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="users-heading" className="flex items-center gap-3 text-lg font-semibold">
          Users
          <Badge variant="brand" data-testid="total-users">
            Total Users: {users.data ? formatNumber(users.data.total) : '…'}
          </Badge>
        </h2>
        <div className="relative w-full sm:w-72">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label="Search users by name or email"
            placeholder="Search by name or email"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
            className="pl-9"
          />
        </div>
      </div>
      {users.isPending ? (
        <ListLoading label="Loading users" />
      ) : users.isError ? (
        <ListMessage>The users could not be loaded.</ListMessage>
      ) : users.data.items.length === 0 ? (
        <ListMessage>No users match.</ListMessage>
      ) : (
        <>
          <UsersTable users={users.data.items} onMessage={setRecipient} />
          <Pager
            label="Users"
            page={users.data.page}
            pageSize={users.data.pageSize}
            total={users.data.total}
            onPageChange={setPage}
          />
        </>
      )}
      <SendMessageDialog user={recipient} onOpenChange={(open) => (open ? null : setRecipient(null))} />
    </section>
  );
}

function UsersTable({ users, onMessage }: { users: AdminUser[]; onMessage: (user: AdminUser) => void }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-border bg-card">
      <table className="w-full text-sm">
        <caption className="sr-only">Users</caption>
        <thead className="border-b border-border bg-surface text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 text-left font-medium">
              User
            </th>
            <th scope="col" className="px-2 py-3 text-left font-medium">
              Role
            </th>
            <th scope="col" className="hidden px-2 py-3 text-right font-medium md:table-cell">
              Level
            </th>
            <th scope="col" className="px-2 py-3 text-right font-medium">
              XP
            </th>
            <th scope="col" className="hidden px-2 py-3 text-right font-medium md:table-cell">
              Solved
            </th>
            <th scope="col" className="hidden px-2 py-3 text-left font-medium lg:table-cell">
              Joined
            </th>
            <th scope="col" className="hidden px-2 py-3 text-left font-medium xl:table-cell">
              Last active
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <UserRow key={user.id} user={user} onMessage={() => onMessage(user)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function UserRow({ user, onMessage }: { user: AdminUser; onMessage: () => void }) {
  // One's own admin rights are never removed here (the server refuses it too).
  const currentUserId = useCurrentUser().id;
  return (
    <tr className="border-b border-border last:border-b-0 hover:bg-accent/40" data-testid="user-row">
      <td className="max-w-64 px-4 py-3">
        <p className="truncate font-medium">{user.username}</p>
        <p className="truncate text-xs text-muted-foreground">
          {user.email}
          {user.mobile ? ` · ${user.mobile}` : ''}
        </p>
      </td>
      <td className="px-2 py-3">
        <div className="flex flex-wrap gap-1">
          {user.isAdmin ? <Badge variant="brand">Admin</Badge> : <Badge variant="secondary">User</Badge>}
          {user.isTeacher ? <Badge variant="secondary">Teacher</Badge> : null}
        </div>
      </td>
      <td className="hidden px-2 py-3 text-right tabular-nums md:table-cell">{user.level}</td>
      <td className="px-2 py-3 text-right tabular-nums">{formatNumber(user.totalXP)}</td>
      <td className="hidden px-2 py-3 text-right tabular-nums md:table-cell">
        {formatNumber(user.solvedCount)}
      </td>
      <td className="hidden px-2 py-3 text-muted-foreground lg:table-cell">{formatDate(user.createdAt)}</td>
      <td className="hidden px-2 py-3 text-muted-foreground xl:table-cell">
        {user.lastActiveAt ? formatDateTime(user.lastActiveAt) : 'Never'}
      </td>
      <td className="px-4 py-3">
        <div className="flex flex-wrap justify-end gap-2">
          <Button asChild variant="ghost" size="sm">
            <Link href={progressOf(user.id)} aria-label={`Progress of ${user.username}`}>
              <LineChart aria-hidden="true" />
              Progress
            </Link>
          </Button>
          <Button variant="outline" size="sm" onClick={onMessage} aria-label={`Message ${user.username}`}>
            <MessageSquare aria-hidden="true" />
            Message
          </Button>
          {user.isAdmin ? null : <MakeAdminButton user={user} />}
          <RoleButton user={user} change={user.isTeacher ? 'removeTeacher' : 'makeTeacher'} />
          {user.isAdmin && user.id !== currentUserId ? <RoleButton user={user} change="removeAdmin" /> : null}
        </div>
      </td>
    </tr>
  );
}

const ROLE_ICONS: Record<RoleChange, ReactNode> = {
  makeTeacher: <GraduationCap aria-hidden="true" />,
  removeTeacher: <UserMinus aria-hidden="true" />,
  removeAdmin: <ShieldMinus aria-hidden="true" />,
};

/** Make Teacher, Remove Teacher, Remove Admin: each asks for confirmation, then says what the server did. */
function RoleButton({ user, change }: { user: AdminUser; change: RoleChange }) {
  const texts = ROLE_TEXTS[change];
  const mutation = useSetRole({
    onSuccess: (response) => toast({ title: response.message, variant: 'success' }),
    onError: (error) =>
      toast({ title: serverMessageOr(error, UI_MESSAGES.roleChangeFailed), variant: 'destructive' }),
  });
  return (
    <ConfirmButton
      size="sm"
      variant="outline"
      disabled={mutation.isPending}
      aria-label={`${texts.button}: ${user.username}`}
      title={texts.title(user.username)}
      description={texts.description}
      confirmLabel={texts.button}
      cancelLabel={ROLE_TEXTS.cancel}
      onConfirm={() => mutation.mutate({ change, userId: user.id })}
    >
      {ROLE_ICONS[change]}
      {texts.button}
    </ConfirmButton>
  );
}

function MakeAdminButton({ user }: { user: AdminUser }) {
  const promote = useMakeAdmin({
    onSuccess: () => toast({ title: UI_MESSAGES.userPromoted, variant: 'success' }),
    onError: () => toast({ title: UI_MESSAGES.promoteFailed, variant: 'destructive' }),
  });
  return (
    <Button
      size="sm"
      disabled={promote.isPending}
      onClick={() => promote.mutate(user.id)}
      aria-label={`Make Admin: ${user.username}`}
    >
      <ShieldPlus aria-hidden="true" />
      Make Admin
    </Button>
  );
}
