import { LANGUAGE_TABLE, LANGUAGES, type Language, type SolutionResponse } from '@codequest/contracts';
import { Spinner } from '@/components/ui/spinner';
import { WORKSPACE_MESSAGES } from '@/config/workspace-messages';

/**
 * The reference solutions in every language, the one open in the editor first, or "Solution not available"
 * for a missing one.
 */
export function SolutionPanel({
  solution,
  loading,
  language,
}: {
  solution: SolutionResponse | undefined;
  loading: boolean;
  /** The editor's language: its solution is the one the learner came for. */
  language: Language;
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
      {[language, ...LANGUAGES.filter((other) => other !== language)].map((shown) => {
        const code = solution.solution[shown];
        return (
          <section
            key={shown}
            aria-label={`${LANGUAGE_TABLE[shown].name} solution`}
            className="grid min-w-0 gap-2"
          >
            <h3 className="text-sm font-semibold">{LANGUAGE_TABLE[shown].name}</h3>
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
