import { chromium, type LaunchOptions } from 'playwright-core';

/**
 * Debian's build of Chromium's headless shell (the old headless mode, which Playwright runs by default): the
 * same engine as the browser without the browser's own windows and pages, about an eighth less CPU for the
 * same tests (each new browser context and page load a quarter less). `CHROMIUM_PATH` may name the full
 * browser instead. With the flags that keep it quiet and deterministic in a container.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * What the full browser (CHROMIUM_PATH=/usr/bin/chromium) would spend CPU on in every window for nothing
 * here: the omnibox's WebUI popups, two pages that each new window (each test's browser context) loads in
 * renderers of their own, though a headless window has no omnibox. Without them it does about a quarter less
 * work per page a test opens. The headless shell has none of them: the flag changes nothing there.
 */
const NEEDLESS_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

const DISABLE_FEATURES = '--disable-features=';

/**
 * Launch options for Debian's Chromium with CHROMIUM_ARGS and `args`, the needless features off. Chromium
 * obeys only the last --disable-features it is given, and Playwright passes one of its own: ours join
 * Playwright's list (read off a first launch, closed at once) in its place rather than replacing it.
 */
export async function chromiumLaunchOptions(args: string[] = []): Promise<LaunchOptions> {
  const first = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  const playwrights = first.process().spawnargs.find((arg) => arg.startsWith(DISABLE_FEATURES));
  await first.close();
  const features = [
    ...(playwrights?.slice(DISABLE_FEATURES.length).split(',').filter(Boolean) ?? []),
    ...NEEDLESS_FEATURES,
  ];
  return {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...args, `${DISABLE_FEATURES}${features.join(',')}`],
    ignoreDefaultArgs: playwrights ? [playwrights] : [],
  };
}
