import { closeBrackets, closeBracketsKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, indentOnInput, indentUnit } from '@codemirror/language';
import { Compartment, EditorState, Prec } from '@codemirror/state';
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
import type { Language } from '@codequest/contracts';
import { useEffect, useRef } from 'react';
import { languageSupport } from './editor-languages';

/**
 * The puzzle editor: CodeMirror 6 with C, C++, Java, JavaScript and Python highlighting, bracket closing and auto-indent.
 * Paste, cut, copy and dropping text in are blocked (product spec, section 5: the learner must type); the
 * screen is told so it can say why. This module is loaded on demand: CodeMirror stays out of other chunks.
 *
 * The editor is uncontrolled: it starts from `initialCode` and reports every change. Give it a new `key`
 * to start over from other code (another puzzle, language, or the starter code again).
 */

export interface CodeEditorProps {
  initialCode: string;
  language: Language;
  label: string;
  /** The id of an element that explains how to leave the editor with the keyboard. */
  describedBy?: string;
  onChange: (code: string) => void;
  onBlocked: (action: 'paste' | 'copy') => void;
}

const theme = EditorView.theme(
  {
    '&': { height: '100%', fontSize: '13.5px', backgroundColor: '#0a0f1d' },
    '.cm-scroller': { fontFamily: 'var(--font-mono)', lineHeight: '1.6' },
    '.cm-gutters': { backgroundColor: '#0a0f1d', borderRight: '1px solid #232c45', color: '#7b859e' },
    '.cm-activeLineGutter': { backgroundColor: '#141b31' },
    '.cm-activeLine': { backgroundColor: '#ffffff08' },
    '&.cm-focused': { outline: 'none' },
    '.cm-content': { padding: '12px 0' },
  },
  { dark: true },
);

export default function CodeEditor({
  initialCode,
  language,
  label,
  describedBy,
  onChange,
  onBlocked,
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  // The latest callbacks, read by the editor's listeners without recreating the editor.
  const callbacks = useRef({ onChange, onBlocked });
  callbacks.current = { onChange, onBlocked };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the editor is created once per mount; a new key starts over
  useEffect(() => {
    if (!host.current) return;
    const block = (action: 'paste' | 'copy') => (event: Event) => {
      event.preventDefault();
      callbacks.current.onBlocked(action);
      return true;
    };
    const languageSlot = new Compartment();
    const view = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: initialCode,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightSpecialChars(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          closeBrackets(),
          highlightActiveLine(),
          indentUnit.of('    '),
          EditorState.tabSize.of(4),
          keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, indentWithTab]),
          languageSlot.of([]),
          oneDark,
          // Ours wins over One Dark's (the app's own background and font).
          Prec.highest(theme),
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
    let mounted = true;
    void languageSupport(language).then((support) => {
      if (mounted) view.dispatch({ effects: languageSlot.reconfigure(support) });
    });
    return () => {
      mounted = false;
      view.destroy();
    };
  }, []);

  return <div ref={host} className="h-full min-h-0" data-testid="code-editor" />;
}
