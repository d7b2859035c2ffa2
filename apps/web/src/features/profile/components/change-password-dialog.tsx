import { PASSWORD_MIN_LENGTH } from '@codequest/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { UI_MESSAGES } from '@/config/messages';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [form, setForm] = useState(EMPTY);
  const changePassword = useChangePassword({
    onSuccess: () => {
      toast({ ...UI_MESSAGES.changePasswordSuccess, variant: 'success' });
      setForm(EMPTY);
      onOpenChange(false);
    },
    onError: (failure) => {
      const description =
        failure instanceof ApiError
          ? (failure.serverMessage ?? UI_MESSAGES.changePasswordFailed)
          : UI_MESSAGES.changePasswordNetwork;
      toast({ title: 'Error', description, variant: 'destructive' });
    },
  });

  const update = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (changePassword.isPending) return;
    const problem = changePasswordProblem(form);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    changePassword.mutate({ currentPassword: form.currentPassword, newPassword: form.newPassword });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change Password</DialogTitle>
          <DialogDescription>Enter your current password, then choose a new one.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit} className="grid gap-4">
          <FormField id="change-current-password" label="Current Password">
            <PasswordInput
              id="change-current-password"
              toggleLabel="current password"
              autoComplete="current-password"
              required
              value={form.currentPassword}
              onChange={update('currentPassword')}
            />
          </FormField>
          <FormField id="change-new-password" label="New Password">
            <PasswordInput
              id="change-new-password"
              toggleLabel="new password"
              autoComplete="new-password"
              required
              minLength={PASSWORD_MIN_LENGTH}
              value={form.newPassword}
              onChange={update('newPassword')}
            />
          </FormField>
          <FormField id="change-confirm-password" label="Confirm New Password">
            <PasswordInput
              id="change-confirm-password"
              toggleLabel="confirm new password"
              autoComplete="new-password"
              required
              value={form.confirmPassword}
              onChange={update('confirmPassword')}
            />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={changePassword.isPending}>
              {changePassword.isPending ? <Spinner /> : null}
              {changePassword.isPending ? 'Changing...' : 'Change Password'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The spec's checks in its order (section 5): the two new fields match, are long enough, current is given. */
function changePasswordProblem(form: typeof EMPTY): { title: string; description: string } | null {
  if (form.newPassword !== form.confirmPassword) return UI_MESSAGES.changePasswordsDiffer;
  if (form.newPassword.length < PASSWORD_MIN_LENGTH) return UI_MESSAGES.changePasswordTooShort;
  if (form.currentPassword === '') return UI_MESSAGES.currentPasswordRequired;
  return null;
}
