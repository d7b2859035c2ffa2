import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, screenshot, url, useBrowser } from './support/browser';

/**
 * The API document's page (/api/docs, Swagger UI served by the server itself) for people who script against
 * the API: it renders under its own Content-Security-Policy with nothing refused and nothing fetched from
 * anywhere but this server, lists the operations, and "Try it out" reaches the API.
 */

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Console errors, uncaught exceptions, failed requests and requests to any other origin. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  const origin = new URL(baseUrl()).origin;
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    const requested = new URL(request.url());
    if (requested.protocol !== 'data:' && requested.origin !== origin) {
      problems.push(`elsewhere: ${request.url()}`);
    }
  });
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
  return problems;
}

describe('the API document’s page', () => {
  const { openPage } = useBrowser();

  it('lists the operations, and runs one, with no console error or CSP violation', async () => {
    const page = await openPage();
    const problems = collectProblems(page);
    // Every refusal the page's policy makes, as the page itself sees it.
    await page.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });

    const response = await page.goto(url('/api/docs'));
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

    await page.getByRole('heading', { name: /CodeQuest API/ }).waitFor();
    const health = page.locator('.opblock-summary-path[data-path="/api/health"]');
    await health.waitFor();
    for (const path of ['/api/auth/signup', '/api/puzzles/{id}/draft', '/api/admin/users']) {
      await page.locator(`.opblock-summary-path[data-path="${path}"]`).first().waitFor();
    }
    // Routes that need a session show the lock of the bearer scheme.
    await page.getByRole('button', { name: 'Authorize' }).waitFor();

    // "Try it out" on the health route: the page's policy lets it call this server.
    await health.click();
    const operation = page.locator('#operations-health-get_api_health');
    await operation.getByRole('button', { name: 'Try it out' }).click();
    await operation.getByRole('button', { name: 'Execute' }).click();
    await operation.locator('.live-responses-table .response-col_status', { hasText: '200' }).waitFor();

    await screenshot(page, 'api-docs');
    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
