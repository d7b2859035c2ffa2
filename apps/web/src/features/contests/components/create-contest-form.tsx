import {
  CONTEST_DEFAULT_PENALTY_MINUTES,
  CONTEST_DEFAULT_POINTS,
  CONTEST_DESCRIPTION_MAX_LENGTH,
  CONTEST_MAX_MINUTES,
  CONTEST_MAX_PROBLEMS,
  CONTEST_MIN_MINUTES,
  CONTEST_TITLE_MAX_LENGTH,
  type Contest,
  type ContestScoringKind,
  type PuzzleSummary,
} from '@codequest/contracts';
import { X } from 'lucide-react';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError, FormField, invalidFieldProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { CONTEST_TEXTS } from '@/config/messages';
import { serverMessageOr } from '@/lib/api-client';
import { zonedInputsOf } from '@/lib/zoned-time';
import { useCreateContest } from '../api/create-contest';
import {
  type ContestField,
  type ContestFormValues,
  contestRequestOf,
  fieldOfMessage,
  problemLabel,
} from '../utils/contest-form';

const ERROR_ID = 'create-contest-error';
/** The form's field ids, by what a server message can be about (it marks and focuses that one). */
const FIELD_IDS: Record<ContestField, string> = {
  title: 'contest-title',
  description: 'contest-description',
  problems: 'contest-search',
  points: 'contest-points-0',
  start: 'contest-start-date',
  duration: 'contest-duration',
  freeze: 'contest-freeze',
  penalty: 'contest-penalty',
};
const EVERYONE = 'everyone';
const QUARTER_HOUR_MS = 15 * 60_000;
const HOUR_MS = 60 * 60_000;

