import { MESSAGES } from '@codequest/contracts';
import { CircleAlert, LogIn } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { UI_MESSAGES } from '@/config/messages';
import { toast } from '@/hooks/use-toast';
import { serverMessageOr } from '@/lib/api-client';
import { forgetFirstVisit } from '@/lib/first-visit';
import { startSession } from '@/lib/session';
import { useForgotPassword } from '../api/forgot-password';
import { useLogin } from '../api/login';

/** Email and password, a Forgot Password link-button, and the error of the last attempt above the form. */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const login = useLogin({
    onSuccess: ({ token, user }) => {
      toast({ ...UI_MESSAGES.loginSuccess, variant: 'success' });
      forgetFirstVisit();
      startSession({ token, user });
      onSuccess();
    },
    onError: (failure) => setError(serverMessageOr(failure, UI_MESSAGES.loginFailed)),
  });

  const forgotPassword = useForgotPassword({
    onSuccess: () => toast({ ...UI_MESSAGES.resetEmailSent, variant: 'success' }),
    onError: (failure) =>
      toast({
        title: UI_MESSAGES.resetEmailFailed.title,
        description: serverMessageOr(failure, UI_MESSAGES.resetEmailFailed.description),
        variant: 'destructive',
      }),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (login.isPending) return;
    if (email.trim() === '' || password === '') {
      setError(MESSAGES.fillAllFields);
      return;
    }
    setError(null);
    login.mutate({ email: email.trim(), password });
  }

  function handleForgotPassword() {
    if (forgotPassword.isPending) return;
    const address = email.trim();
    if (address === '') {
      toast({ ...UI_MESSAGES.emailRequired, variant: 'destructive' });
      return;
    }
    forgotPassword.mutate({ email: address });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-5">
      {error ? (
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}
      <FormField id="login-email" label="Email">
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormField>
      <div className="grid gap-2">
        <div className="flex items-center justify-between">
          <label htmlFor="login-password" className="text-sm leading-none font-medium">
            Password
          </label>
          <button
            type="button"
            onClick={handleForgotPassword}
            disabled={forgotPassword.isPending}
            className="rounded-sm text-sm font-medium text-brand underline-offset-4 hover:underline disabled:opacity-70"
          >
            {forgotPassword.isPending ? 'Sending...' : 'Forgot Password?'}
          </button>
        </div>
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          placeholder="Enter your password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <Button type="submit" size="lg" disabled={login.isPending} className="w-full">
        {login.isPending ? <Spinner /> : <LogIn aria-hidden="true" />}
        {login.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
