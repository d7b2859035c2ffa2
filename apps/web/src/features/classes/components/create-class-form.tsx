import {
  CLASS_DESCRIPTION_MAX_LENGTH,
  CLASS_NAME_MAX_LENGTH,
  type ClassResponse,
} from '@codequest/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError, FormField, invalidFieldProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { CLASS_TEXTS } from '@/config/messages';
import { serverMessageOr } from '@/lib/api-client';
import { useCreateClass } from '../api/create-class';

const ERROR_ID = 'create-class-error';

/** Teachers' form: a name and an optional description; the server checks both and answers the class. */
export function CreateClassForm({ onCreated }: { onCreated: (created: ClassResponse) => void }) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const create = useCreateClass({
    onSuccess: (created) => {
      setName('');
      setDescription('');
      onCreated(created);
    },
  });
  const error = create.isError ? serverMessageOr(create.error, CLASS_TEXTS.failed) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ name, description });
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-labelledby="create-class-heading">
      <h2 id="create-class-heading" className="text-lg font-semibold">
        {CLASS_TEXTS.createTitle}
      </h2>
      <FormField id="class-name" label={CLASS_TEXTS.nameLabel}>
        <Input
          id="class-name"
          value={name}
          maxLength={CLASS_NAME_MAX_LENGTH}
          onChange={(event) => setName(event.target.value)}
          required
          {...invalidFieldProps(error !== null, ERROR_ID)}
        />
      </FormField>
      <FormField id="class-description" label={CLASS_TEXTS.descriptionLabel}>
        <Textarea
          id="class-description"
          value={description}
          maxLength={CLASS_DESCRIPTION_MAX_LENGTH}
          rows={2}
          onChange={(event) => setDescription(event.target.value)}
        />
      </FormField>
      <FieldError id={ERROR_ID} message={error} />
      <Button type="submit" disabled={create.isPending} className="justify-self-start">
        {create.isPending ? CLASS_TEXTS.creating : CLASS_TEXTS.create}
      </Button>
    </form>
  );
}
