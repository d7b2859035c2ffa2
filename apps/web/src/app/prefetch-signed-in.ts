import { DEFAULT_LANGUAGE } from '@codequest/contracts';

/**
 * Someone on the login or signup page is about to enter the signed-in app. While they type, the browser
 * fetches what the app needs first (the app, the Puzzles screen, the editor and the default language's
 * grammar), so on a slow network the editor is ready soon after signing in instead of loading one chunk
 * after the other then. Started once the page has painted; failures are left for the real load to report.
 */

let started = false;

export function prefetchSignedInApp(): void {
  if (started) return;
  started = true;
  const ignore = () => undefined;
  void import('./routes/app/root').catch(ignore);
  void import('./routes/app/puzzles').catch(ignore);
  void import('@/features/puzzles/components/code-editor').catch(ignore);
  // Alongside the editor, not after it (the grammar needs only CodeMirror's core); the small module that
  // knows the grammars is fetched here too, to keep it off the page's own first download.
  void import('@/features/puzzles/components/editor-languages')
    .then(({ preloadLanguage }) => preloadLanguage(DEFAULT_LANGUAGE))
    .catch(ignore);
}

/** Calls prefetchSignedInApp when the browser is idle after the first paint. */
export function prefetchSignedInAppWhenIdle(): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(prefetchSignedInApp, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(prefetchSignedInApp, 200);
  return () => clearTimeout(timer);
}
