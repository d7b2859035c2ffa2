import {
  type Achievement,
  type ExecutionResult,
  LANGUAGE_TABLE,
  type Language,
  type Puzzle,
  type Submission,
} from '@codequest/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { WIDE_SCREEN_QUERY } from '@/config/constants';
import { WORKSPACE_MESSAGES } from '@/config/workspace-messages';
import { useMediaQuery } from '@/hooks/use-media-query';
import { toast } from '@/hooks/use-toast';
import { cn } from '@/lib/utils';
import { puzzlesQueryOptions } from '../api/get-puzzles';
import { solutionQueryOptions, useSolution } from '../api/get-solution';
import { useRunCode } from '../api/run-code';
import { useSubmitCode } from '../api/submit-code';
import { useEditorCode } from '../hooks/use-editor-code';
import { useLoadSubmission } from '../hooks/use-load-submission';
import { useStartedAt } from '../hooks/use-started-at';
import { useWorkspaceEditor } from '../hooks/use-workspace-editor';
import { errorMarksOf } from '../utils/error-lines';
import { isAccepted, type NoRewardReason, refusedToast, runToast, submitToast } from '../utils/outcome';
import { AchievementDialog } from './achievement-dialog';
import { CommunitySolutions } from './community-solutions';
import { CustomInput } from './custom-input';
import { EditorPane, type Measures } from './editor-pane';
import { EditorSettingsDialog } from './editor-settings-dialog';
import { HintDialog } from './hint-dialog';
import { KeyboardShortcutsDialog } from './keyboard-shortcuts-dialog';
import { OutputPanel, type RunOutput } from './output-panel';
import { ProblemDetails } from './problem-details';
import { SolutionPanel } from './solution-panel';
import { SubmissionHistory } from './submission-history';

type PaneTab = 'problem' | 'code' | 'output' | 'submissions' | 'solutions' | 'solution';

const WorkspaceSplit = lazy(() => import('./workspace-split'));

const PANE_TAB_CLASS = 'flex-1 sm:flex-none';

/**
 * A puzzle opened as a contest's problem: runs and submits are made in the contest (its board counts them
 * while it runs, or while the learner's virtual run does); meanwhile hints and solutions are not offered.
 */
export interface WorkspaceContest {
  id: number;
  inProgress: boolean;
}

/**
 * One open puzzle: the problem pane (Problem, Output and, once shown, Solution tabs) beside the editor pane.
 * On narrower screens the editor is a tab too (Problem, Code, Output), in a workspace as tall as the screen,
 * so editing, running and reading the output never needs a long scroll: Run switches to Output in place.
 * It holds what happens while solving: runs, submits, hints, the solution, the editor's draft and timer.
 * Mount it with `key={puzzle.id}` so a new puzzle starts fresh. In a contest (`contest`), runs and submits
 * name it, and while it is in progress the hints, the solution and others' solutions are not offered.
 */
