import { type AuthResponse, type SignupForm as SignupFields, signupProblem } from '@codequest/contracts';
import { CircleAlert, MailCheck, UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField, focusFirstInvalid, invalidFieldProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { UI_MESSAGES } from '@/config/messages';
import { toast } from '@/hooks/use-toast';
import { serverMessageOr } from '@/lib/api-client';
import { markFirstVisit } from '@/lib/first-visit';
import { startSession } from '@/lib/session';
import { useSignup } from '../api/signup';
import { type SignupField, signupInvalidFields } from '../utils/invalid-fields';

const EMPTY_FORM: SignupFields = { username: '', email: '', mobile: '', password: '', confirmPassword: '' };
const ERROR_ID = 'signup-error';
const FIELD_IDS: Record<SignupField, string> = {
  username: 'signup-username',
  email: 'signup-email',
  mobile: 'signup-mobile',
  password: 'signup-password',
  confirmPassword: 'signup-confirm-password',
};

interface FormError {
  message: string;
  fields: SignupField[];
}

/**
 * The five fields, checked in the spec's order (section 5) before the server is called. An error shows above
 * the form; the fields it is about are marked invalid and the first is focused. Editing a field clears it.
 */
export function SignupForm({ onSuccess }: { onSuccess: () => void }) {
  const [form, setForm] = useState<SignupFields>(EMPTY_FORM);
  const [error, setError] = useState<FormError | null>(null);

  function showError(message: string, values: SignupFields) {
    const fields = signupInvalidFields(values, message);
    setError({ message, fields });
    focusFirstInvalid(fields.map((field) => FIELD_IDS[field]));
  }

  const [linkSent, setLinkSent] = useState<{ message: string; email: string } | null>(null);

  const signup = useSignup({
    onSuccess: (answer, values) => {
      if ('confirmationSent' in answer) {
        setLinkSent({ message: answer.message, email: values.email.trim() });
        return;
      }
      welcome(answer);
      onSuccess();
    },
    onError: (failure, values) => showError(serverMessageOr(failure, UI_MESSAGES.signupFailed), values),
  });

  const update = (field: SignupField) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    setError(null);
  };

  // Each field: its id, its value, its change handler and, when an error is about it, its ARIA.
  const field = (name: SignupField) => ({
    id: FIELD_IDS[name],
    value: form[name],
    onChange: update(name),
    ...invalidFieldProps(error?.fields.includes(name) ?? false, ERROR_ID),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signup.isPending) return;
    const problem = signupProblem(form);
    if (problem) {
      showError(problem, form);
      return;
    }
    setError(null);
    signup.mutate(form);
  }

  if (linkSent) return <LinkSent {...linkSent} />;

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      {error ? (
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <AlertDescription id={ERROR_ID}>{error.message}</AlertDescription>
        </Alert>
      ) : null}
      <FormField id={FIELD_IDS.username} label="Username">
        <Input {...field('username')} autoComplete="username" placeholder="coder42" required />
      </FormField>
      <FormField id={FIELD_IDS.email} label="Email">
        <Input {...field('email')} type="email" autoComplete="email" placeholder="you@example.com" required />
      </FormField>
      <FormField id={FIELD_IDS.mobile} label="Mobile Number">
        <Input
          {...field('mobile')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
          required
        />
      </FormField>
      <FormField id={FIELD_IDS.password} label="Password">
        <PasswordInput
          {...field('password')}
          autoComplete="new-password"
          placeholder="At least 6 characters"
          required
        />
      </FormField>
      <FormField id={FIELD_IDS.confirmPassword} label="Confirm Password">
        <PasswordInput
          {...field('confirmPassword')}
          toggleLabel="confirm password"
          autoComplete="new-password"
          placeholder="Repeat your password"
          required
        />
      </FormField>
      <Button type="submit" size="lg" disabled={signup.isPending} className="mt-1 w-full">
        {signup.isPending ? <Spinner /> : <UserPlus aria-hidden="true" />}
        {signup.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}

/** Signed in: the spec's welcome, and the session started. */
export function welcome({ token, user }: AuthResponse) {
  toast({ ...UI_MESSAGES.signupSuccess, variant: 'success' });
  markFirstVisit(user.id);
  startSession({ token, user });
}

/** A server that confirms addresses by mail: the form gives way to where the link went. */
function LinkSent({ message, email }: { message: string; email: string }) {
  return (
    <Alert role="status">
      <MailCheck aria-hidden="true" />
      <div className="grid gap-1">
        <AlertTitle>{UI_MESSAGES.signupLinkSent}</AlertTitle>
        <AlertDescription>
          {message} <span className="break-all font-medium">({email})</span>
        </AlertDescription>
      </div>
    </Alert>
  );
}
