import { type SignupForm as SignupFields, signupProblem } from '@codequest/contracts';
import { CircleAlert, UserPlus } from 'lucide-react';
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
import { markFirstVisit } from '@/lib/first-visit';
import { startSession } from '@/lib/session';
import { useSignup } from '../api/signup';

const EMPTY_FORM: SignupFields = { username: '', email: '', mobile: '', password: '', confirmPassword: '' };

/** The five fields, checked in the spec's order (section 5) before the server is called. */
export function SignupForm({ onSuccess }: { onSuccess: () => void }) {
  const [form, setForm] = useState<SignupFields>(EMPTY_FORM);
  const [error, setError] = useState<string | null>(null);

  const signup = useSignup({
    onSuccess: ({ token, user }) => {
      toast({ ...UI_MESSAGES.signupSuccess, variant: 'success' });
      markFirstVisit(user.id);
      startSession({ token, user });
      onSuccess();
    },
    onError: (failure) => setError(serverMessageOr(failure, UI_MESSAGES.signupFailed)),
  });

  const update = (field: keyof SignupFields) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signup.isPending) return;
    const problem = signupProblem(form);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    signup.mutate(form);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      {error ? (
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}
      <FormField id="signup-username" label="Username">
        <Input
          id="signup-username"
          autoComplete="username"
          placeholder="coder42"
          required
          value={form.username}
          onChange={update('username')}
        />
      </FormField>
      <FormField id="signup-email" label="Email">
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          value={form.email}
          onChange={update('email')}
        />
      </FormField>
      <FormField id="signup-mobile" label="Mobile Number">
        <Input
          id="signup-mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
          required
          value={form.mobile}
          onChange={update('mobile')}
        />
      </FormField>
      <FormField id="signup-password" label="Password">
        <PasswordInput
          id="signup-password"
          autoComplete="new-password"
          placeholder="At least 6 characters"
          required
          value={form.password}
          onChange={update('password')}
        />
      </FormField>
      <FormField id="signup-confirm-password" label="Confirm Password">
        <PasswordInput
          id="signup-confirm-password"
          toggleLabel="confirm password"
          autoComplete="new-password"
          placeholder="Repeat your password"
          required
          value={form.confirmPassword}
          onChange={update('confirmPassword')}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={signup.isPending} className="mt-1 w-full">
        {signup.isPending ? <Spinner /> : <UserPlus aria-hidden="true" />}
        {signup.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
