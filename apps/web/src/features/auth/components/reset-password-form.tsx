import { PASSWORD_MIN_LENGTH } from '@codequest/contracts';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { UI_MESSAGES } from '@/config/messages';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';

/**
 * New password twice, for the token of a reset link. Every failure is a destructive toast (product spec,
 * section 8): refused by the server, "Reset Failed" with its message; unreachable or unreadable, "Error".
 */
export function ResetPasswordForm({ token, onSuccess }: { token: string; onSuccess: () => void }) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');

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
    const problem = resetProblem(password, confirmPassword);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    reset.mutate({ token, newPassword: password });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-5">
      <FormField id="reset-password" label="New Password">
        <PasswordInput
          id="reset-password"
          autoComplete="new-password"
          placeholder="At least 6 characters"
          required
          minLength={PASSWORD_MIN_LENGTH}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </FormField>
      <FormField id="reset-confirm-password" label="Confirm New Password">
        <PasswordInput
          id="reset-confirm-password"
          toggleLabel="confirm new password"
          autoComplete="new-password"
          placeholder="Repeat your new password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={reset.isPending} className="w-full">
        {reset.isPending ? <Spinner /> : <KeyRound aria-hidden="true" />}
        {reset.isPending ? 'Resetting Password...' : 'Reset Password'}
      </Button>
    </form>
  );
}

/** The reset form's checks in order: both filled, identical, long enough. */
function resetProblem(
  password: string,
  confirmPassword: string,
): { title: string; description: string } | null {
  if (password === '' || confirmPassword === '') return UI_MESSAGES.resetFieldsRequired;
  if (password !== confirmPassword) return UI_MESSAGES.resetPasswordsDiffer;
  if (password.length < PASSWORD_MIN_LENGTH) return UI_MESSAGES.resetPasswordTooShort;
  return null;
}
