import { STORAGE_KEYS } from '@codequest/contracts';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { paths } from '@/config/paths';
import { App } from '.';
import { PRERENDERED_LANDING_CLASS } from './prerendered-landing';

/**
 * Build time only (vite-prerender.ts runs it in Node): the landing page as HTML, so index.html shows it
 * before any script has arrived. It is the app itself rendered at /, with no session, so it is exactly what
 * the app renders there, and main.tsx hydrates it instead of drawing it again.
 */
export function renderLandingPage(): string {
  return renderToString(
    <StrictMode>
      <Router ssrPath={paths.home} ssrSearch="">
        <App />
      </Router>
    </StrictMode>,
  );
}

/**
 * index.html serves every path, so it carries both the loading screen and the landing page. This inline
 * script (run in <head>, before anything paints) marks the page when the landing is what the app will show
 * (/ with no session); the CSS below then shows the landing instead of the loading screen. Without it (no
 * script, or a blocked one) the loading screen shows, as on every other path.
 */
export function landingChoiceScript(): string {
  const tokenKey = JSON.stringify(STORAGE_KEYS.token);
  const home = JSON.stringify(paths.home);
  const mark = JSON.stringify(PRERENDERED_LANDING_CLASS);
  return `try{if(location.pathname===${home}&&!localStorage.getItem(${tokenKey}))document.documentElement.classList.add(${mark})}catch(e){}`;
}

/** The loading screen (`.boot`) comes first in #root, the prerendered landing after it. */
export function landingChoiceStyle(): string {
  const mark = PRERENDERED_LANDING_CLASS;
  return `html:not(.${mark}) #root>.boot~*{display:none}.${mark} #root>.boot{display:none}`;
}
