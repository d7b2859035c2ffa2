import {
  type AdminPuzzle,
  byLanguage,
  type CreatePuzzleRequest,
  DIFFICULTIES,
  type Difficulty,
  JUDGE_LIMITS,
  LANGUAGE_TABLE,
  LANGUAGES,
  type Language,
  OUTPUT_VALIDATOR_LANGUAGES,
} from '@codequest/contracts';
import { CheckCircle2, Plus, Save, Trash2 } from 'lucide-react';
import {
  type ComponentProps,
  cloneElement,
  createContext,
  type FormEvent,
  type ReactElement,
  type ReactNode,
  useContext,
  useState,
} from 'react';
import { difficultyLabel } from '@/components/puzzles/difficulty-badge';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField, focusFirstInvalid, invalidFieldProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { UI_MESSAGES } from '@/config/messages';
import { toast } from '@/hooks/use-toast';
import { serverMessageOr } from '@/lib/api-client';
import { useCreatePuzzle } from '../api/create-puzzle';
import { useTracks } from '../api/get-admin-puzzles';
import { PANEL_TARGET, type PuzzleTarget } from '../api/puzzle-target';
import { useUpdatePuzzle } from '../api/update-puzzle';
import { useValidatePuzzle } from '../api/validate-puzzle';
import {
  type ExampleValues,
  examplesRequest,
  formatTestCases,
  formErrors,
  type JudgingValues,
  judgingRequest,
  judgingValuesOf,
  MAX_EXAMPLES,
  parseHints,
  parseTestCases,
  sentExamples,
  testsFitTheForm,
  tolerancesFor,
} from '../utils/puzzle-form';
import { ProofReport } from './proof-report';

const codeOf = (code: Partial<Record<Language, string | null>>): Record<Language, string> =>
  byLanguage((language) => code[language] ?? '');
const NO_CODE = codeOf({});

/**
 * Create Puzzle (product spec, sections 2 and 5), and Edit for a puzzle made here: the spec's fields, a
 * Hidden toggle per test, reference solutions and optional starter code per language. Validate runs the
 * judge and shows each test's result; Save is validated again by the server. `onSaved` gets the puzzle's
 * title, so the list can open on it. Examples (input, output, explanation) show under the statement.
 * Editing keeps what the form does not show (constraints, the limits other than time and memory). Judging
 * sets the time and memory limits and how output is compared.
 */
