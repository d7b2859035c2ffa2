import { MESSAGES, PASSWORD_MIN_LENGTH } from '@codequest/contracts';
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
import { FieldError, FormField, focusFirstInvalid, invalidFieldProps } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { UI_MESSAGES } from '@/config/messages';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Field = keyof typeof EMPTY;

const FIELD_IDS: Record<Field, string> = {
  currentPassword: 'change-current-password',
  newPassword: 'change-new-password',
  confirmPassword: 'change-confirm-password',
};
const FIELD_ORDER: Field[] = ['currentPassword', 'newPassword', 'confirmPassword'];
const ERROR_ID = 'change-password-error';

interface Problem {
  title: string;
  description: string;
  fields: Field[];
}

/**
 * Current password, then the new one twice. A failed check is a destructive toast (product spec, section 5)
 * and stays under the fields, which are marked invalid, the first one focused.
 */
export function ChangePasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [form, setForm] = useState(EMPTY);
  const [problem, setProblem] = useState<Problem | null>(null);

  function showProblem(found: Problem) {
    setProblem(found);
    toast({ title: found.title, description: found.description, variant: 'destructive' });
    focusFirstInvalid(
      FIELD_ORDER.filter((field) => found.fields.includes(field)).map((field) => FIELD_IDS[field]),
    );
  }
  const changePassword = useChangePassword({
    onSuccess: () => {
      toast({ ...UI_MESSAGES.changePasswordSuccess, variant: 'success' });
      setForm(EMPTY);
      setProblem(null);
      onOpenChange(false);
    },
    onError: (failure) => {
      const description =
        failure instanceof ApiError
          ? (failure.serverMessage ?? UI_MESSAGES.changePasswordFailed)
          : UI_MESSAGES.changePasswordNetwork;
      if (description === MESSAGES.currentPasswordWrong) {
        showProblem({ title: 'Error', description, fields: ['currentPassword'] });
        return;
      }
      toast({ title: 'Error', description, variant: 'destructive' });
    },
  });

  const update = (field: Field) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    setProblem(null);
  };
  const invalid = (field: Field) => invalidFieldProps(problem?.fields.includes(field) ?? false, ERROR_ID);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (changePassword.isPending) return;
    const found = changePasswordProblem(form);
    if (found) {
      showProblem(found);
      return;
    }
    setProblem(null);
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
              {...invalid('currentPassword')}
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
              {...invalid('newPassword')}
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
              {...invalid('confirmPassword')}
            />
          </FormField>
          <FieldError id={ERROR_ID} message={problem?.description ?? null} />
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
function changePasswordProblem(form: typeof EMPTY): Problem | null {
  if (form.newPassword !== form.confirmPassword)
    return { ...UI_MESSAGES.changePasswordsDiffer, fields: ['confirmPassword'] };
  if (form.newPassword.length < PASSWORD_MIN_LENGTH)
    return { ...UI_MESSAGES.changePasswordTooShort, fields: ['newPassword'] };
  if (form.currentPassword === '')
    return { ...UI_MESSAGES.currentPasswordRequired, fields: ['currentPassword'] };
  return null;
}
