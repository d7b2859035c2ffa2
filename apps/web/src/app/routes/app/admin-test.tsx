import { Bug, KeyRound, ShieldCheck, UserRound } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useSessionToken } from '@/hooks/use-session-token';
import { useCurrentUser } from '@/lib/auth';

/** /admin-test: a debug page showing the user record, the admin flag and whether a token is stored. */
export function AdminTestRoute() {
  const user = useCurrentUser();
  const token = useSessionToken();
  return (
    <div className="mx-auto max-w-4xl animate-fade-in">
      <PageHeader
        icon={<Bug />}
        title="Admin Test"
        description="What the app knows about the current session."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Card>
          <CardContent className="flex items-center gap-4 p-5">
            <ShieldCheck aria-hidden="true" className="size-6 text-violet-300" />
            <div>
              <p className="text-sm text-muted-foreground">Role</p>
              <p data-testid="admin-status" className="text-lg font-semibold">
                {user.isAdmin ? 'Admin User' : 'Regular User'}
              </p>
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardContent className="flex items-center gap-4 p-5">
            <KeyRound aria-hidden="true" className="size-6 text-cyan-300" />
            <div>
              <p className="text-sm text-muted-foreground">Token present</p>
              <p data-testid="token-status" className="text-lg font-semibold">
                {token ? 'Yes' : 'No'}
              </p>
            </div>
            <Badge variant={token ? 'success' : 'danger'} className="ml-auto">
              {token ? 'Stored' : 'Missing'}
            </Badge>
          </CardContent>
        </Card>
      </div>
      <Card className="mt-4">
        <CardHeader className="flex-row items-center gap-2 pb-3">
          <UserRound aria-hidden="true" className="size-5 text-muted-foreground" />
          <CardTitle className="text-base">Current user</CardTitle>
        </CardHeader>
        <CardContent>
          <pre
            data-testid="user-data"
            className="overflow-x-auto rounded-xl border border-border bg-surface p-4 font-mono text-xs leading-6 text-slate-200"
          >
            {JSON.stringify(user, null, 2)}
          </pre>
        </CardContent>
      </Card>
    </div>
  );
}
