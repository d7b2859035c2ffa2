import {
  LANGUAGE_TABLE,
  type ProofTestResult,
  type PuzzleProofResponse,
  VERDICT_LABELS,
} from '@codequest/contracts';
import { CheckCircle2, XCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { TextBlock } from '@/components/ui/text-block';
import { formatMs } from '@/lib/format';

/**
 * What the judge said about each reference solution, test by test (the Validate button's answer), and for
 * a solution that failed a test, what it printed there beside what the test expects (`expected`: the form's
 * tests' expected outputs, in order).
 */
export function ProofReport({
  proof,
  expected,
}: {
  proof: PuzzleProofResponse;
  expected: readonly string[];
}) {
  return (
    <section
      aria-label="Validation results"
      data-testid="proof-report"
      data-passed={proof.passed}
      className="grid gap-3 rounded-xl border border-border bg-surface p-4"
    >
      <p className="flex items-center gap-2 font-medium">
        {proof.passed ? (
          <CheckCircle2 aria-hidden="true" className="size-5 text-emerald-300" />
        ) : (
          <XCircle aria-hidden="true" className="size-5 text-red-300" />
        )}
        {proof.passed
          ? 'Every reference solution passes every test.'
          : (proof.failure?.message ?? 'Validation failed.')}
      </p>
      {proof.languages.map((language) => (
        <div key={language.language} className="grid gap-2">
          <p className="flex items-center gap-2 text-sm font-medium">
            {LANGUAGE_TABLE[language.language].name}
            <Badge variant={language.passed ? 'success' : 'danger'}>{VERDICT_LABELS[language.verdict]}</Badge>
          </p>
          {language.compileError ? (
            <pre className="max-h-40 overflow-auto rounded-lg bg-background p-3 text-xs whitespace-pre-wrap">
              {language.compileError}
            </pre>
          ) : null}
          <ul className="flex flex-wrap gap-2">
            {language.tests.map((test) => (
              <li key={test.test}>
                <Badge variant={test.passed ? 'success' : 'danger'}>
                  Test {test.test}
                  {test.hidden ? ' (hidden)' : ''}: {VERDICT_LABELS[test.verdict]} · {formatMs(test.cpuMs)}
                </Badge>
              </li>
            ))}
          </ul>
          <FirstFailure tests={language.tests} expected={expected} />
        </div>
      ))}
    </section>
  );
}

/** A solution's first failing test: its verdict's words, then the expected output beside the printed one. */
function FirstFailure({ tests, expected }: { tests: ProofTestResult[]; expected: readonly string[] }) {
  const failed = tests.find((test) => !test.passed);
  if (!failed) return null;
  return (
    <div className="grid gap-2 rounded-lg border border-red-500/30 p-3" data-testid="proof-failure">
      <p className="text-sm">
        Test {failed.test}
        {failed.message ? `: ${failed.message}` : ''}
      </p>
      <dl className="grid gap-2 sm:grid-cols-2">
        <TextBlock label="Expected" value={expected[failed.test - 1] ?? ''} />
        <TextBlock label="Printed" value={failed.output} tone="text-red-200" />
      </dl>
    </div>
  );
}
