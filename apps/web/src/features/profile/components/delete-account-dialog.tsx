import { MESSAGES } from '@codequest/contracts';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { FieldError, FormField, invalidFieldProps } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { UI_MESSAGES } from '@/config/messages';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { useDeleteAccount } from '../api/delete-account';

const PASSWORD_ID = 'delete-account-password';
const ERROR_ID = 'delete-account-error';

/**
 * Says what deleting the account does, and asks for the password. A refusal (a wrong password, the last
 * administrator) stays under the field, which is marked invalid and focused, and is also a toast. On
 * success the learner is sent to the public page (`onDeleted`) and signed out, with a short message.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  isAdmin,
  onDeleted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isAdmin: boolean;
  onDeleted: () => void;
}) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const deleteAccount = useDeleteAccount({
    onSuccess: () => {
      onOpenChange(false);
      onDeleted();
      toast({ ...UI_MESSAGES.accountDeleted, variant: 'success' });
    },
    onError: (failure) => {
      const message =
        failure instanceof ApiError
          ? (failure.serverMessage ?? UI_MESSAGES.deleteAccountFailed)
          : UI_MESSAGES.deleteAccountNetwork;
      setProblem(message);
      toast({ title: 'Error', description: message, variant: 'destructive' });
      document.getElementById(PASSWORD_ID)?.focus();
    },
  });

  function close(next: boolean) {
    if (deleteAccount.isPending) return;
    if (!next) {
      setPassword('');
      setProblem(null);
    }
    onOpenChange(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (deleteAccount.isPending) return;
    if (password === '') {
      setProblem(MESSAGES.deletePasswordRequired);
      document.getElementById(PASSWORD_ID)?.focus();
      return;
    }
    setProblem(null);
    deleteAccount.mutate({ password });
  }

  return (
    <AlertDialog open={open} onOpenChange={close}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{UI_MESSAGES.deleteAccountTitle}</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="grid gap-2">
              <ul className="grid list-disc gap-1.5 pl-5">
                {UI_MESSAGES.deleteAccountConsequences.map((line) => (
                  <li key={line}>{line}</li>
                ))}
                {isAdmin ? <li>{UI_MESSAGES.deleteAccountAdminNote}</li> : null}
              </ul>
              <p className="font-medium text-foreground">{UI_MESSAGES.deleteAccountFinal}</p>
            </div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <form noValidate onSubmit={handleSubmit} className="grid gap-4">
          <FormField id={PASSWORD_ID} label={UI_MESSAGES.deleteAccountPassword}>
            <PasswordInput
              id={PASSWORD_ID}
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setProblem(null);
              }}
              {...invalidFieldProps(problem !== null, ERROR_ID)}
            />
          </FormField>
          <FieldError id={ERROR_ID} message={problem} />
          <AlertDialogFooter>
            <AlertDialogCancel disabled={deleteAccount.isPending}>Cancel</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={deleteAccount.isPending}>
              {deleteAccount.isPending ? <Spinner /> : <Trash2 aria-hidden="true" />}
              {deleteAccount.isPending ? 'Deleting...' : UI_MESSAGES.deleteAccount}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
