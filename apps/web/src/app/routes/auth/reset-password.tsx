import { CircleAlert } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { INVALID_RESET_LINK_REDIRECT_MS } from '@/config/constants';
import { UI_MESSAGES } from '@/config/messages';
import { paths } from '@/config/paths';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { toast } from '@/hooks/use-toast';
import { endSession, readToken } from '@/lib/session';

const BACK_TO_LOGIN = { href: paths.login, label: 'Back to Login' };

/** /reset-password?token=…, the page a reset mail links to (signed in or not). */
export default function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const [, navigate] = useLocation();
  const token = searchParams.get('token')?.trim() ?? '';
  const goToLogin = useCallback(() => navigate(paths.login), [navigate]);
  // A reset signs the account out everywhere, this browser too when a learner used the link while signed in.
  const signOutAndGoToLogin = useCallback(() => {
    if (readToken()) endSession();
    navigate(paths.login);
  }, [navigate]);

  return (
    <AuthLayout
      title="Reset Your Password"
      description="Choose a new password for your account"
      back={BACK_TO_LOGIN}
    >
      {token ? (
        <ResetPasswordForm token={token} onSuccess={signOutAndGoToLogin} />
      ) : (
        <InvalidResetLink onTimeout={goToLogin} />
      )}
    </AuthLayout>
  );
}

function InvalidResetLink({ onTimeout }: { onTimeout: () => void }) {
  useEffect(() => {
    toast({ ...UI_MESSAGES.invalidResetLink, variant: 'destructive' });
    const timer = setTimeout(onTimeout, INVALID_RESET_LINK_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [onTimeout]);

  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <div className="grid gap-1">
        <AlertTitle>{UI_MESSAGES.invalidResetLink.title}</AlertTitle>
        <AlertDescription>
          {UI_MESSAGES.invalidResetLink.description} Taking you to the login page...
        </AlertDescription>
      </div>
    </Alert>
  );
}
