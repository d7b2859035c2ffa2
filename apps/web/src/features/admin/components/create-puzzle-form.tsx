import {
  type CreatePuzzleRequest,
  DIFFICULTIES,
  type Difficulty,
  LANGUAGES,
  type Language,
} from '@codequest/contracts';
import { CheckCircle2, Save } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { difficultyLabel } from '@/components/puzzles/difficulty-badge';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { UI_MESSAGES } from '@/config/messages';
import { toast } from '@/hooks/use-toast';
import { serverMessageOr } from '@/lib/api-client';
import { useCreatePuzzle } from '../api/create-puzzle';
import { useTracks } from '../api/get-admin-puzzles';
import { useValidatePuzzle } from '../api/validate-puzzle';
import { parseHints, parseTestCases } from '../utils/puzzle-form';
import { ProofReport } from './proof-report';

const LANGUAGE_NAMES: Record<Language, string> = { c: 'C', java: 'Java', python: 'Python' };
const NO_CODE: Record<Language, string> = { c: '', java: '', python: '' };

/**
 * Create Puzzle (product spec, sections 2 and 5): the spec's fields, a Hidden toggle per test, reference
 * solutions and optional starter code per language. Validate runs the judge and shows each test's result;
 * Save (Create Puzzle) is validated again by the server. On success the tab returns to the list.
 */
/** `onCreated` gets the new puzzle's title, so the list can open on it. */
export function CreatePuzzleForm({ onCreated }: { onCreated: (title: string) => void }) {
  const tracks = useTracks();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [statement, setStatement] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [difficulty, setDifficulty] = useState<Difficulty>('easy');
  const [hints, setHints] = useState('');
  const [testsText, setTestsText] = useState('');
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const [solution, setSolution] = useState(NO_CODE);
  const [starter, setStarter] = useState(NO_CODE);
  const [problem, setProblem] = useState<string | null>(null);

  const testCases = parseTestCases(testsText, hidden);
  const validate = useValidatePuzzle();
  const create = useCreatePuzzle({
    onSuccess: (puzzle) => {
      toast({ ...UI_MESSAGES.puzzleCreated, variant: 'success' });
      onCreated(puzzle.title);
    },
    onError: (error) => {
      setProblem(serverMessageOr(error, UI_MESSAGES.createFailed.description));
      toast({ ...UI_MESSAGES.createFailed, variant: 'destructive' });
    },
  });

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
      examples: [],
      starterCode: given(starter),
      solution: given(solution),
    };
  }

  function runValidate() {
    setProblem(null);
    validate.mutate(request(), {
      onError: (error) => setProblem(serverMessageOr(error, 'The puzzle could not be validated.')),
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (missing || create.isPending) return;
    setProblem(null);
    create.mutate(request());
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
    <form onSubmit={submit} className="grid gap-5" aria-label="Create Puzzle">
      <div className="grid gap-4 md:grid-cols-2">
        <FormField id="puzzle-title" label="Title">
          <Input
            id="puzzle-title"
            required
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        </FormField>
        <FormField id="puzzle-description" label="Description">
          <Input
            id="puzzle-description"
            required
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </FormField>
      </div>
      <FormField id="puzzle-statement" label="Problem Statement" hint="**bold** is shown bold.">
        <Textarea
          id="puzzle-statement"
          required
          rows={6}
          value={statement}
          onChange={(event) => setStatement(event.target.value)}
        />
      </FormField>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField id="puzzle-category" label="Category">
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
        </FormField>
        <FormField id="puzzle-difficulty" label="Difficulty">
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
        </FormField>
      </div>
      <FormField id="puzzle-hints" label="Hints" hint="One per line.">
        <Textarea
          id="puzzle-hints"
          rows={3}
          value={hints}
          onChange={(event) => setHints(event.target.value)}
        />
      </FormField>
      <FormField
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
      </FormField>
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
      <CodeFields
        legend="Reference solutions (at least one; each must pass every test)"
        idPrefix="solution"
        labelSuffix="solution"
        code={solution}
        onChange={setSolution}
      />
      <details className="rounded-xl border border-border p-4">
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
      {problem ? (
        <Alert variant="destructive">
          <AlertDescription>{problem}</AlertDescription>
        </Alert>
      ) : null}
      {validate.data ? <ProofReport proof={validate.data} /> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" disabled={validate.isPending} onClick={runValidate}>
          <CheckCircle2 aria-hidden="true" />
          {validate.isPending ? 'Validating...' : 'Validate'}
        </Button>
        <Button type="submit" disabled={missing || create.isPending}>
          <Save aria-hidden="true" />
          {create.isPending ? 'Creating...' : 'Create Puzzle'}
        </Button>
      </div>
    </form>
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
          <FormField
            key={language}
            id={`${idPrefix}-${language}`}
            label={`${LANGUAGE_NAMES[language]} ${labelSuffix}`}
          >
            <Textarea
              id={`${idPrefix}-${language}`}
              rows={8}
              spellCheck={false}
              className="font-mono text-xs"
              value={code[language]}
              onChange={(event) => onChange({ ...code, [language]: event.target.value })}
            />
          </FormField>
        ))}
      </div>
    </fieldset>
  );
}
