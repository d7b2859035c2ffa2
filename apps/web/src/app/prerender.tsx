import { STORAGE_KEYS } from '@codequest/contracts';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { PUZZLES_PATHS, paths } from '@/config/paths';
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

/** The route modules whose chunks a page's first load needs, by path (src/app/router.tsx, routes/public.tsx). */
export const ROUTE_MODULES = {
  public: {
    [paths.login]: 'src/app/routes/auth/login.tsx',
    [paths.signup]: 'src/app/routes/auth/signup.tsx',
    [paths.resetPassword]: 'src/app/routes/auth/reset-password.tsx',
    [paths.demo]: 'src/app/routes/demo.tsx',
  },
  signedIn: 'src/app/routes/app/root.tsx',
  puzzles: 'src/app/routes/app/puzzles.tsx',
} as const;

/** The chunk files (as URLs) of each of ROUTE_MODULES, beyond what the entry already loads. */
export interface RoutePreloads {
  public: Record<string, string[]>;
  signedIn: string[];
  puzzles: string[];
}

/**
 * index.html serves every path, so it carries both the loading screen and the landing page. This inline
 * script, run in <head> before anything paints:
 *
 * - marks the page when the landing is what the app will show (/ with no session); the CSS below then shows
 *   the landing instead of the loading screen. Without the script (none run, or a blocked one) the loading
 *   screen shows, as on every other path;
 * - asks at once for the chunks of the screen the app will show (modulepreload), which the app would
 *   otherwise ask for only once its entry script has arrived and run: one long wait less on a slow network.
 *   It follows the router's rules (the pages for everyone, sign-in pages leading to the puzzles while signed
 *   in); a wrong guess would only cost bytes.
 */
export function pageChoiceScript(preloads: RoutePreloads): string {
  const json = JSON.stringify;
  const forEveryone = [paths.resetPassword, paths.demo];
  const toPuzzles = [...PUZZLES_PATHS, paths.login, paths.signup];
  const withPuzzles = [...new Set([...preloads.signedIn, ...preloads.puzzles])];
  return [
    'try{',
    `var d=document.documentElement,p=location.pathname,t=localStorage.getItem(${json(STORAGE_KEYS.token)}),f;`,
    `if(!t&&p===${json(paths.home)})d.classList.add(${json(PRERENDERED_LANDING_CLASS)});`,
    `f=t&&${json(forEveryone)}.indexOf(p)<0`,
    `?(${json(toPuzzles)}.indexOf(p)<0?${json(preloads.signedIn)}:${json(withPuzzles)})`,
    `:${json(preloads.public)}[p];`,
    'if(f)f.forEach(function(h){var l=document.createElement("link");',
    'l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)})',
    '}catch(e){}',
  ].join('');
}

/** The loading screen (`.boot`) comes first in #root, the prerendered landing after it. */
export function landingChoiceStyle(): string {
  const mark = PRERENDERED_LANDING_CLASS;
  return `html:not(.${mark}) #root>.boot~*{display:none}.${mark} #root>.boot{display:none}`;
}
