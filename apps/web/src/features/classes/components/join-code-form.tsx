import { JOIN_CODE_LENGTH, normaliseJoinCode } from '@codequest/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError, FormField, invalidFieldProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { CLASS_TEXTS } from '@/config/messages';
import { serverMessageOr } from '@/lib/api-client';
import { useJoinClass } from '../api/join-class';

const ERROR_ID = 'join-code-error';

/** Anyone's field for a join code from a teacher; joining opens the class. */
export function JoinCodeForm({ onJoined }: { onJoined: (classId: number) => void }) {
  const [code, setCode] = useState('');
  const join = useJoinClass({ onSuccess: (joined) => onJoined(joined.id) });
  const error = join.isError ? serverMessageOr(join.error, CLASS_TEXTS.failed) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    join.mutate(normaliseJoinCode(code));
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-labelledby="join-code-heading">
      <h2 id="join-code-heading" className="text-lg font-semibold">
        {CLASS_TEXTS.joinTitle}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <FormField id="join-code" label={CLASS_TEXTS.joinLabel} className="min-w-0 flex-1 basis-40">
          <Input
            id="join-code"
            value={code}
            placeholder={CLASS_TEXTS.joinPlaceholder}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={JOIN_CODE_LENGTH * 2}
            className="font-mono uppercase tracking-widest"
            onChange={(event) => setCode(event.target.value)}
            required
            {...invalidFieldProps(error !== null, ERROR_ID)}
          />
        </FormField>
        <Button type="submit" disabled={join.isPending}>
          {join.isPending ? CLASS_TEXTS.joining : CLASS_TEXTS.join}
        </Button>
      </div>
      <FieldError id={ERROR_ID} message={error} />
    </form>
  );
}
