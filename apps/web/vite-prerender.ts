import path from 'node:path';
import { createServer, type IndexHtmlTransformContext, type Plugin, type Rollup } from 'vite';

/**
 * Makes the built index.html paint without waiting for any other file (on a slow network the scripts take
 * seconds to arrive):
 *
 * - the stylesheet is inlined (the build has exactly one: `cssCodeSplit` is off), so nothing blocks the
 *   first paint and the page needs one request fewer;
 * - the landing page, rendered by the app itself at / (src/app/prerender.tsx, run here in Node through
 *   Vite's SSR loader), goes into #root after the loading screen, with the inline script and CSS that show it
 *   instead of the loading screen when it is what the app will show. main.tsx hydrates it;
 * - the same inline script preloads the chunks of the screen the path leads to, found here in the bundle.
 *
 * index.html marks where the landing goes with PRERENDER_MARK. The server allows the inline script by its
 * hash (apps/server/src/plugins/web-app.ts).
 */

const PRERENDER_MARK = '<!--prerendered-landing-->';
const PRERENDER_MODULE = '/src/app/prerender.tsx';

type RoutePreloads = { public: Record<string, string[]>; signedIn: string[]; puzzles: string[] };

interface PrerenderModule {
  renderLandingPage(): string;
  ROUTE_MODULES: { public: Record<string, string>; signedIn: string; puzzles: string };
  pageChoiceScript(preloads: RoutePreloads): string;
  landingChoiceStyle(): string;
}

export function prerenderLanding(): Plugin {
  let root = '';
  return {
    name: 'codequest-prerender-landing',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const page = await renderInNode(root);
        if (!context.bundle) throw new Error('index.html is transformed without its bundle');
        const preloads = routePreloads(context.bundle, page.ROUTE_MODULES);
        if (!html.includes(PRERENDER_MARK)) throw new Error(`index.html has no ${PRERENDER_MARK}`);
        // No whitespace between the loading screen and the landing, nor after it: main.tsx hydrates #root once
        // the loading screen is gone, and React expects exactly its own markup there.
        const withLanding = html
          .replace(new RegExp(`\\s*${PRERENDER_MARK}\\s*`), () => page.renderLandingPage())
          .replace(
            '</title>',
            () =>
              `</title>\n    <script>${page.pageChoiceScript(preloads)}</script>\n    <style>${page.landingChoiceStyle()}</style>`,
          );
        return inlineStylesheet(withLanding, context);
      },
    },
  };
}

/** Loads the prerender module as the server would: TypeScript and JSX compiled, packages from node_modules. */
async function renderInNode(root: string): Promise<PrerenderModule> {
  // React picks its build when it is first loaded: the development one would write its stack traces
  // (with the build's file paths) into the HTML.
  if (process.env.NODE_ENV !== 'production') {
    throw new Error(
      `the landing page is prerendered by production React only (NODE_ENV=${process.env.NODE_ENV})`,
    );
  }
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    resolve: { alias: { '@': path.join(root, 'src') } },
  });
  try {
    return (await server.ssrLoadModule(PRERENDER_MODULE)) as PrerenderModule;
  } finally {
    await server.close();
  }
}

function inlineStylesheet(html: string, { bundle }: IndexHtmlTransformContext): string {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g)];
  if (links.length !== 1 || !bundle) {
    throw new Error(`expected one stylesheet in index.html, found ${links.length}`);
  }
  const [link, fileName] = links[0] as RegExpMatchArray & [string, string];
  const asset = bundle[fileName];
  if (asset?.type !== 'asset') throw new Error(`${fileName} is not in the build`);
  delete bundle[fileName];
  const css = String(asset.source).replaceAll('</style', '<\\/style');
  return html.replace(link, () => `<style>${css}</style>`);
}

/**
 * For each route module, its chunk and every chunk that one imports statically, as URLs, leaving out what
 * the entry loads anyway (index.html preloads those already).
 */
function routePreloads(
  bundle: Rollup.OutputBundle,
  modules: PrerenderModule['ROUTE_MODULES'],
): RoutePreloads {
  const chunks = Object.values(bundle).filter(
    (output): output is Rollup.OutputChunk => output.type === 'chunk',
  );
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withImports = (fileName: string, into = new Set<string>()): Set<string> => {
    if (into.has(fileName)) return into;
    into.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) withImports(imported, into);
    return into;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the build has no entry chunk');
  const loadedAnyway = withImports(entry.fileName);
  const filesOf = (module: string): string[] => {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/${module}`));
    if (!chunk) throw new Error(`no chunk starts at ${module}`);
    return [...withImports(chunk.fileName)]
      .filter((file) => !loadedAnyway.has(file))
      .map((file) => `/${file}`);
  };
  return {
    public: Object.fromEntries(
      Object.entries(modules.public).map(([path, module]) => [path, filesOf(module)]),
    ),
    signedIn: filesOf(modules.signedIn),
    puzzles: filesOf(modules.puzzles),
  };
}