export function PuzzleForm({
  puzzle,
  onSaved,
  target = PANEL_TARGET,
}: {
  /** The puzzle to edit (one made in the panel); none for a new puzzle. */
  puzzle?: AdminPuzzle;
  onSaved: (title: string) => void;
  /** Where it is saved: the panel's catalogue unless a class's own puzzles. */
  target?: PuzzleTarget;
}) {
  const tracks = useTracks();
  const [storedTests] = useState(() =>
    puzzle ? formatTestCases(puzzle.testCases) : { text: '', hidden: new Set<number>() },
  );
  const [title, setTitle] = useState(puzzle?.title ?? '');
  const [description, setDescription] = useState(puzzle?.description ?? '');
  const [statement, setStatement] = useState(puzzle?.problemStatement ?? '');
  const [categoryId, setCategoryId] = useState(puzzle ? String(puzzle.categoryId) : '');
  const [difficulty, setDifficulty] = useState<Difficulty>(puzzle?.difficulty ?? 'easy');
  const [hints, setHints] = useState(puzzle?.hints.join('\n') ?? '');
  const [testsText, setTestsText] = useState(storedTests.text);
  const [hidden, setHidden] = useState<ReadonlySet<number>>(storedTests.hidden);
  const [solution, setSolution] = useState(puzzle ? codeOf(puzzle.solution) : NO_CODE);
  const [starter, setStarter] = useState(puzzle ? codeOf(puzzle.starterCode) : NO_CODE);
  const [judging, setJudging] = useState<JudgingValues>(() => judgingValuesOf(puzzle));
  const [examples, setExamples] = useState<ExampleValues[]>(() =>
    (puzzle?.examples ?? []).map((example) => ({
      input: example.input.replace(/\n$/, ''),
      output: example.output.replace(/\n$/, ''),
      explanation: example.explanation,
    })),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Tests the one-line syntax cannot hold (an input with `|`, say) would change on Save: refuse rather than lose them.
  const [testsFit] = useState(() => !puzzle || testsFitTheForm(puzzle.testCases));

  const testCases = parseTestCases(testsText, hidden);
  const validate = useValidatePuzzle(target);
  const saved = {
    onError: (error: unknown) => {
      const failed = puzzle ? UI_MESSAGES.updateFailed : UI_MESSAGES.createFailed;
      setProblem(serverMessageOr(error, failed.description));
      toast({ ...failed, variant: 'destructive' });
    },
  };
  const create = useCreatePuzzle({
    ...saved,
    target,
    onSuccess: (created) => {
      toast({ ...UI_MESSAGES.puzzleCreated, variant: 'success' });
      onSaved(created.title);
    },
  });
  const update = useUpdatePuzzle({
    ...saved,
    target,
    onSuccess: (updated) => {
      toast({ ...UI_MESSAGES.puzzleUpdated, variant: 'success' });
      onSaved(updated.title);
    },
  });
  const saving = create.isPending || update.isPending;

  const missing =
    title.trim() === '' || description.trim() === '' || statement.trim() === '' || categoryId === '';

  function request(): CreatePuzzleRequest {
    const given = (code: Record<Language, string>) =>
      Object.fromEntries(
        LANGUAGES.filter((language) => code[language].trim()).map((language) => [language, code[language]]),
      );
    return {
      title,
      description,
      problemStatement: statement,
      categoryId: Number(categoryId),
      difficulty,
      hints: parseHints(hints),
      testCases,
      constraints: puzzle?.constraints ?? '',
      examples: examplesRequest(examples),
      starterCode: given(starter),
      solution: given(solution),
      ...judgingRequest(judging, puzzle?.limits),
    };
  }

  /**
   * Every error of the form at its field at once, found with the API's own schema before anything is sent;
   * false when there was one (the first field is focused, the rest named in the alert).
   */
  function checked(sent: CreatePuzzleRequest): boolean {
    const found = formErrors(sent, sentExamples(examples));
    setErrors(found.fields);
    setProblem(found.others.length > 0 ? found.others.join(' ') : null);
    const invalid = Object.keys(found.fields);
    if (invalid.length === 0 && found.others.length === 0) return true;
    // The fields in the form's order: its controls as the page lays them out.
    const order = [...document.querySelectorAll('[id]')].map((element) => element.id);
    requestAnimationFrame(() => focusFirstInvalid(order.filter((id) => invalid.includes(id))));
    return false;
  }

  function runValidate() {
    const sent = request();
    if (!checked(sent)) return;
    validate.mutate(sent, {
      // A failing solution's or starter code's words at its field too, as the form's own errors are.
      onSuccess: ({ failure }) => {
        const at = failure && failure.part !== 'wrong' ? `${failure.part}-${failure.language}` : undefined;
        setErrors(at && failure ? { [at]: failure.message } : {});
      },
      onError: (error) => setProblem(serverMessageOr(error, 'The puzzle could not be validated.')),
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (missing || saving || !testsFit) return;
    const sent = request();
    if (!checked(sent)) return;
    if (puzzle) update.mutate({ puzzleId: puzzle.id, request: sent });
    else create.mutate(sent);
  }

  function toggleHidden(index: number) {
    setHidden((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  }

  return (
    <FieldErrors.Provider value={errors}>
      <form
        onSubmit={submit}
        className="grid gap-5"
        aria-label={puzzle ? `Edit ${puzzle.title}` : 'Create Puzzle'}
      >
        <div className="grid gap-4 md:grid-cols-2">
          <Field id="puzzle-title" label="Title">
            <Input
              id="puzzle-title"
              required
              value={title}
              onChange={(event) => setTitle(event.target.value)}
            />
          </Field>
          <Field id="puzzle-description" label="Description">
            <Input
              id="puzzle-description"
              required
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
          </Field>
        </div>
        <Field id="puzzle-statement" label="Problem Statement" hint="**bold** is shown bold.">
          <Textarea
            id="puzzle-statement"
            required
            rows={6}
            value={statement}
            onChange={(event) => setStatement(event.target.value)}
          />
        </Field>
        <div className="grid gap-4 md:grid-cols-2">
          <Field id="puzzle-category" label="Category">
            <Select value={categoryId} onValueChange={setCategoryId}>
              <SelectTrigger id="puzzle-category">
                <SelectValue placeholder="Choose a category" />
              </SelectTrigger>
              <SelectContent>
                {(tracks.data ?? []).map((track) => (
                  <SelectItem key={track.id} value={String(track.id)}>
                    {track.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
          <Field id="puzzle-difficulty" label="Difficulty">
            <Select
              value={difficulty}
              onValueChange={(value) => setDifficulty(DIFFICULTIES.find((item) => item === value) ?? 'easy')}
            >
              <SelectTrigger id="puzzle-difficulty">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {DIFFICULTIES.map((item) => (
                  <SelectItem key={item} value={item}>
                    {difficultyLabel(item)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
        </div>
        <Field id="puzzle-hints" label="Hints" hint="One per line.">
          <Textarea
            id="puzzle-hints"
            rows={3}
            value={hints}
            onChange={(event) => setHints(event.target.value)}
          />
        </Field>
        <Field
          id="puzzle-tests"
          label="Test Cases"
          hint="One per line as input|expected; write \n for a line break inside a case."
        >
          <Textarea
            id="puzzle-tests"
            rows={5}
            className="font-mono"
            value={testsText}
            onChange={(event) => setTestsText(event.target.value)}
            placeholder={'3\\n1 2 3|6\n1\\n5|5'}
          />
        </Field>
        {testCases.length > 0 ? (
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Hidden tests (judged on submit only)</legend>
            <div className="flex flex-wrap gap-3">
              {testCases.map((testCase, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a test is its position in the list
                <label key={index} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={testCase.hidden ?? false}
                    onChange={() => toggleHidden(index)}
                    className="size-4 accent-violet-500"
                  />
                  Test {index + 1} hidden
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        <ExampleFields examples={examples} onChange={setExamples} />
        <CodeFields
          legend="Reference solutions (at least one; each must pass every test). Learners solve the puzzle in the languages given here."
          idPrefix="solution"
          labelSuffix="solution"
          code={solution}
          onChange={setSolution}
        />
        <details
          className="rounded-xl border border-border p-4"
          open={Object.keys(errors).some((id) => id.startsWith('starter-')) || undefined}
        >
          <summary className="cursor-pointer text-sm font-medium">Starter code (optional)</summary>
          <div className="mt-4">
            <CodeFields
              legend="Languages left blank get a template that reads standard input."
              idPrefix="starter"
              labelSuffix="starter code"
              code={starter}
              onChange={setStarter}
            />
          </div>
        </details>
        <JudgingFields values={judging} onChange={setJudging} />
        {testsFit ? null : (
          <Alert variant="destructive">
            <AlertDescription>
              Some of this puzzle's tests cannot be written one per line as input|expected (an input holds |,
              a literal \n, or spaces at a line's ends), so saving here would change them. Edit it through the
              API instead.
            </AlertDescription>
          </Alert>
        )}
        {problem ? (
          <Alert variant="destructive">
            <AlertDescription>{problem}</AlertDescription>
          </Alert>
        ) : null}
        {validate.data ? (
          <ProofReport proof={validate.data} expected={testCases.map((test) => test.expected)} />
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" disabled={validate.isPending} onClick={runValidate}>
            <CheckCircle2 aria-hidden="true" />
            {validate.isPending ? 'Validating...' : 'Validate'}
          </Button>
          <Button type="submit" disabled={missing || saving || !testsFit}>
            <Save aria-hidden="true" />
            {puzzle ? (saving ? 'Saving...' : 'Save Changes') : saving ? 'Creating...' : 'Create Puzzle'}
          </Button>
        </div>
      </form>
    </FieldErrors.Provider>
  );
}

/** The errors the form found, by the id of the control each is about. */
const FieldErrors = createContext<Record<string, string>>({});

/** A FormField that shows the error found for its control, which it marks invalid and points at it. */
function Field({
  children,
  ...props
}: Omit<ComponentProps<typeof FormField>, 'error' | 'children'> & {
  children: ReactElement<Record<string, unknown>>;
}) {
  const error = useContext(FieldErrors)[props.id];
  return (
    <FormField {...props} error={error}>
      {error ? cloneElement(children, invalidFieldProps(true, `${props.id}-error`)) : children}
    </FormField>
  );
}

function CodeFields({
  legend,
  idPrefix,
  labelSuffix,
  code,
  onChange,
}: {
  legend: string;
  idPrefix: string;
  labelSuffix: string;
  code: Record<Language, string>;
  onChange: (code: Record<Language, string>) => void;
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid gap-4 lg:grid-cols-3">
        {LANGUAGES.map((language) => (
          <Field
            key={language}
            id={`${idPrefix}-${language}`}
            label={`${LANGUAGE_TABLE[language].name} ${labelSuffix}`}
          >
            <Textarea
              id={`${idPrefix}-${language}`}
              rows={8}
              spellCheck={false}
              className="font-mono text-xs"
              value={code[language]}
              onChange={(event) => onChange({ ...code, [language]: event.target.value })}
            />
          </Field>
        ))}
      </div>
    </fieldset>
  );
}

/** One judge limit, typed in its unit: blank for its default, within its bounds. */
function LimitField({
  name,
  label,
  unit,
  value,
  onChange,
}: {
  name: 'cpuMs' | 'memoryMb';
  label: string;
  unit: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = `puzzle-limit-${name}`;
  const { default: fallback, min, max } = JUDGE_LIMITS[name];
  return (
    <Field
      id={id}
      label={`${label} (${unit})`}
      hint={`Blank for the default, ${fallback} ${unit}; at most ${max}.`}
    >
      <Input
        id={id}
        type="number"
        min={min}
        max={max}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

const JUDGING_CONTROLS = /^puzzle-(limit-|absolute|relative|validator-)/;

/** Time and memory limits (blank: the judge's defaults) and how output is compared. */
function JudgingFields({
  values,
  onChange,
}: {
  values: JudgingValues;
  onChange: (values: JudgingValues) => void;
}) {
  const change = (fields: Partial<JudgingValues>) => onChange({ ...values, ...fields });
  const errors = useContext(FieldErrors);
  const holdsError = Object.keys(errors).some((id) => JUDGING_CONTROLS.test(id));
  return (
    <details className="rounded-xl border border-border p-4" open={holdsError || undefined}>
      <summary className="cursor-pointer text-sm font-medium">Judging (limits and output checking)</summary>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <LimitField
          name="cpuMs"
          label="Time limit per test"
          unit="ms"
          value={values.cpuMs}
          onChange={(cpuMs) => change({ cpuMs })}
        />
        <LimitField
          name="memoryMb"
          label="Memory limit"
          unit="MB"
          value={values.memoryMb}
          onChange={(memoryMb) => change({ memoryMb })}
        />
        <Field id="puzzle-checker" label="Output checking">
          <Select
            value={values.checker}
            onValueChange={(value) => {
              const checker = value as JudgingValues['checker'];
              change({ checker, ...tolerancesFor(checker) });
            }}
          >
            <SelectTrigger id="puzzle-checker" aria-label="Output checking">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="lines">Line by line (trailing spaces ignored)</SelectItem>
              <SelectItem value="float">Numbers within a tolerance</SelectItem>
              <SelectItem value="tokens">Tokens, however spaced (Kattis's default)</SelectItem>
              <SelectItem value="custom">Its own output validator (a program)</SelectItem>
            </SelectContent>
          </Select>
        </Field>
        {values.checker === 'custom' ? <ValidatorFields values={values} onChange={change} /> : null}
        {values.checker === 'tokens' ? (
          <CheckboxField
            checked={values.caseSensitive}
            onChange={(caseSensitive) => change({ caseSensitive })}
          >
            Letters must match in case
          </CheckboxField>
        ) : null}
        {values.checker === 'lines' || values.checker === 'custom' ? null : (
          <div className="grid grid-cols-2 gap-3">
            <Field
              id="puzzle-absolute"
              label="Absolute tolerance"
              hint={values.checker === 'tokens' ? 'Blank: numbers compared as text.' : undefined}
            >
              <Input
                id="puzzle-absolute"
                inputMode="decimal"
                value={values.absolute}
                onChange={(event) => change({ absolute: event.target.value })}
              />
            </Field>
            <Field id="puzzle-relative" label="Relative tolerance">
              <Input
                id="puzzle-relative"
                inputMode="decimal"
                value={values.relative}
                onChange={(event) => change({ relative: event.target.value })}
              />
            </Field>
          </div>
        )}
      </div>
    </details>
  );
}

/**
 * A problem's own output validator, as the problem package format has it: run after each test with the
 * input, the answer and a feedback folder as arguments, the output on its standard input; exit 42 accepts,
 * 43 refuses, and judgemessage.txt in the feedback folder says why (shown with visible tests only).
 */
/** A checkbox with its label beside it, at the foot of its grid cell. */
function CheckboxField({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex items-center gap-2 self-end text-sm">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-violet-500"
      />
      {children}
    </label>
  );
}

function ValidatorFields({
  values,
  onChange,
}: {
  values: JudgingValues;
  onChange: (fields: Partial<JudgingValues>) => void;
}) {
  return (
    <div className="grid gap-3 md:col-span-2">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="puzzle-validator-language" label="Validator language">
          <Select
            value={values.validatorLanguage}
            onValueChange={(value) =>
              onChange({ validatorLanguage: value as JudgingValues['validatorLanguage'] })
            }
          >
            <SelectTrigger id="puzzle-validator-language" aria-label="Validator language">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {OUTPUT_VALIDATOR_LANGUAGES.map((language) => (
                <SelectItem key={language} value={language}>
                  {LANGUAGE_TABLE[language].name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
        <Field
          id="puzzle-validator-flags"
          label="Validator flags"
          hint="Arguments after the feedback folder, separated by spaces."
        >
          <Input
            id="puzzle-validator-flags"
            value={values.validatorFlags}
            onChange={(event) => onChange({ validatorFlags: event.target.value })}
          />
        </Field>
        <CheckboxField checked={values.interactive} onChange={(interactive) => onChange({ interactive })}>
          Interactive: it talks with the program through its input and output
        </CheckboxField>
        <Field
          id="puzzle-validator-passes"
          label="Passes"
          hint="More than 1: multi-pass. The validator writes the next pass's input to feedback_dir/nextpass.in."
        >
          <Input
            id="puzzle-validator-passes"
            type="number"
            min={1}
            inputMode="numeric"
            value={values.passes}
            onChange={(event) => onChange({ passes: event.target.value })}
          />
        </Field>
      </div>
      <Field
        id="puzzle-validator-source"
        label="Validator source"
        hint="Called as: validator input answer feedback_dir/ [flags] < output (interactive: its output is the program's input). Exit 42 to accept, 43 to refuse; write why to feedback_dir/judgemessage.txt."
      >
        <Textarea
          id="puzzle-validator-source"
          rows={10}
          spellCheck={false}
          className="font-mono text-xs"
          value={values.validatorSource}
          onChange={(event) => onChange({ validatorSource: event.target.value })}
        />
      </Field>
    </div>
  );
}

/** The examples shown under the statement: input, output and an explanation each, added and removed here. */
function ExampleFields({
  examples,
  onChange,
}: {
  examples: ExampleValues[];
  onChange: (examples: ExampleValues[]) => void;
}) {
  const change = (index: number, fields: Partial<ExampleValues>) =>
    onChange(examples.map((example, at) => (at === index ? { ...example, ...fields } : example)));
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">
        Examples (shown under the statement; each is usually a visible test too)
      </legend>
      {examples.map((example, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an example is its place in the list
        <div key={index} className="grid gap-3 rounded-xl border border-border p-3 md:grid-cols-2">
          {(['input', 'output'] as const).map((part) => (
            <Field key={part} id={`puzzle-example-${index}-${part}`} label={`Example ${index + 1} ${part}`}>
              <Textarea
                id={`puzzle-example-${index}-${part}`}
                rows={3}
                className="font-mono"
                value={example[part]}
                onChange={(event) => change(index, { [part]: event.target.value })}
              />
            </Field>
          ))}
          <div className="md:col-span-2">
            <Field id={`puzzle-example-${index}-explanation`} label={`Example ${index + 1} explanation`}>
              <Input
                id={`puzzle-example-${index}-explanation`}
                value={example.explanation}
                onChange={(event) => change(index, { explanation: event.target.value })}
              />
            </Field>
          </div>
          <div className="md:col-span-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => onChange(examples.filter((_, at) => at !== index))}
            >
              <Trash2 aria-hidden="true" />
              Remove example {index + 1}
            </Button>
          </div>
        </div>
      ))}
      <div>
        <Button
          variant="outline"
          size="sm"
          disabled={examples.length >= MAX_EXAMPLES}
          onClick={() => onChange([...examples, { input: '', output: '', explanation: '' }])}
        >
          <Plus aria-hidden="true" />
          Add Example
        </Button>
      </div>
    </fieldset>
  );
}
