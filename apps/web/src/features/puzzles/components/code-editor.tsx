import { closeBrackets, closeBracketsKeymap } from '@codemirror/autocomplete';
import {
  defaultKeymap,
  history,
  historyKeymap,
  indentWithTab,
  toggleTabFocusMode,
} from '@codemirror/commands';
import { bracketMatching, indentOnInput, indentUnit } from '@codemirror/language';
import type { Diagnostic } from '@codemirror/lint';
import { Compartment, EditorState, type Extension, Prec, type Text } from '@codemirror/state';
import { oneDark } from '@codemirror/theme-one-dark';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import type { EditorSettings, Language } from '@codequest/contracts';
import { useEffect, useRef } from 'react';
import type { ErrorMark } from '../utils/error-lines';
import { clipboardRefusals, keymapExtension } from './editor-keymaps';
import { languageSupport } from './editor-languages';

/**
 * The puzzle editor: CodeMirror 6 with C, C++, Java, JavaScript and Python highlighting, bracket closing and auto-indent.
 * Paste, cut, copy and dropping text in are blocked (product spec, section 5: the learner must type); the
 * screen is told so it can say why. This module is loaded on demand: CodeMirror stays out of other chunks.
 *
 * The editor is uncontrolled: it starts from `initialCode` and reports every change. Give it a new `key`
 * to start over from other code (another puzzle, language, or the starter code again). The learner's
 * settings (font size, line wrap, tab width, keymap) and the error marks of the last run apply to it as they
 * change, without starting over. Ctrl/Cmd+Enter runs and Ctrl/Cmd+Shift+Enter submits, in every keymap.
 */

export interface CodeEditorProps {
  initialCode: string;
  language: Language;
  label: string;
  /** The id of an element that explains how to leave the editor with the keyboard. */
  describedBy?: string;
  onChange: (code: string) => void;
  onBlocked: (action: 'paste' | 'copy') => void;
  settings: EditorSettings;
  /** The lines the last run's errors name: marked in the gutter and underlined, the message on hover. */
  marks: readonly ErrorMark[];
  onRun: () => void;
  onSubmit: () => void;
}

const theme = EditorView.theme(
  {
    '&': { height: '100%', backgroundColor: '#0a0f1d' },
    '.cm-scroller': { fontFamily: 'var(--font-mono)', lineHeight: '1.6' },
    '.cm-gutters': { backgroundColor: '#0a0f1d', borderRight: '1px solid #232c45', color: '#7b859e' },
    '.cm-activeLineGutter': { backgroundColor: '#141b31' },
    '.cm-activeLine': { backgroundColor: '#ffffff08' },
    '&.cm-focused': { outline: 'none' },
    '.cm-content': { padding: '12px 0' },
    '.cm-lintRange-error': { backgroundColor: '#f8717122' },
    '.cm-tooltip-lint': { maxWidth: 'min(36rem, 90vw)', whiteSpace: 'pre-wrap' },
    '.cm-vim-panel': { fontFamily: 'var(--font-mono)', fontSize: '12px', padding: '2px 8px' },
  },
  { dark: true },
);

/** Runs a shortcut's action; the key is then the shortcut's alone (no newline typed). */
function handled(action: () => void): true {
  action();
  return true;
}

/** The extensions each setting stands for (the keymap is loaded apart: it may need a chunk). */
function settingExtensions(settings: EditorSettings): { font: Extension; wrap: Extension; tabs: Extension } {
  return {
    font: EditorView.theme({ '&': { fontSize: `${settings.fontSize}px` } }),
    wrap: settings.lineWrap ? EditorView.lineWrapping : [],
    tabs: [indentUnit.of(' '.repeat(settings.tabWidth)), EditorState.tabSize.of(settings.tabWidth)],
  };
}

/** A mark as CodeMirror's diagnostic: from its column (or the line's first character) to the line's end. */
function toDiagnostic(doc: Text, mark: ErrorMark): Diagnostic {
  const line = doc.line(Math.min(Math.max(mark.line, 1), doc.lines));
  const indentation = line.text.length - line.text.trimStart().length;
  const offset = mark.column === null ? indentation : Math.min(mark.column - 1, line.length);
  const from = line.from + Math.max(offset, 0);
  return {
    from,
    to: Math.max(line.to, from),
    severity: 'error',
    message: mark.message,
    source: `Line ${mark.line}`,
  };
}

