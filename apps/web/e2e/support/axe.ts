import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * The axe violations of impact serious or critical on the page as it is now, summarised for a failure.
 * In legacy mode axe runs in the page (and its frames) and sums up there: the default opens a blank page
 * for that in every scan, which doubled each scan's time (3 to 7 s on a busy 2-core machine, most of it
 * color-contrast's) for the cross-origin frames the app does not have.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join('\n    ')}`,
    );
}
