import { MESSAGES } from '@codequest/contracts';
import { CircleAlert, LogIn } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField, focusFirstInvalid, invalidFieldProps } from '@/components/ui/form-field';
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
import { type LoginField, loginInvalidFields } from '../utils/invalid-fields';

const FIELD_IDS: Record<LoginField, string> = { email: 'login-email', password: 'login-password' };
const ERROR_ID = 'login-error';

interface FormError {
  message: string;
  fields: LoginField[];
}

/**
 * Email and password, a Forgot Password link-button, and the error of the last attempt above the form: the
 * fields it is about are marked invalid and the first is focused. Editing a field clears it.
 */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<FormError | null>(null);

  function showError(message: string, values = { email, password }) {
    const fields = loginInvalidFields(values, message);
    setError({ message, fields });
    focusFirstInvalid(fields.map((field) => FIELD_IDS[field]));
  }

  const login = useLogin({
    onSuccess: ({ token, user }) => {
      toast({ ...UI_MESSAGES.loginSuccess, variant: 'success' });
      forgetFirstVisit();
      startSession({ token, user });
      onSuccess();
    },
    onError: (failure, values) => showError(serverMessageOr(failure, UI_MESSAGES.loginFailed), values),
  });

  const forgotPassword = useForgotPassword({
    onSuccess: () => {
      // The last attempt's error no longer applies: the learner is resetting the password instead.
      setError(null);
      toast({ ...UI_MESSAGES.resetEmailSent, variant: 'success' });
    },
    onError: (failure) =>
      toast({
        title: UI_MESSAGES.resetEmailFailed.title,
        description: serverMessageOr(failure, UI_MESSAGES.resetEmailFailed.description),
        variant: 'destructive',
      }),
  });

  const edit = (setValue: (value: string) => void) => (event: { target: { value: string } }) => {
    setValue(event.target.value);
    setError(null);
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (login.isPending) return;
    if (email.trim() === '' || password === '') {
      showError(MESSAGES.fillAllFields);
      return;
    }
    setError(null);
    login.mutate({ email: email.trim(), password });
  }

  function handleForgotPassword() {
    if (forgotPassword.isPending) return;
    const address = email.trim();
    if (address === '') {
      setError(null);
      toast({ ...UI_MESSAGES.emailRequired, variant: 'destructive' });
      focusFirstInvalid([FIELD_IDS.email]);
      return;
    }
    forgotPassword.mutate({ email: address });
  }

  const invalid = (field: LoginField) => invalidFieldProps(error?.fields.includes(field) ?? false, ERROR_ID);

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-5">
      {error ? (
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <AlertDescription id={ERROR_ID}>{error.message}</AlertDescription>
        </Alert>
      ) : null}
      <FormField id={FIELD_IDS.email} label="Email">
        <Input
          id={FIELD_IDS.email}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          value={email}
          onChange={edit(setEmail)}
          {...invalid('email')}
        />
      </FormField>
      <div className="grid gap-2">
        <div className="flex items-center justify-between">
          <label htmlFor={FIELD_IDS.password} className="text-sm leading-none font-medium">
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
          id={FIELD_IDS.password}
          autoComplete="current-password"
          placeholder="Enter your password"
          required
          value={password}
          onChange={edit(setPassword)}
          {...invalid('password')}
        />
      </div>
      <Button type="submit" size="lg" disabled={login.isPending} className="w-full">
        {login.isPending ? <Spinner /> : <LogIn aria-hidden="true" />}
        {login.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
