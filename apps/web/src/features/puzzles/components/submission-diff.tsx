import { unifiedMergeView } from '@codemirror/merge';
import { EditorState } from '@codemirror/state';
import { oneDark } from '@codemirror/theme-one-dark';
import { EditorView, lineNumbers } from '@codemirror/view';
import type { Language } from '@codequest/contracts';
import { useEffect, useRef } from 'react';
import { languageSupport } from './editor-languages';

/**
 * A past submission's code against the editor's code, in one read-only column (it reads on a phone as well
 * as beside the editor): the submission's lines that the editor no longer has in red, the editor's new ones in
 * green. Loaded on demand: @codemirror/merge stays out of the workspace's first script.
 */

const theme = EditorView.theme(
  {
    '&': { backgroundColor: '#0a0f1d', fontSize: '12px' },
    '.cm-scroller': { fontFamily: 'var(--font-mono)', lineHeight: '1.6' },
    '.cm-gutters': { backgroundColor: '#0a0f1d', borderRight: '1px solid #232c45', color: '#7b859e' },
  },
  { dark: true },
);

export default function SubmissionDiff({
  submissionCode,
  currentCode,
  language,
  label,
}: {
  submissionCode: string;
  currentCode: string;
  language: Language;
  label: string;
}) {
  const parent = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const host = parent.current;
    if (!host) return;
    let view: EditorView | undefined;
    let cancelled = false;
    void languageSupport(language)
      .catch(() => [])
      .then((grammar) => {
        if (cancelled) return;
        view = new EditorView({
          parent: host,
          state: EditorState.create({
            doc: currentCode,
            extensions: [
              lineNumbers(),
              grammar,
              oneDark,
              theme,
              EditorState.readOnly.of(true),
              EditorView.editable.of(false),
              EditorView.contentAttributes.of({ 'aria-label': label }),
              unifiedMergeView({ original: submissionCode, mergeControls: false, gutter: true }),
            ],
          }),
        });
      });
    return () => {
      cancelled = true;
      view?.destroy();
    };
  }, [submissionCode, currentCode, language, label]);

  return (
    <div
      ref={parent}
      data-testid="submission-diff"
      className="max-h-[32rem] min-w-0 overflow-auto rounded-xl border border-border"
    />
  );
}
