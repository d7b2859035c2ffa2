/**
 * The class index.html's inline script puts on <html> when the page holds the prerendered landing page and
 * that is what the app shows (app/prerender.tsx): main.tsx then hydrates it rather than rendering afresh.
 */
export const PRERENDERED_LANDING_CLASS = 'prerendered-landing';

export function landingIsPrerendered(): boolean {
  return document.documentElement.classList.contains(PRERENDERED_LANDING_CLASS);
}