export default function CodeEditor({
  initialCode,
  language,
  label,
  describedBy,
  onChange,
  onBlocked,
  settings,
  marks,
  onRun,
  onSubmit,
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const slots = useRef({
    font: new Compartment(),
    wrap: new Compartment(),
    tabs: new Compartment(),
    keymap: new Compartment(),
    lint: new Compartment(),
  });
  // The latest callbacks, read by the editor's listeners without recreating the editor.
  const callbacks = useRef({ onChange, onBlocked, onRun, onSubmit });
  callbacks.current = { onChange, onBlocked, onRun, onSubmit };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the editor is created once per mount; a new key starts over
  useEffect(() => {
    if (!host.current) return;
    const block = (action: 'paste' | 'copy') => (event: Event) => {
      event.preventDefault();
      callbacks.current.onBlocked(action);
      return true;
    };
    const languageSlot = new Compartment();
    const initial = settingExtensions(settings);
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: initialCode,
        extensions: [
          // First, so that no keymap (vim's included) takes these keys for itself.
          Prec.highest(
            keymap.of([
              { key: 'Mod-Enter', run: () => handled(callbacks.current.onRun) },
              { key: 'Mod-Shift-Enter', run: () => handled(callbacks.current.onSubmit) },
              // The way out with the keyboard in every keymap (vim and emacs take Escape for themselves):
              // Tab then moves the focus on instead of indenting, until pressed again.
              { key: 'Ctrl-m', mac: 'Shift-Alt-m', run: toggleTabFocusMode },
            ]),
          ),
          // Vim and emacs come before the other keymaps, as they ask.
          slots.current.keymap.of([]),
          lineNumbers(),
          slots.current.lint.of([]),
          highlightActiveLineGutter(),
          highlightSpecialChars(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          closeBrackets(),
          highlightActiveLine(),
          slots.current.tabs.of(initial.tabs),
          slots.current.wrap.of(initial.wrap),
          keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, indentWithTab]),
          languageSlot.of([]),
          oneDark,
          // Ours wins over One Dark's (the app's own background and font).
          Prec.highest(theme),
          Prec.highest(slots.current.font.of(initial.font)),
          EditorView.contentAttributes.of({
            'aria-label': label,
            // Already focusable (contenteditable); said explicitly so checkers see the scroller's focusable child.
            tabindex: '0',
            ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          }),
          EditorView.domEventHandlers({
            paste: block('paste'),
            drop: block('paste'),
            copy: block('copy'),
            cut: block('copy'),
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) callbacks.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    clipboardRefusals.set(editor, (kind) => callbacks.current.onBlocked(kind));
    let mounted = true;
    void languageSupport(language).then((support) => {
      if (mounted) editor.dispatch({ effects: languageSlot.reconfigure(support) });
    });
    return () => {
      mounted = false;
      view.current = null;
      editor.destroy();
    };
  }, []);

  const { fontSize, lineWrap, tabWidth, keymap: keymapName } = settings;
  useEffect(() => {
    const { font, wrap, tabs } = settingExtensions({ fontSize, lineWrap, tabWidth, keymap: keymapName });
    view.current?.dispatch({
      effects: [
        slots.current.font.reconfigure(font),
        slots.current.wrap.reconfigure(wrap),
        slots.current.tabs.reconfigure(tabs),
      ],
    });
  }, [fontSize, lineWrap, tabWidth, keymapName]);

  useEffect(() => {
    let current = true;
    void keymapExtension(keymapName).then((extension) => {
      if (!current) return;
      view.current?.dispatch({ effects: slots.current.keymap.reconfigure(extension) });
      // Says which keymap is in force once it is (a keymap's chunk may take a moment to arrive).
      if (host.current) host.current.dataset.keymap = keymapName;
    });
    return () => {
      current = false;
    };
  }, [keymapName]);

  // The lint package (gutter, underline, hover) is fetched the first time there is something to mark.
  const lintLoaded = useRef(false);
  useEffect(() => {
    if (marks.length === 0 && !lintLoaded.current) return;
    let current = true;
    void import('@codemirror/lint').then(({ lintGutter, setDiagnostics }) => {
      const editor = view.current;
      if (!current || !editor) return;
      if (!lintLoaded.current) {
        lintLoaded.current = true;
        editor.dispatch({ effects: slots.current.lint.reconfigure(lintGutter()) });
      }
      const diagnostics = marks.map((mark) => toDiagnostic(editor.state.doc, mark));
      editor.dispatch(setDiagnostics(editor.state, diagnostics));
    });
    return () => {
      current = false;
    };
  }, [marks]);

  return <div ref={host} className="h-full min-h-0" data-testid="code-editor" data-line-wrap={lineWrap} />;
}
