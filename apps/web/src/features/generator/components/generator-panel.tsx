import {
  type Category,
  DIFFICULTIES,
  type Difficulty,
  GENERATION,
  GENERATION_MESSAGES,
  type GenerateResponse,
  languageNames,
  type PuzzleSummary,
} from '@codequest/contracts';
import { CheckCircle2, ShieldCheck, WandSparkles } from 'lucide-react';
import { useState } from 'react';
import { difficultyLabel } from '@/components/puzzles/difficulty-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { type GenerationState, useGeneratePuzzles } from '../api/generate-puzzles';

const ANY = 'any';

/**
 * The welcome view's puzzle generator: a track, a difficulty, and Generate 3. Every puzzle is proven by the
 * judge in every language before it appears; the panel follows that work and opens the first new puzzle
 * when they are ready. A learner's puzzles are their own practice puzzles (under a daily quota); an
 * administrator's join the shared catalogue.
 */
export function GeneratorPanel({
  categories,
  isAdmin,
  onGenerated,
  onOpen,
}: {
  categories: Category[];
  isAdmin: boolean;
  /** Fetches what the new puzzles change (the puzzle list) before they are opened. */
  onGenerated: () => Promise<unknown>;
  onOpen: (puzzle: PuzzleSummary) => void;
}) {
  const [track, setTrack] = useState<string>(ANY);
  const [difficulty, setDifficulty] = useState<string>(ANY);
  const [ready, setReady] = useState<GenerateResponse | null>(null);
  const generate = useGeneratePuzzles({
    onSuccess: async (result) => {
      await onGenerated();
      setReady(result);
      toast({
        title: `${result.count} new ${result.count === 1 ? 'puzzle' : 'puzzles'} ready`,
        description: result.notice ?? result.puzzles.map((puzzle) => puzzle.title).join(' · '),
        variant: 'success',
      });
      const [first] = result.puzzles;
      if (first) onOpen(first);
    },
    onError: (error) =>
      toast({
        title: GENERATION_MESSAGES.failedTitle,
        // A refusal that says why (the daily quota) is worth more than the general sentence.
        description:
          error instanceof ApiError && error.status === 429 && error.serverMessage
            ? error.serverMessage
            : GENERATION_MESSAGES.failed,
        variant: 'destructive',
      }),
  });

  const start = () => {
    setReady(null);
    generate.mutate({
      count: GENERATION.manualCount,
      ...(track === ANY ? {} : { category: track }),
      ...(difficulty === ANY ? {} : { difficulty: difficulty as Difficulty }),
    });
  };

  return (
    <section
      aria-labelledby="generator-heading"
      className="relative mt-8 overflow-hidden rounded-2xl border border-border bg-card p-6"
    >
      <div
        aria-hidden="true"
        className="absolute -top-20 right-0 h-40 w-72 rounded-full bg-violet-600/15 blur-3xl"
      />
      <div className="relative flex flex-col gap-4">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-violet-500/15 text-violet-300 ring-1 ring-violet-400/25 ring-inset">
            <WandSparkles aria-hidden="true" className="size-6" />
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id="generator-heading" className="text-lg font-semibold">
                AI Puzzle Generator
              </h2>
              <Badge variant="brand">
                <ShieldCheck aria-hidden="true" />
                Judge-proven
              </Badge>
            </div>
            <p className="mt-1 text-sm text-muted-foreground">
              Fresh puzzles for any track and difficulty, each with starter code in {languageNames()}. Every
              reference solution passes every test before you see a puzzle.{' '}
              {isAdmin
                ? 'As an administrator, yours join the shared catalogue.'
                : `They are your own practice puzzles: up to ${GENERATION.learnerDailyQuota} a day, paying the points of their difficulty.`}
            </p>
          </div>
        </div>

        <div className="flex flex-wrap items-end gap-3">
          <Choice
            label="Track"
            value={track}
            onChange={setTrack}
            disabled={generate.isPending}
            options={[
              [ANY, 'Any track'],
              ...categories.map((category): [string, string] => [category.slug, category.name]),
            ]}
          />
          <Choice
            label="Difficulty"
            value={difficulty}
            onChange={setDifficulty}
            disabled={generate.isPending}
            options={[
              [ANY, 'Any difficulty'],
              ...DIFFICULTIES.map((entry): [string, string] => [entry, difficultyLabel(entry)]),
            ]}
          />
          <Button onClick={start} disabled={generate.isPending}>
            {generate.isPending ? <Spinner /> : <WandSparkles aria-hidden="true" />}
            {generate.isPending ? 'Generating…' : `Generate ${GENERATION.manualCount}`}
          </Button>
        </div>

        {generate.isPending && generate.progress ? <Working state={generate.progress} /> : null}
        {!generate.isPending && ready ? <Ready result={ready} onOpen={onOpen} /> : null}
      </div>
    </section>
  );
}

function Choice({
  label,
  value,
  onChange,
  options,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<[value: string, label: string]>;
  disabled: boolean;
}) {
  return (
    <div className="grid gap-1.5">
      <span className="text-xs font-medium text-muted-foreground">{label}</span>
      <Select value={value} onValueChange={onChange} disabled={disabled}>
        <SelectTrigger aria-label={label} className="h-9 w-44">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map(([optionValue, optionLabel]) => (
            <SelectItem key={optionValue} value={optionValue}>
              {optionLabel}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** "Generating… Proving in C, C++, Java, JavaScript and Python… 1 of 3 ready", with a bar. */
function Working({ state }: { state: GenerationState }) {
  const steps = state.stage === 'writing' ? 'Writing puzzles…' : `Proving in ${languageNames()}…`;
  const percent = state.count === 0 ? 0 : (state.ready / state.count) * 100;
  return (
    <div role="status" aria-live="polite" className="grid gap-2">
      <p className="text-sm">
        Generating… {steps}{' '}
        <span className="font-semibold tabular-nums">
          {state.ready} of {state.count} ready
        </span>
      </p>
      <Progress value={Math.max(4, percent)} aria-label={`${state.ready} of ${state.count} puzzles ready`} />
    </div>
  );
}

function Ready({ result, onOpen }: { result: GenerateResponse; onOpen: (puzzle: PuzzleSummary) => void }) {
  return (
    <div className="grid gap-2">
      {result.notice ? <p className="text-sm text-amber-300">{result.notice}</p> : null}
      <ul aria-label="New puzzles" className="grid gap-2 sm:grid-cols-3">
        {result.puzzles.map((puzzle) => (
          <li key={puzzle.id}>
            <button
              type="button"
              onClick={() => onOpen(puzzle)}
              className="flex w-full items-start gap-2 rounded-lg border border-border bg-background/40 p-3 text-left text-sm transition-colors hover:border-brand/50 focus-visible:outline-2 focus-visible:outline-ring"
            >
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-400" />
              <span className="min-w-0">
                <span className="block truncate font-medium">{puzzle.title}</span>
                <span className="text-xs text-muted-foreground">
                  {difficultyLabel(puzzle.difficulty)} · {puzzle.points} XP
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
