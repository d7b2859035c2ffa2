import { ASSIGNMENT_MAX_PUZZLES, ASSIGNMENT_TITLE_MAX_LENGTH, type Assignment } from '@codequest/contracts';
import { type FormEvent, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError, FormField, invalidFieldProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ASSIGNMENT_TEXTS } from '@/config/messages';
import { serverMessageOr } from '@/lib/api-client';
import { instantFromZoned, zonedInputsOf } from '@/lib/zoned-time';
import { useCreateAssignment } from '../api/create-assignment';
import { useCataloguePuzzles } from '../api/get-catalogue-puzzles';
import { useUpdateAssignment } from '../api/update-assignment';

const ERROR_ID = 'assignment-error';
const WEEK_MS = 7 * 24 * 3_600_000;

/**
 * Teachers' form: a title, puzzles from the shared catalogue and the class's own (searchable), the opening
 * and the due time as local dates and times in the teacher's own zone, and whether late solves count. With
 * `assignment`, the same form edits it (Save, and Cancel through `onCancel`).
 */
export function AssignmentForm({
  classId,
  timeZone,
  assignment,
  onCreated,
  onCancel,
}: {
  classId: number;
  timeZone: string;
  assignment?: Assignment;
  onCreated: () => void;
  onCancel?: () => void;
}) {
  const now = useMemo(() => Date.now(), []);
  const [title, setTitle] = useState(assignment?.title ?? '');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<number[]>(() => assignment?.puzzles.map((puzzle) => puzzle.id) ?? []);
  const [opens, setOpens] = useState(() =>
    zonedInputsOf(assignment ? Date.parse(assignment.opensAt) : now, timeZone),
  );
  const [due, setDue] = useState(() =>
    zonedInputsOf(assignment ? Date.parse(assignment.dueAt) : now + WEEK_MS, timeZone),
  );
  const [lateCounts, setLateCounts] = useState(assignment?.lateSolvesCount ?? false);
  const puzzles = useCataloguePuzzles();
  const create = useCreateAssignment({
    onSuccess: () => {
      setTitle('');
      setPicked([]);
      onCreated();
    },
  });
  const update = useUpdateAssignment({ onSuccess: onCreated });
  const save = assignment ? update : create;
  const error = save.isError ? serverMessageOr(save.error, ASSIGNMENT_TEXTS.failed) : null;
  const words = assignment
    ? { heading: ASSIGNMENT_TEXTS.editTitle, submit: ASSIGNMENT_TEXTS.save, busy: ASSIGNMENT_TEXTS.saving }
    : {
        heading: ASSIGNMENT_TEXTS.newTitle,
        submit: ASSIGNMENT_TEXTS.create,
        busy: ASSIGNMENT_TEXTS.creating,
      };

  // The shared catalogue's puzzles and this class's own; never a learner's practice or another class's.
  const shared = (puzzles.data ?? []).filter(
    (puzzle) => !puzzle.personal && (puzzle.classId === null || puzzle.classId === classId),
  );
  const query = search.trim().toLowerCase();
  const matching = query ? shared.filter((puzzle) => puzzle.title.toLowerCase().includes(query)) : shared;

  const toggle = (puzzleId: number) =>
    setPicked((current) =>
      current.includes(puzzleId) ? current.filter((id) => id !== puzzleId) : [...current, puzzleId],
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = {
      title,
      puzzleIds: picked,
      opensAt: instantFromZoned(opens.date, opens.time, timeZone) ?? '',
      dueAt: instantFromZoned(due.date, due.time, timeZone) ?? '',
      lateSolvesCount: lateCounts,
    };
    if (assignment) update.mutate({ classId, assignmentId: assignment.id, request });
    else create.mutate({ classId, request });
  };

  return (
    <form onSubmit={submit} className="grid min-w-0 gap-4" aria-labelledby="new-assignment-heading">
      <h2 id="new-assignment-heading" className="text-lg font-semibold">
        {words.heading}
      </h2>
      <FormField id="assignment-title" label={ASSIGNMENT_TEXTS.titleLabel}>
        <Input
          id="assignment-title"
          value={title}
          maxLength={ASSIGNMENT_TITLE_MAX_LENGTH}
          onChange={(event) => setTitle(event.target.value)}
          required
          {...invalidFieldProps(error !== null, ERROR_ID)}
        />
      </FormField>
      <fieldset className="grid min-w-0 gap-2">
        <legend className="mb-2 text-sm font-medium">
          {ASSIGNMENT_TEXTS.puzzlesLabel} ({picked.length}/{ASSIGNMENT_MAX_PUZZLES})
        </legend>
        <Input
          type="search"
          aria-label={ASSIGNMENT_TEXTS.searchLabel}
          placeholder={ASSIGNMENT_TEXTS.searchLabel}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <ul className="grid max-h-56 gap-1 overflow-y-auto rounded-lg border border-border p-2">
          {matching.map((puzzle) => (
            <li key={puzzle.id}>
              <label className="flex min-w-0 items-center gap-2 rounded px-2 py-1 text-sm hover:bg-accent">
                <input
                  type="checkbox"
                  checked={picked.includes(puzzle.id)}
                  disabled={!picked.includes(puzzle.id) && picked.length >= ASSIGNMENT_MAX_PUZZLES}
                  onChange={() => toggle(puzzle.id)}
                />
                <span className="min-w-0 truncate">{puzzle.title}</span>
                {puzzle.classId !== null ? (
                  <span className="shrink-0 text-xs text-muted-foreground">
                    {ASSIGNMENT_TEXTS.classPuzzle}
                  </span>
                ) : null}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <p className="text-xs text-muted-foreground">
        {ASSIGNMENT_TEXTS.zoneNote} ({timeZone})
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <ZonedInputs
          id="assignment-opens"
          label={ASSIGNMENT_TEXTS.opensLabel}
          value={opens}
          onChange={setOpens}
        />
        <ZonedInputs id="assignment-due" label={ASSIGNMENT_TEXTS.dueLabel} value={due} onChange={setDue} />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={lateCounts}
          onChange={(event) => setLateCounts(event.target.checked)}
        />
        {ASSIGNMENT_TEXTS.lateLabel}
      </label>
      <FieldError id={ERROR_ID} message={error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? words.busy : words.submit}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {ASSIGNMENT_TEXTS.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function ZonedInputs({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: { date: string; time: string };
  onChange: (value: { date: string; time: string }) => void;
}) {
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      <div className="flex min-w-0 gap-2">
        <Input
          id={`${id}-date`}
          type="date"
          aria-label={`${label}: ${ASSIGNMENT_TEXTS.dateLabel}`}
          value={value.date}
          onChange={(event) => onChange({ ...value, date: event.target.value })}
          required
          className="min-w-0"
        />
        <Input
          id={`${id}-time`}
          type="time"
          aria-label={`${label}: ${ASSIGNMENT_TEXTS.timeLabel}`}
          value={value.time}
          onChange={(event) => onChange({ ...value, time: event.target.value })}
          required
          className="min-w-0"
        />
      </div>
    </fieldset>
  );
}
