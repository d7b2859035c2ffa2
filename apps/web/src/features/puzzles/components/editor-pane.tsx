import { type EditorSettings, LANGUAGE_TABLE, type Language } from '@codequest/contracts';
import {
  Check,
  CloudOff,
  Eye,
  EyeOff,
  Keyboard,
  Lightbulb,
  LoaderCircle,
  Maximize2,
  Minimize2,
  Play,
  RotateCcw,
  Send,
  Settings2,
} from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatMemory, formatMs } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { DraftSaveState } from '../hooks/use-editor-code';
import type { ErrorMark } from '../utils/error-lines';
import { workspaceShortcuts } from '../utils/shortcuts';
import { ElapsedTimer } from './elapsed-timer';
import { LanguageSelect } from './language-select';

// CodeMirror is its own chunk, loaded when a puzzle is first opened.
const CodeEditor = lazy(() => import('./code-editor'));

const EDITOR_HELP_ID = 'code-editor-help';

export interface Measures {
  runtime: number;
  memoryKb: number;
}

/**
 * The editor pane: language, timer, Run Code and Submit above the editor (clear of the toasts, which appear
 * bottom right), with the editor's settings, its keyboard shortcuts and full screen; below it the draft's
 * state, the last run's runtime and memory, hint, solution and reset. The editor scrolls (or wraps) inside
 * its own box: long lines never widen the page.
 */