export function PuzzleWorkspace({
  puzzle,
  language,
  onLanguageChange,
  onSolved,
  accepted = null,
  contest,
}: {
  puzzle: Puzzle;
  language: Language;
  onLanguageChange: (language: Language) => void;
  /** After an accepted submit: refresh what other screens show (the leaderboard). */
  onSolved: () => void;
  /** The learner's accepted submission, when the puzzle was solved before it was opened. */
  accepted?: Submission | null;
  /** The contest the puzzle is opened in, if any. */
  contest?: WorkspaceContest;
}) {
  const queryClient = useQueryClient();
  const editor = useEditorCode(puzzle, language, accepted);
  const workspace = useWorkspaceEditor(language);
  const startedAt = useStartedAt(`${puzzle.id}:${language}`);
  const [tab, setTab] = useState<PaneTab>('problem');
  const [output, setOutput] = useState<RunOutput | null>(null);
  const [customResult, setCustomResult] = useState<ExecutionResult | null>(null);
  const [measures, setMeasures] = useState<Measures | null>(null);
  const [achievements, setAchievements] = useState<Achievement[]>([]);
  const [hintsOpen, setHintsOpen] = useState(false);
  const [confirm, setConfirm] = useState<'solution' | 'reset' | null>(null);
  const [solutionShown, setSolutionShown] = useState(false);
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  const loader = useLoadSubmission({
    puzzle,
    language,
    currentCode: editor.currentCode,
    replaceCode: editor.replaceCode,
    onLanguageChange,
    // On a phone the editor is a tab of its own: show the code just loaded.
    onLoaded: () => {
      if (!wide) setTab('code');
    },
  });
  const offersHelp = !contest?.inProgress;
  const inContest = contest ? { contestId: contest.id } : {};
  // Side by side, the editor is always in view: its tab does not exist there. During a contest the
  // solutions' tabs do not exist either.
  const shownTab: PaneTab =
    (wide && tab === 'code') || (!offersHelp && (tab === 'solutions' || tab === 'solution'))
      ? 'problem'
      : tab;

  const solution = useSolution(puzzle.id, { enabled: solutionShown });
  const runCode = useRunCode();
  const submitCode = useSubmitCode({ onAccepted: onSolved });
  const busy = submitCode.isPending
    ? 'submit'
    : runCode.isPending
      ? runCode.variables?.stdin === undefined
        ? 'run'
        : 'custom'
      : null;

  /** The editor's Runtime and Memory are the last run's: none ("—") when it did not compile or was not judged. */
  function remember(result: ExecutionResult) {
    const measured = result.error === null && result.verdict !== 'INTERNAL_ERROR';
    setMeasures(measured ? { runtime: result.runtime, memoryKb: result.memoryKb } : null);
  }

  function showOutput() {
    setTab('output');
  }

  function codeOrWarn(warning: { title: string; description: string }): string | null {
    const code = editor.currentCode();
    if (code.trim() !== '') return code;
    toast({ ...warning, variant: 'destructive' });
    return null;
  }

  function run(stdin?: string) {
    const code = codeOrWarn(WORKSPACE_MESSAGES.noCodeToRun);
    if (code === null || busy) return;
    if (stdin === undefined) showOutput();
    workspace.clearMarks();
    runCode.mutate(
      { code, language, puzzleId: puzzle.id, ...(stdin === undefined ? {} : { stdin }), ...inContest },
      {
        onSuccess: (result) => {
          if (stdin === undefined) setOutput({ kind: 'run', result });
          else setCustomResult(result);
          remember(result);
          workspace.setMarks(errorMarksOf(language, result));
          toast(runToast(result));
        },
        onError: (error) => toast(refusedToast(error, WORKSPACE_MESSAGES.runFailed)),
      },
    );
  }

  function submit() {
    const code = codeOrWarn(WORKSPACE_MESSAGES.noCodeToSubmit);
    if (code === null || busy) return;
    showOutput();
    workspace.clearMarks();
    // Read before the submit: what the puzzle was when it was sent says why an accept may earn nothing.
    const noRewardReason: NoRewardReason | undefined = !offersHelp
      ? 'contest'
      : puzzle.progress.status === 'completed'
        ? 'solved-before'
        : puzzle.progress.solutionSeen || solution.data !== undefined
          ? 'solution-seen'
          : undefined;
    submitCode.mutate(
      { code, language, puzzleId: puzzle.id, ...inContest },
      {
        onSuccess: (result) => {
          setOutput({ kind: 'submit', result });
          remember(result);
          workspace.setMarks(errorMarksOf(language, result));
          toast(submitToast(result, noRewardReason));
          if (isAccepted(result)) setAchievements(result.newAchievements);
        },
        onError: (error) => toast(refusedToast(error, WORKSPACE_MESSAGES.submitFailed)),
      },
    );
  }

  function showSolution() {
    setSolutionShown(true);
    setTab('solution');
  }

  function toggleSolution() {
    if (solutionShown) {
      setSolutionShown(false);
      if (tab === 'solution') setTab('problem');
      return;
    }
    // Once solved, or once seen, the solution costs nothing more: no need to warn again.
    const seen = queryClient.getQueryData(solutionQueryOptions(puzzle.id).queryKey) !== undefined;
    if (seen || puzzle.progress.status === 'completed') showSolution();
    else setConfirm('solution');
  }

  // Seeing the solution before solving makes the reward 0: the list's summary (the header's reward) says so.
  const solutionSeenAt = solution.dataUpdatedAt;
  useEffect(() => {
    if (solutionSeenAt > 0)
      void queryClient.invalidateQueries({ queryKey: puzzlesQueryOptions().queryKey, exact: true });
  }, [solutionSeenAt, queryClient]);

  useEffect(() => {
    if (!solution.isError) return;
    setSolutionShown(false);
    setTab((current) => (current === 'solution' ? 'problem' : current));
    toast({ ...WORKSPACE_MESSAGES.solutionFailed, variant: 'destructive' });
  }, [solution.isError]);

  // An edit clears the last run's error marks: the lines they named may have moved or been fixed.
  const { onChange: saveEdit } = editor;
  const { clearMarks } = workspace;
  const onEdit = useCallback(
    (code: string) => {
      saveEdit(code);
      clearMarks();
    },
    [saveEdit, clearMarks],
  );

  const problemPane = (
    <section
      aria-label="Problem"
      className={cn(
        'flex min-h-0 min-w-0 flex-col overflow-hidden rounded-2xl border border-border bg-card',
        shownTab === 'code' ? 'flex-none' : 'flex-1',
      )}
    >
      <div className={cn('p-2', shownTab !== 'code' && 'border-b border-border')}>
        {/* One row: on a phone the tabs that do not fit scroll sideways rather than push the editor down. */}
        <TabsList
          aria-label="Workspace"
          className="flex w-full max-w-full flex-nowrap justify-start overflow-x-auto sm:inline-flex sm:w-auto"
        >
          <TabsTrigger value="problem" className={PANE_TAB_CLASS}>
            Problem
          </TabsTrigger>
          <TabsTrigger value="code" className={cn(PANE_TAB_CLASS, 'lg:hidden')}>
            Code
          </TabsTrigger>
          <TabsTrigger value="output" className={PANE_TAB_CLASS}>
            Output
          </TabsTrigger>
          <TabsTrigger value="submissions" className={PANE_TAB_CLASS}>
            Submissions
          </TabsTrigger>
          {offersHelp ? (
            <TabsTrigger value="solutions" className={PANE_TAB_CLASS}>
              Solutions
            </TabsTrigger>
          ) : null}
          {offersHelp && solutionShown ? (
            <TabsTrigger value="solution" className={PANE_TAB_CLASS}>
              Solution
            </TabsTrigger>
          ) : null}
        </TabsList>
      </div>
      <TabsContent value="problem" className="mt-0 min-h-0 flex-1 overflow-y-auto p-5">
        <ProblemDetails puzzle={puzzle} contestId={contest?.id} />
      </TabsContent>
      <TabsContent value="output" className="mt-0 min-h-0 flex-1 overflow-y-auto p-5">
        <OutputPanel
          output={output}
          busy={busy === 'run' || busy === 'submit' ? busy : null}
          customInput={
            <CustomInput
              busy={busy === 'custom'}
              disabled={busy !== null}
              result={customResult}
              onRun={(stdin) => run(stdin)}
            />
          }
        />
      </TabsContent>
      <TabsContent value="submissions" className="mt-0 min-h-0 flex-1 overflow-y-auto p-5">
        <SubmissionHistory
          puzzleId={puzzle.id}
          currentCode={() => ({ code: editor.currentCode(), language })}
          onLoad={loader.request}
        />
      </TabsContent>
      {offersHelp ? (
        <TabsContent value="solutions" className="mt-0 min-h-0 flex-1 overflow-y-auto p-5">
          <CommunitySolutions puzzleId={puzzle.id} language={language} personal={puzzle.personal} />
        </TabsContent>
      ) : null}
      {offersHelp && solutionShown ? (
        <TabsContent value="solution" className="mt-0 min-h-0 flex-1 overflow-y-auto p-5">
          <SolutionPanel solution={solution.data} loading={solution.isPending} language={language} />
        </TabsContent>
      ) : null}
    </section>
  );

  // Always mounted, so the editor keeps its state: hidden on narrow screens unless its tab is chosen, always
  // shown beside the problem on wide ones.
  const editorPane = (
    <TabsContent
      value="code"
      forceMount
      tabIndex={-1}
      className={cn(
        'mt-0 flex min-h-0 min-w-0 flex-1 animate-none flex-col data-[state=inactive]:hidden lg:data-[state=inactive]:flex',
        // Full screen: the same element over the whole window (moving it elsewhere would start the editor over).
        workspace.fullScreen && 'fixed inset-0 z-40 bg-background data-[state=inactive]:flex',
      )}
    >
      <EditorPane
        language={language}
        languages={puzzle.languages}
        onLanguageChange={onLanguageChange}
        startedAt={startedAt}
        editor={{
          ready: editor.ready,
          key: editor.editorKey,
          initialCode: editor.currentCode(),
          onChange: onEdit,
          onBlocked: (action) =>
            toast({
              ...(action === 'paste' ? WORKSPACE_MESSAGES.pasteDisabled : WORKSPACE_MESSAGES.copyDisabled),
              variant: 'destructive',
            }),
          settings: workspace.settings,
          marks: workspace.marks,
        }}
        fullScreen={workspace.fullScreen}
        onToggleFullScreen={workspace.toggleFullScreen}
        onOpenSettings={() => workspace.setDialog('settings')}
        onOpenShortcuts={() => workspace.setDialog('shortcuts')}
        saveState={editor.saveState}
        measures={measures}
        busy={busy}
        solutionShown={solutionShown}
        offersHelp={offersHelp}
        onHint={() => setHintsOpen(true)}
        onToggleSolution={toggleSolution}
        onReset={() => setConfirm('reset')}
        onRun={() => run()}
        onSubmit={submit}
      />
    </TabsContent>
  );

  return (
    <Tabs
      value={shownTab}
      onValueChange={(value) => setTab(value as PaneTab)}
      className="flex min-h-0 min-w-0 flex-1 flex-col gap-3"
    >
      {wide ? (
        <Suspense fallback={<FixedSplit problem={problemPane} editor={editorPane} />}>
          <WorkspaceSplit problem={problemPane} editor={editorPane} />
        </Suspense>
      ) : (
        <>
          {problemPane}
          {editorPane}
        </>
      )}

      {offersHelp ? <HintDialog puzzle={puzzle} open={hintsOpen} onOpenChange={setHintsOpen} /> : null}
      <ConfirmDialog
        open={loader.pending !== null}
        onOpenChange={(open) => (open ? undefined : loader.cancel())}
        title="Load this submission?"
        description={`Your ${LANGUAGE_TABLE[loader.pending?.language ?? language].name} code for this puzzle will be replaced by the submission's code.`}
        action="Load Code"
        onConfirm={loader.confirm}
      />
      <ConfirmDialog
        open={confirm === 'solution'}
        onOpenChange={(open) => setConfirm(open ? 'solution' : null)}
        title="Show the solution?"
        description={WORKSPACE_MESSAGES.solutionWarning(puzzle.title)}
        action="Show Solution"
        onConfirm={showSolution}
      />
      <ConfirmDialog
        open={confirm === 'reset'}
        onOpenChange={(open) => setConfirm(open ? 'reset' : null)}
        title="Reset to the starter code?"
        description={`Your ${LANGUAGE_TABLE[language].name} code for this puzzle will be replaced by the starter code.`}
        action="Reset Code"
        onConfirm={editor.resetToStarter}
      />
      <EditorSettingsDialog
        open={workspace.dialog === 'settings'}
        onOpenChange={(open) => workspace.setDialog(open ? 'settings' : null)}
        settings={workspace.settings}
        onChange={workspace.saveSettings}
        saving={workspace.savingSettings}
      />
      <KeyboardShortcutsDialog
        open={workspace.dialog === 'shortcuts'}
        onOpenChange={(open) => workspace.setDialog(open ? 'shortcuts' : null)}
        keymap={workspace.settings.keymap}
      />
      <AchievementDialog
        achievement={achievements[0]}
        remaining={achievements.length - 1}
        onDone={() => setAchievements((queue) => queue.slice(1))}
      />
    </Tabs>
  );
}

/** The split as it is drawn until the resizable one has arrived: the same proportions, fixed. */
function FixedSplit({ problem, editor }: { problem: ReactNode; editor: ReactNode }) {
  return (
    <div className="grid min-h-0 min-w-0 flex-1 grid-cols-[minmax(0,45fr)_minmax(0,55fr)] grid-rows-[minmax(0,1fr)] gap-4">
      <div className="flex min-h-0 flex-col">{problem}</div>
      <div className="flex min-h-0 flex-col">{editor}</div>
    </div>
  );
}

function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  action,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  action: string;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{action}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
