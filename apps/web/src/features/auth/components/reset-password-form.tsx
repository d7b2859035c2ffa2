import { PASSWORD_MIN_LENGTH } from '@codequest/contracts';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError, FormField, focusFirstInvalid, invalidFieldProps } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { UI_MESSAGES } from '@/config/messages';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';

type ResetField = 'password' | 'confirmPassword';

const FIELD_IDS: Record<ResetField, string> = {
  password: 'reset-password',
  confirmPassword: 'reset-confirm-password',
};
const ERROR_ID = 'reset-error';

interface ResetProblem {
  title: string;
  description: string;
  fields: ResetField[];
}

/**
 * New password twice, for the token of a reset link. Every failure is a destructive toast (product spec,
 * section 8): refused by the server, "Reset Failed" with its message; unreachable or unreadable, "Error".
 * A check that fails also stays under the fields, which are marked invalid, the first one focused.
 */
export function ResetPasswordForm({ token, onSuccess }: { token: string; onSuccess: () => void }) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problem, setProblem] = useState<ResetProblem | null>(null);

  const reset = useResetPassword({
    onSuccess: () => {
      toast({ ...UI_MESSAGES.resetSuccess, variant: 'success' });
      onSuccess();
    },
    onError: (failure) => {
      if (failure instanceof ApiError) {
        const { title, description } = UI_MESSAGES.resetFailed;
        toast({ title, description: failure.serverMessage ?? description, variant: 'destructive' });
        return;
      }
      toast({ ...UI_MESSAGES.resetError, variant: 'destructive' });
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // One request at a time: a second click while the first is on its way does nothing.
    if (reset.isPending) return;
    const found = resetProblem(password, confirmPassword);
    setProblem(found);
    if (found) {
      toast({ title: found.title, description: found.description, variant: 'destructive' });
      focusFirstInvalid(found.fields.map((field) => FIELD_IDS[field]));
      return;
    }
    reset.mutate({ token, newPassword: password });
  }

  const edit = (setValue: (value: string) => void) => (event: { target: { value: string } }) => {
    setValue(event.target.value);
    setProblem(null);
  };
  const invalid = (field: ResetField) =>
    invalidFieldProps(problem?.fields.includes(field) ?? false, ERROR_ID);

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-5">
      <FormField id={FIELD_IDS.password} label="New Password">
        <PasswordInput
          id={FIELD_IDS.password}
          autoComplete="new-password"
          placeholder="At least 6 characters"
          required
          minLength={PASSWORD_MIN_LENGTH}
          value={password}
          onChange={edit(setPassword)}
          {...invalid('password')}
        />
      </FormField>
      <FormField id={FIELD_IDS.confirmPassword} label="Confirm New Password">
        <PasswordInput
          id={FIELD_IDS.confirmPassword}
          toggleLabel="confirm new password"
          autoComplete="new-password"
          placeholder="Repeat your new password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          value={confirmPassword}
          onChange={edit(setConfirmPassword)}
          {...invalid('confirmPassword')}
        />
      </FormField>
      <FieldError id={ERROR_ID} message={problem?.description ?? null} />
      <Button type="submit" size="lg" disabled={reset.isPending} className="w-full">
        {reset.isPending ? <Spinner /> : <KeyRound aria-hidden="true" />}
        {reset.isPending ? 'Resetting Password...' : 'Reset Password'}
      </Button>
    </form>
  );
}

/** The reset form's checks in order: both filled, identical, long enough; and the fields each is about. */
function resetProblem(password: string, confirmPassword: string): ResetProblem | null {
  if (password === '' || confirmPassword === '') {
    const empty: ResetField[] = [];
    if (password === '') empty.push('password');
    if (confirmPassword === '') empty.push('confirmPassword');
    return { ...UI_MESSAGES.resetFieldsRequired, fields: empty };
  }
  if (password !== confirmPassword)
    return { ...UI_MESSAGES.resetPasswordsDiffer, fields: ['confirmPassword'] };
  if (password.length < PASSWORD_MIN_LENGTH)
    return { ...UI_MESSAGES.resetPasswordTooShort, fields: ['password'] };
  return null;
}