/** A start to offer: at least an hour away, on a quarter hour. */
function suggestedStart(now: number): number {
  return Math.ceil((now + HOUR_MS) / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
}

/**
 * Teachers' and administrators' form: a title and description, problems picked from the shared catalogue
 * (and, for a class's contest, the class's own puzzles), their points under IOI, the start typed in the
 * organiser's own zone, the duration, scoring, freeze and penalty, and optionally a class. The server checks
 * it all; its message shows under the form, on the field it is about, and nothing typed is lost.
 */
export function CreateContestForm({
  timeZone,
  puzzles,
  puzzlesFailed,
  classes,
  onCreated,
}: {
  timeZone: string;
  /** The catalogue to pick from (undefined while it loads). */
  puzzles: PuzzleSummary[] | undefined;
  puzzlesFailed: boolean;
  /** The classes the organiser teaches: a contest may be for one of them. */
  classes: Array<{ id: number; name: string }>;
  onCreated: (created: Contest) => void;
}) {
  const [initial] = useState(() => zonedInputsOf(suggestedStart(Date.now()), timeZone));
  const [form, setForm] = useState<ContestFormValues>({
    title: '',
    description: '',
    problems: [],
    date: initial.date,
    time: initial.time,
    durationMinutes: '120',
    scoring: 'icpc',
    freezeMinutes: '0',
    penaltyMinutes: String(CONTEST_DEFAULT_PENALTY_MINUTES),
    classId: '',
    practiceAfterEnd: true,
  });
  const [search, setSearch] = useState('');
  const change = (fields: Partial<ContestFormValues>) => setForm((current) => ({ ...current, ...fields }));
  const create = useCreateContest({
    onSuccess: (created) => {
      setForm((current) => ({ ...current, title: '', description: '', problems: [] }));
      onCreated(created);
    },
  });
  const error = create.isError ? serverMessageOr(create.error, CONTEST_TEXTS.failed) : null;
  const invalidField = fieldOfMessage(error);
  const invalid = (field: ContestField) => invalidFieldProps(invalidField === field, ERROR_ID);

  useEffect(() => {
    if (invalidField) document.getElementById(FIELD_IDS[invalidField])?.focus();
  }, [invalidField]);

  const classId = form.classId === '' ? null : Number(form.classId);
  const titles = useMemo(
    () => new Map((puzzles ?? []).map((puzzle) => [puzzle.id, puzzle.title])),
    [puzzles],
  );
  // The shared catalogue's puzzles, and the chosen class's own; never a learner's own practice puzzles.
  const usable = (puzzles ?? []).filter(
    (puzzle) => !puzzle.personal && (puzzle.classId === null || puzzle.classId === classId),
  );
  const query = search.trim().toLowerCase();
  const matching = query ? usable.filter((puzzle) => puzzle.title.toLowerCase().includes(query)) : usable;
  const picked = (puzzleId: number) => form.problems.some((problem) => problem.puzzleId === puzzleId);

  const toggle = (puzzleId: number) =>
    change({
      problems: picked(puzzleId)
        ? form.problems.filter((problem) => problem.puzzleId !== puzzleId)
        : [...form.problems, { puzzleId, points: String(CONTEST_DEFAULT_POINTS) }],
    });
  const setPoints = (puzzleId: number, points: string) =>
    change({
      problems: form.problems.map((problem) =>
        problem.puzzleId === puzzleId ? { ...problem, points } : problem,
      ),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(contestRequestOf(form, timeZone));
  };

  return (
    <form onSubmit={submit} className="grid min-w-0 gap-4" aria-labelledby="create-contest-heading">
      <h2 id="create-contest-heading" className="text-lg font-semibold">
        {CONTEST_TEXTS.createTitle}
      </h2>
      <FormField id={FIELD_IDS.title} label={CONTEST_TEXTS.titleLabel}>
        <Input
          id={FIELD_IDS.title}
          value={form.title}
          maxLength={CONTEST_TITLE_MAX_LENGTH}
          onChange={(event) => change({ title: event.target.value })}
          required
          {...invalid('title')}
        />
      </FormField>
      <FormField id={FIELD_IDS.description} label={CONTEST_TEXTS.descriptionLabel}>
        <Textarea
          id={FIELD_IDS.description}
          value={form.description}
          maxLength={CONTEST_DESCRIPTION_MAX_LENGTH}
          rows={3}
          onChange={(event) => change({ description: event.target.value })}
          {...invalid('description')}
        />
      </FormField>

      {classes.length > 0 ? (
        <FormField id="contest-class" label={CONTEST_TEXTS.classLabel}>
          <Select
            value={form.classId === '' ? EVERYONE : form.classId}
            onValueChange={(value) => change({ classId: value === EVERYONE ? '' : value })}
          >
            <SelectTrigger id="contest-class">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={EVERYONE}>{CONTEST_TEXTS.everyone}</SelectItem>
              {classes.map((item) => (
                <SelectItem key={item.id} value={String(item.id)}>
                  {CONTEST_TEXTS.classMembers(item.name)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
      ) : null}

      <fieldset className="grid min-w-0 gap-2">
        <legend className="mb-2 text-sm font-medium">
          {CONTEST_TEXTS.problemsLabel} ({form.problems.length}/{CONTEST_MAX_PROBLEMS})
        </legend>
        <p className="text-xs text-muted-foreground">{CONTEST_TEXTS.problemsHint}</p>
        {form.problems.length > 0 ? (
          <ol className="grid gap-2" aria-label={CONTEST_TEXTS.problemsLabel}>
            {form.problems.map((problem, index) => {
              const label = problemLabel(index);
              const title = titles.get(problem.puzzleId) ?? '';
              return (
                <li
                  key={problem.puzzleId}
                  className="flex min-w-0 flex-wrap items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm"
                >
                  <span className="font-semibold tabular-nums">{label}</span>
                  <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{title}</span>
                  {form.scoring === 'ioi' ? (
                    <Input
                      id={`contest-points-${index}`}
                      type="number"
                      min={1}
                      max={1000}
                      required
                      aria-label={CONTEST_TEXTS.pointsLabel(label)}
                      value={problem.points}
                      onChange={(event) => setPoints(problem.puzzleId, event.target.value)}
                      className="h-9 w-24"
                      {...invalid('points')}
                    />
                  ) : null}
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={CONTEST_TEXTS.removeProblem(label, title)}
                    title={CONTEST_TEXTS.removeProblem(label, title)}
                    onClick={() => toggle(problem.puzzleId)}
                    className="px-2"
                  >
                    <X aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ol>
        ) : null}
        <Input
          id={FIELD_IDS.problems}
          type="search"
          aria-label={CONTEST_TEXTS.searchLabel}
          placeholder={CONTEST_TEXTS.searchLabel}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          {...invalid('problems')}
        />
        <PuzzlePicker
          puzzles={puzzles === undefined ? undefined : matching}
          failed={puzzlesFailed}
          isPicked={picked}
          full={form.problems.length >= CONTEST_MAX_PROBLEMS}
          onToggle={toggle}
        />
      </fieldset>

      <fieldset className="grid min-w-0 gap-2">
        <legend className="mb-2 text-sm font-medium">{CONTEST_TEXTS.startLabel}</legend>
        <div className="flex min-w-0 gap-2">
          <Input
            id={FIELD_IDS.start}
            type="date"
            aria-label={`${CONTEST_TEXTS.startLabel}: ${CONTEST_TEXTS.dateLabel}`}
            value={form.date}
            onChange={(event) => change({ date: event.target.value })}
            required
            className="min-w-0"
            {...invalid('start')}
          />
          <Input
            id="contest-start-time"
            type="time"
            aria-label={`${CONTEST_TEXTS.startLabel}: ${CONTEST_TEXTS.timeLabel}`}
            value={form.time}
            onChange={(event) => change({ time: event.target.value })}
            required
            className="min-w-0"
            {...invalid('start')}
          />
        </div>
        <p className="text-xs text-muted-foreground">
          {CONTEST_TEXTS.zoneNote} ({timeZone})
        </p>
      </fieldset>

      <div className="grid min-w-0 gap-4 sm:grid-cols-2">
        <FormField id={FIELD_IDS.duration} label={CONTEST_TEXTS.durationLabel}>
          <Input
            id={FIELD_IDS.duration}
            type="number"
            min={CONTEST_MIN_MINUTES}
            max={CONTEST_MAX_MINUTES}
            value={form.durationMinutes}
            onChange={(event) => change({ durationMinutes: event.target.value })}
            required
            {...invalid('duration')}
          />
        </FormField>
        <FormField id="contest-scoring" label={CONTEST_TEXTS.scoringLabel}>
          <Select
            value={form.scoring}
            onValueChange={(value) => change({ scoring: value as ContestScoringKind })}
          >
            <SelectTrigger id="contest-scoring">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="icpc">{CONTEST_TEXTS.scoringHints.icpc}</SelectItem>
              <SelectItem value="ioi">{CONTEST_TEXTS.scoringHints.ioi}</SelectItem>
            </SelectContent>
          </Select>
        </FormField>
        <FormField id={FIELD_IDS.freeze} label={CONTEST_TEXTS.freezeLabel} hint={CONTEST_TEXTS.freezeHint}>
          <Input
            id={FIELD_IDS.freeze}
            type="number"
            min={0}
            value={form.freezeMinutes}
            onChange={(event) => change({ freezeMinutes: event.target.value })}
            required
            {...invalid('freeze')}
          />
        </FormField>
        {form.scoring === 'icpc' ? (
          <FormField
            id={FIELD_IDS.penalty}
            label={CONTEST_TEXTS.penaltyLabel}
            hint={CONTEST_TEXTS.penaltyHint}
          >
            <Input
              id={FIELD_IDS.penalty}
              type="number"
              min={0}
              value={form.penaltyMinutes}
              onChange={(event) => change({ penaltyMinutes: event.target.value })}
              required
              {...invalid('penalty')}
            />
          </FormField>
        ) : null}
      </div>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5"
          checked={form.practiceAfterEnd}
          onChange={(event) => change({ practiceAfterEnd: event.target.checked })}
        />
        <span className="grid gap-0.5">
          {CONTEST_TEXTS.practiceAfterEndLabel}
          <span className="text-xs text-muted-foreground">{CONTEST_TEXTS.practiceAfterEndHint}</span>
        </span>
      </label>

      <FieldError id={ERROR_ID} message={error} />
      <div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? CONTEST_TEXTS.creating : CONTEST_TEXTS.create}
        </Button>
      </div>
    </form>
  );
}

/** The catalogue as a searchable checklist: checking a puzzle adds it as the next problem. */
function PuzzlePicker({
  puzzles,
  failed,
  isPicked,
  full,
  onToggle,
}: {
  puzzles: PuzzleSummary[] | undefined;
  failed: boolean;
  isPicked: (puzzleId: number) => boolean;
  full: boolean;
  onToggle: (puzzleId: number) => void;
}) {
  const note = failed
    ? CONTEST_TEXTS.puzzlesFailed
    : puzzles === undefined
      ? CONTEST_TEXTS.puzzlesLoading
      : puzzles.length === 0
        ? CONTEST_TEXTS.noMatches
        : null;
  if (note) return <p className="text-sm text-muted-foreground">{note}</p>;
  return (
    <ul className="grid max-h-56 gap-1 overflow-y-auto rounded-lg border border-border p-2">
      {puzzles?.map((puzzle) => (
        <li key={puzzle.id}>
          <label className="flex min-w-0 items-center gap-2 rounded px-2 py-1 text-sm hover:bg-accent">
            <input
              type="checkbox"
              checked={isPicked(puzzle.id)}
              disabled={!isPicked(puzzle.id) && full}
              onChange={() => onToggle(puzzle.id)}
            />
            <span className="min-w-0 truncate">{puzzle.title}</span>
            <span className="ml-auto shrink-0 text-xs text-muted-foreground capitalize">
              {puzzle.difficulty}
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}
