import {
  type Category,
  DIFFICULTIES,
  type Difficulty,
  LANGUAGE_TABLE,
  type PackageImportResponse,
  type PackageProblemReport,
  VERDICT_LABELS,
} from '@codequest/contracts';
import { CircleCheck, CircleX, PackageOpen, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { difficultyLabel } from '@/components/puzzles/difficulty-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { useImportPackage } from '../api/import-package';
import { PANEL_TARGET, type PuzzleTarget } from '../api/puzzle-target';
import { failureText, usePublish } from './publish-button';

const STATUS: Record<
  PackageProblemReport['status'],
  { label: string; variant: 'success' | 'warning' | 'danger' }
> = {
  live: { label: 'Live', variant: 'success' },
  draft: { label: 'Draft', variant: 'warning' },
  refused: { label: 'Refused', variant: 'danger' },
};

/** How a problem's output is compared, in a few words. */
const CHECKER_WORDS: Record<PackageProblemReport['checker']['type'], string> = {
  lines: 'lines compared exactly',
  float: 'numbers within a tolerance',
  tokens: 'tokens however spaced',
  custom: 'its own output validator',
};

/**
 * Import package: a problem package (.zip, Kattis/ICPC format) sent to the server, which judges each of its
 * submissions; the report shows every problem, live, kept as a draft, or refused, with each submission's
 * verdict against the one its folder expects. A draft can be published from here once it passes. The
 * target is the panel's catalogue, or a class's own puzzles.
 */
export function ImportPackage({
  tracks,
  target = PANEL_TARGET,
}: {
  tracks: Category[];
  target?: PuzzleTarget;
}) {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [difficulty, setDifficulty] = useState<Difficulty>('easy');
  const [report, setReport] = useState<PackageImportResponse | null>(null);
  const upload = useImportPackage({ target, onSuccess: setReport });

  const send = () => {
    if (!file) return;
    setReport(null);
    upload.mutate(
      { file, categoryId, difficulty },
      {
        onError: (error) =>
          toast({
            title: 'Import failed',
            description: failureText(error, 'The package could not be imported. Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <PackageOpen aria-hidden="true" className="size-5" />
          Import package
        </CardTitle>
        <CardDescription>
          A problem package in the Kattis/ICPC format (.zip), or a zip of several. Each of its submissions is
          judged; a problem goes live when every one gets the verdict its folder expects, and is kept as a
          draft otherwise.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor={fileId}>Package (.zip)</Label>
            <Input
              id={fileId}
              type="file"
              accept=".zip,application/zip"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </div>
          <Select
            value={categoryId === null ? 'first' : String(categoryId)}
            onValueChange={(value) => setCategoryId(value === 'first' ? null : Number(value))}
          >
            <SelectTrigger aria-label="Track of the imported puzzles" className="w-48">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="first">{tracks[0]?.name ?? 'First track'}</SelectItem>
              {tracks.slice(1).map((track) => (
                <SelectItem key={track.id} value={String(track.id)}>
                  {track.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Select value={difficulty} onValueChange={(value) => setDifficulty(value as Difficulty)}>
            <SelectTrigger aria-label="Difficulty of the imported puzzles" className="w-36">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {DIFFICULTIES.map((option) => (
                <SelectItem key={option} value={option}>
                  {difficultyLabel(option)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Button onClick={send} disabled={!file || upload.isPending}>
            {upload.isPending ? <Spinner /> : <PackageOpen aria-hidden="true" />}
            {upload.isPending ? 'Judging the submissions…' : 'Import'}
          </Button>
        </div>
        {report ? (
          <div className="grid gap-4" aria-live="polite">
            <p className="text-sm text-muted-foreground">
              {report.problems.length} {report.problems.length === 1 ? 'problem' : 'problems'} read in{' '}
              {(report.elapsedMs / 1000).toFixed(1)} s.
            </p>
            {report.problems.map((problem) => (
              <ProblemReport key={`${problem.folder}/${problem.title}`} problem={problem} target={target} />
            ))}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

function ProblemReport({ problem, target }: { problem: PackageProblemReport; target: PuzzleTarget }) {
  const [published, setPublished] = useState(false);
  const publish = usePublish(target, problem.title, () => setPublished(true));
  const status = published ? STATUS.live : STATUS[problem.status];
  return (
    <section
      data-testid="package-problem"
      aria-label={`Report for ${problem.title}`}
      className="grid gap-3 rounded-xl border border-border p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex flex-wrap items-center gap-2 font-medium">
          {problem.title}
          <Badge variant={status.variant}>{status.label}</Badge>
          {problem.folder ? <span className="text-xs text-muted-foreground">{problem.folder}</span> : null}
        </h3>
        {problem.status === 'draft' && problem.puzzleId !== null && !published ? (
          <Button
            size="sm"
            variant="outline"
            disabled={publish.isPending}
            onClick={() => publish.mutate(problem.puzzleId as number)}
          >
            {publish.isPending ? <Spinner /> : <Send aria-hidden="true" />}
            Publish
          </Button>
        ) : null}
      </div>
      {problem.status === 'refused' ? null : (
        <p className="text-sm text-muted-foreground">
          {problem.sampleTests} sample and {problem.secretTests} secret tests · time limit{' '}
          {problem.limits.cpuMs ?? '–'} ms (
          {problem.timeLimitSource === 'package'
            ? 'from the package'
            : problem.timeLimitSource === 'submissions'
              ? 'from the slowest accepted submission'
              : 'the default'}
          ) · {CHECKER_WORDS[problem.checker.type]}
        </p>
      )}
      {problem.submissions.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Submissions of {problem.title}</caption>
            <thead className="text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Submission
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Language
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Expected
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Verdict
                </th>
                <th scope="col" className="py-1 font-medium">
                  Time
                </th>
              </tr>
            </thead>
            <tbody>
              {problem.submissions.map((entry) => (
                <tr key={entry.file} data-testid="package-submission" className="border-t border-border">
                  <td className="py-1.5 pr-3 font-mono text-xs">{entry.file}</td>
                  <td className="py-1.5 pr-3">{LANGUAGE_TABLE[entry.language].name}</td>
                  <td className="py-1.5 pr-3">
                    {entry.expected.map((verdict) => VERDICT_LABELS[verdict]).join(' or ')}
                  </td>
                  <td className="py-1.5 pr-3">
                    <span className="inline-flex items-center gap-1.5">
                      {entry.asExpected ? (
                        <CircleCheck aria-hidden="true" className="size-4 text-emerald-400" />
                      ) : (
                        <CircleX aria-hidden="true" className="size-4 text-red-400" />
                      )}
                      {VERDICT_LABELS[entry.verdict]}
                      {entry.failedTest ? (
                        <span className="text-xs text-muted-foreground">on {entry.failedTest}</span>
                      ) : null}
                    </span>
                  </td>
                  <td className="py-1.5">{entry.cpuMs} ms</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {problem.inputValidators.length > 0 ? (
        <ul className="grid gap-1 text-sm" aria-label={`Input validators of ${problem.title}`}>
          {problem.inputValidators.map((validator) => {
            const fine = validator.failure === null && validator.refused.length === 0;
            return (
              <li
                key={validator.file}
                data-testid="package-input-validator"
                className="flex flex-wrap items-center gap-1.5"
              >
                {fine ? (
                  <CircleCheck aria-hidden="true" className="size-4 text-emerald-400" />
                ) : (
                  <CircleX aria-hidden="true" className="size-4 text-red-400" />
                )}
                <span className="font-mono text-xs">{validator.file}</span>{' '}
                <span className="text-muted-foreground">
                  ({LANGUAGE_TABLE[validator.language].name}):{' '}
                  {validator.failure ??
                    `accepted ${validator.accepted} input${validator.accepted === 1 ? '' : 's'}${validator.refused.length > 0 ? `, refused ${validator.refused.length}` : ''}`}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
      <Lines title="Problems" lines={problem.problems} tone="text-red-300" />
      <Lines title="Notes" lines={problem.notes} tone="text-muted-foreground" />
    </section>
  );
}

function Lines({ title, lines, tone }: { title: string; lines: string[]; tone: string }) {
  if (lines.length === 0) return null;
  return (
    <div className="grid gap-1">
      <h4 className="text-xs font-medium text-muted-foreground">{title}</h4>
      <ul className={`grid list-disc gap-0.5 pl-5 text-xs ${tone}`}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
