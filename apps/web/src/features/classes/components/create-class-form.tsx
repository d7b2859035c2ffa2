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
import { useUpdateClass } from '../api/update-class';

const ERROR_ID = 'create-class-error';

/**
 * Teachers' form: a name and an optional description; the server checks both and answers the class. With
 * `item`, the same form edits that class (Save, and Cancel through `onCancel`).
 */
export function CreateClassForm({
  item,
  onCreated,
  onCancel,
}: {
  item?: ClassResponse;
  onCreated: (saved: ClassResponse) => void;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(item?.name ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const create = useCreateClass({
    onSuccess: (created) => {
      setName('');
      setDescription('');
      onCreated(created);
    },
  });
  const update = useUpdateClass({ onSuccess: () => item && onCreated(item) });
  const save = item ? update : create;
  const words = item
    ? { submit: CLASS_TEXTS.save, busy: CLASS_TEXTS.saving }
    : { submit: CLASS_TEXTS.create, busy: CLASS_TEXTS.creating };
  const error = save.isError ? serverMessageOr(save.error, CLASS_TEXTS.failed) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (item) update.mutate({ classId: item.id, request: { name, description } });
    else create.mutate({ name, description });
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-labelledby="create-class-heading">
      <h2 id="create-class-heading" className="text-lg font-semibold">
        {item ? CLASS_TEXTS.editTitle : CLASS_TEXTS.createTitle}
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
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? words.busy : words.submit}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {CLASS_TEXTS.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
