import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { landingIsPrerendered } from './app/prerendered-landing';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

if (landingIsPrerendered()) {
  // index.html already shows the landing page (app/prerender.tsx): React takes over its markup as it is,
  // once the hidden loading screen before it is gone.
  const landing = root.querySelector(':scope > .boot')?.nextSibling ?? null;
  while (root.firstChild && root.firstChild !== landing) root.firstChild.remove();
  hydrateRoot(root, app);
} else {
  createRoot(root).render(app);
}