export function EditorPane({
  language,
  languages,
  onLanguageChange,
  startedAt,
  editor,
  fullScreen,
  onToggleFullScreen,
  onOpenSettings,
  onOpenShortcuts,
  saveState,
  measures,
  busy,
  solutionShown,
  offersHelp = true,
  onHint,
  onToggleSolution,
  onReset,
  onRun,
  onSubmit,
}: {
  language: Language;
  /** The languages the puzzle offers: the select's choices. */
  languages: readonly Language[];
  onLanguageChange: (language: Language) => void;
  startedAt: number;
  editor: {
    ready: boolean;
    key: string;
    initialCode: string;
    onChange: (code: string) => void;
    onBlocked: (action: 'paste' | 'copy') => void;
    settings: EditorSettings;
    marks: readonly ErrorMark[];
  };
  fullScreen: boolean;
  onToggleFullScreen: () => void;
  onOpenSettings: () => void;
  onOpenShortcuts: () => void;
  saveState: DraftSaveState;
  measures: Measures | null;
  busy: 'run' | 'custom' | 'submit' | null;
  solutionShown: boolean;
  /** Whether Hint and Show Solution are offered (not while a contest is in progress). */
  offersHelp?: boolean;
  onHint: () => void;
  onToggleSolution: () => void;
  onReset: () => void;
  onRun: () => void;
  onSubmit: () => void;
}) {
  const shortcuts = workspaceShortcuts();
  return (
    <section
      aria-label="Code editor"
      className={cn(
        'flex min-h-0 min-w-0 flex-1 flex-col overflow-hidden border border-border bg-card',
        fullScreen ? 'rounded-none' : 'rounded-2xl',
      )}
    >
      <div className="flex flex-wrap items-center gap-2 border-b border-border px-3 py-2">
        <LanguageSelect value={language} languages={languages} onChange={onLanguageChange} />
        <ElapsedTimer startedAt={startedAt} />
        <div className="flex gap-0.5">
          <ToolbarButton label="Editor settings" onClick={onOpenSettings}>
            <Settings2 aria-hidden="true" />
          </ToolbarButton>
          <ToolbarButton
            label="Keyboard shortcuts"
            onClick={onOpenShortcuts}
            keyshortcuts={shortcuts.help.aria}
          >
            <Keyboard aria-hidden="true" />
          </ToolbarButton>
          <ToolbarButton
            label={fullScreen ? 'Leave full screen' : 'Full screen editor'}
            onClick={onToggleFullScreen}
            pressed={fullScreen}
          >
            {fullScreen ? <Minimize2 aria-hidden="true" /> : <Maximize2 aria-hidden="true" />}
          </ToolbarButton>
        </div>
        <div className="ml-auto flex gap-2">
          <Button
            variant="secondary"
            onClick={onRun}
            disabled={busy !== null}
            className="min-w-[7.5rem]"
            title={`Run Code (${shortcuts.run.keys})`}
            aria-keyshortcuts={shortcuts.run.aria}
          >
            {busy === 'run' ? <Spinner /> : <Play aria-hidden="true" />}
            {busy === 'run' ? 'Running...' : 'Run Code'}
          </Button>
          <Button
            onClick={onSubmit}
            disabled={busy !== null}
            aria-busy={busy === 'submit'}
            title={`Submit (${shortcuts.submit.keys})`}
            aria-keyshortcuts={shortcuts.submit.aria}
          >
            {busy === 'submit' ? <Spinner /> : <Send aria-hidden="true" />}
            Submit
          </Button>
        </div>
      </div>

      <div className="relative min-h-40 min-w-0 flex-1">
        {editor.ready ? (
          <Suspense fallback={<EditorLoading />}>
            <CodeEditor
              key={editor.key}
              initialCode={editor.initialCode}
              language={language}
              label={`Code editor, ${LANGUAGE_TABLE[language].name}`}
              describedBy={EDITOR_HELP_ID}
              onChange={editor.onChange}
              onBlocked={editor.onBlocked}
              settings={editor.settings}
              marks={editor.marks}
              onRun={onRun}
              onSubmit={onSubmit}
            />
          </Suspense>
        ) : (
          <EditorLoading />
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-t border-border px-3 py-1.5 text-[11px] text-muted-foreground">
        <p id={EDITOR_HELP_ID}>
          Type your solution (paste is turned off). {shortcuts.run.keys} runs, {shortcuts.submit.keys}{' '}
          submits. {editor.settings.keymap === 'default' ? 'Esc' : shortcuts.focusMode.keys} then Tab leaves
          the editor.
        </p>
        <SaveIndicator state={saveState} />
      </div>

      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-border px-3 py-2">
        <dl className="flex gap-4 text-xs">
          <Measure label="Runtime" value={measures ? formatMs(measures.runtime) : '—'} />
          <Measure label="Memory" value={measures ? formatMemory(measures.memoryKb) : '—'} />
        </dl>
        <div className="ml-auto flex flex-wrap gap-0.5">
          {offersHelp ? (
            <>
              <Button variant="ghost" size="sm" onClick={onHint}>
                <Lightbulb aria-hidden="true" className="text-amber-200" />
                Hint
              </Button>
              <Button variant="ghost" size="sm" onClick={onToggleSolution} aria-pressed={solutionShown}>
                {solutionShown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                {solutionShown ? 'Hide Solution' : 'Show Solution'}
              </Button>
            </>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            onClick={onReset}
            aria-label="Reset to starter code"
            title="Reset to starter code"
            className="px-2.5"
          >
            <RotateCcw aria-hidden="true" />
          </Button>
        </div>
      </div>
    </section>
  );
}

function ToolbarButton({
  label,
  onClick,
  pressed,
  keyshortcuts,
  children,
}: {
  label: string;
  onClick: () => void;
  pressed?: boolean;
  keyshortcuts?: string;
  children: ReactNode;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={onClick}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      aria-keyshortcuts={keyshortcuts}
      className="px-2"
    >
      {children}
    </Button>
  );
}

function EditorLoading() {
  return (
    <div
      role="status"
      className="flex h-full items-center justify-center gap-2 bg-[#0a0f1d] text-sm text-muted-foreground"
    >
      <Spinner /> Loading your code
    </div>
  );
}

const SAVE_STATES: Record<Exclude<DraftSaveState, 'idle'>, { icon: ReactNode; text: string }> = {
  pending: { icon: <span className="size-1.5 rounded-full bg-amber-300" />, text: 'Unsaved changes' },
  saving: { icon: <LoaderCircle className="size-3.5 animate-spin" />, text: 'Saving draft…' },
  saved: { icon: <Check className="size-3.5 text-emerald-400" />, text: 'Draft saved' },
  error: { icon: <CloudOff className="size-3.5 text-red-300" />, text: 'Draft not saved' },
};

function SaveIndicator({ state }: { state: DraftSaveState }) {
  if (state === 'idle') return null;
  const { icon, text } = SAVE_STATES[state];
  return (
    <span data-testid="draft-state" className="flex items-center gap-1.5">
      <span aria-hidden="true" className="flex items-center">
        {icon}
      </span>
      {text}
    </span>
  );
}

function Measure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-1.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
