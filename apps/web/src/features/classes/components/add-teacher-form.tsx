import { CLASS_LOGIN_MAX_LENGTH } from '@codequest/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError, FormField, invalidFieldProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { CLASS_TEXTS } from '@/config/messages';
import { toast } from '@/hooks/use-toast';
import { serverMessageOr } from '@/lib/api-client';
import { useAddTeacher } from '../api/add-teacher';

const ERROR_ID = 'add-teacher-error';

/** A co-teacher by username or email; the server says when the person is no teacher. */
export function AddTeacherForm({ classId }: { classId: number }) {
  const [login, setLogin] = useState('');
  const add = useAddTeacher({
    onSuccess: () => {
      setLogin('');
      toast({ title: CLASS_TEXTS.teacherAdded, variant: 'success' });
    },
  });
  const error = add.isError ? serverMessageOr(add.error, CLASS_TEXTS.failed) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ classId, login: login.trim() });
  };
  return (
    <form onSubmit={submit} className="grid min-w-0 gap-3" aria-labelledby="add-teacher-heading">
      <h2 id="add-teacher-heading" className="text-lg font-semibold">
        {CLASS_TEXTS.addTeacherTitle}
      </h2>
      <div className="flex min-w-0 flex-wrap items-end gap-3">
        <FormField id="co-teacher" label={CLASS_TEXTS.addTeacherLabel} className="min-w-0 flex-1 basis-48">
          <Input
            id="co-teacher"
            value={login}
            maxLength={CLASS_LOGIN_MAX_LENGTH}
            autoComplete="off"
            onChange={(event) => setLogin(event.target.value)}
            required
            {...invalidFieldProps(error !== null, ERROR_ID)}
          />
        </FormField>
        <Button type="submit" variant="outline" disabled={add.isPending}>
          {CLASS_TEXTS.addTeacher}
        </Button>
      </div>
      <FieldError id={ERROR_ID} message={error} />
    </form>
  );
}
