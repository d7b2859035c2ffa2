import { LANGUAGE_TABLE, LANGUAGES, type SolutionResponse } from '@codequest/contracts';
import { Spinner } from '@/components/ui/spinner';
import { WORKSPACE_MESSAGES } from '@/config/workspace-messages';

/** The reference solutions in every language, or "Solution not available" for a missing one. */
export function SolutionPanel({
  solution,
  loading,
}: {
  solution: SolutionResponse | undefined;
  loading: boolean;
}) {
  if (loading || !solution) {
    return (
      <div role="status" className="flex items-center gap-2 py-8 text-sm text-muted-foreground">
        <Spinner /> Loading the solution
      </div>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-4">
      {LANGUAGES.map((language) => {
        const code = solution.solution[language];
        return (
          <section
            key={language}
            aria-label={`${LANGUAGE_TABLE[language].name} solution`}
            className="grid min-w-0 gap-2"
          >
            <h3 className="text-sm font-semibold">{LANGUAGE_TABLE[language].name}</h3>
            {code ? (
              <pre
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
                tabIndex={0}
                className="max-h-96 overflow-auto rounded-xl border border-border bg-[#0a0f1d] p-4 font-mono text-xs leading-5 text-slate-200 focus-visible:outline-2 focus-visible:outline-ring"
              >
                {code}
              </pre>
            ) : (
              <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted-foreground">
                {WORKSPACE_MESSAGES.solutionNotAvailable}
              </p>
            )}
          </section>
        );
      })}
    </div>
  );
}
