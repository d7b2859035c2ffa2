import { LANGUAGE_TABLE, type PuzzleProofResponse, VERDICT_LABELS } from '@codequest/contracts';
import { CheckCircle2, XCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatMs } from '@/lib/format';

/** What the judge said about each reference solution, test by test (the Validate button's answer). */
export function ProofReport({ proof }: { proof: PuzzleProofResponse }) {
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
                <Badge
                  variant={test.passed ? 'success' : 'danger'}
                  title={test.passed ? undefined : `Output: ${test.output}`}
                >
                  Test {test.test}
                  {test.hidden ? ' (hidden)' : ''}: {VERDICT_LABELS[test.verdict]} · {formatMs(test.cpuMs)}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
