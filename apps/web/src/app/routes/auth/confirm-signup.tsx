import { CircleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { QueryProvider } from '@/app/query-provider';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { UI_MESSAGES } from '@/config/messages';
import { paths } from '@/config/paths';
import { useConfirmSignup } from '@/features/auth/api/confirm-signup';
import { welcome } from '@/features/auth/components/signup-form';
import { serverMessageOr } from '@/lib/api-client';
import { takeReturnTo } from '@/lib/return-to';

const LINK_CLASS = 'font-medium text-brand underline-offset-4 hover:underline';

/** /confirm-signup?token=…, the page a sign-up's mail links to: the account is made, then the dashboard. */
export default function ConfirmSignupRoute() {
  return (
    <QueryProvider>
      <ConfirmSignupPage />
    </QueryProvider>
  );
}

function ConfirmSignupPage() {
  const [searchParams] = useSearchParams();
  const [, navigate] = useLocation();
  const token = searchParams.get('token')?.trim() ?? '';
  const confirm = useConfirmSignup({
    onSuccess: (answer) => {
      welcome(answer);
      navigate(takeReturnTo());
    },
  });
  // Once per page: the link works once, and a second call would only be refused.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  // No token at all says what a refused one would; a failure to reach the server says to try the link again.
  const failure = token
    ? confirm.error && serverMessageOr(confirm.error, UI_MESSAGES.signupConfirmFailed)
    : UI_MESSAGES.signupLinkMissing;
  return (
    <AuthLayout
      title="Create Your Account"
      description="Finishing the account you signed up for"
      footer={
        <>
          Already have an account?{' '}
          <Link href={paths.login} className={LINK_CLASS}>
            Sign in
          </Link>
        </>
      }
    >
      {failure ? (
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <AlertDescription>
            {failure}{' '}
            <Link href={paths.signup} className={LINK_CLASS}>
              Sign up again
            </Link>
          </AlertDescription>
        </Alert>
      ) : (
        <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
          <Spinner /> {UI_MESSAGES.confirmingSignup}
        </p>
      )}
    </AuthLayout>
  );
}
