import type { AuthResponse, ClassResponse } from '@codequest/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAccount, api, logInViaApi, openSignedIn, signUpViaApi, type TestAccount } from './support/api';
import { seriousViolations } from './support/axe';
import { PHONE, pathname, sticksOut, useBrowser } from './support/browser';
import { puzzleByTitle, SECOND_LARGEST } from './support/puzzles';

/**
 * The similarity report through the real server and a real browser: two learners of a class hand in the
 * same solution, the second with every name changed, its comments and layout too; their teacher picks the
 * puzzle on the class page, opens the report and the pair, and sees the matching lines marked in words as
 * well as colour; on a phone the same page fits.
 */

const SLOW = { timeout: 30_000 } as const;

/** The catalogue's reference solution with its names, comments and blank lines changed. */
const RENAMED_COPY = `import sys

def runner_up(xs):
    top = runner = None   # the two largest so far
    for x in xs:
        if top is None or x > top:
            top, runner = x, top
        elif x < top and (runner is None or x > runner):
            runner = x
    return runner

def main():
    tokens = sys.stdin.read().split()
    count = int(tokens[0])
    xs = [int(t) for t in tokens[1:1 + count]]
    result = runner_up(xs)
    print("NONE" if result is None else result)

main()
`;

describe('similarity report', { timeout: 180_000 }, () => {
  const { openPage } = useBrowser();
  let teacher: TestAccount & AuthResponse;
  let ann: TestAccount & AuthResponse;
  let ben: TestAccount & AuthResponse;
  let classId: number;
  let puzzleId: number;

  beforeAll(async () => {
    const account = adminAccount();
    const admin = await logInViaApi(account.email, account.password);
    teacher = await signUpViaApi();
    ann = await signUpViaApi();
    ben = await signUpViaApi();
    await api(admin.token, 'POST', `/api/admin/users/${teacher.user.id}/teacher`);
    const created = await api<ClassResponse>(teacher.token, 'POST', '/api/classes', {
      name: `Copy check ${Date.now().toString(36)}`,
    });
    classId = created.id;
    puzzleId = (await puzzleByTitle(ann.token, SECOND_LARGEST.title)).id;
    for (const [learner, code] of [
      [ann, SECOND_LARGEST.solution.python],
      [ben, RENAMED_COPY],
    ] as const) {
      await api(learner.token, 'POST', '/api/classes/join', { code: created.teaching?.joinCode });
      const result = await api<{ verdict: string }>(learner.token, 'POST', '/api/code/submit', {
        code,
        language: 'python',
        puzzleId,
      });
      expect(result.verdict).toBe('ACCEPTED');
    }
  }, 120_000);

  it('the teacher picks the puzzle on the class page, opens the pair and sees the matching lines', async () => {
    const page = await openPage();
    await openSignedIn(page, teacher, `/classes/${classId}`);
    await page.getByRole('combobox', { name: 'Puzzle' }).click();
    await page.getByRole('option', { name: new RegExp(SECOND_LARGEST.title) }).click();
    await page.getByRole('button', { name: 'Open Report' }).click();
    await expect.poll(() => pathname(page), SLOW).toBe(`/classes/${classId}/similarity/${puzzleId}`);

    const pair = page.getByTestId('similarity-pair');
    await pair.first().waitFor(SLOW);
    expect(await pair.count()).toBe(1);
    const label = (await pair.getAttribute('aria-label')) ?? '';
    expect(label).toContain(ann.username);
    expect(label).toContain(ben.username);
    const percent = Number(/(\d+)% similar/.exec(label)?.[1]);
    expect(percent).toBeGreaterThanOrEqual(60);

    await pair.click();
    const view = page.getByTestId('similarity-pair-view');
    await view.waitFor();
    const figures = view.getByRole('figure');
    expect(await figures.count()).toBe(2);
    for (const figure of await figures.all()) {
      // Marked in words, not only in colour: the matching lines say which match they belong to.
      const marked = figure.locator('li[data-match]');
      expect(await marked.count()).toBeGreaterThan(8);
      expect(await marked.first().textContent()).toContain('Match 1');
    }
    // The copy's loop is marked as the original's.
    const copyFigure = figures.filter({ hasText: `${ben.username}'s solution` });
    expect(await copyFigure.locator('li[data-match]', { hasText: 'for x in xs:' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('fits a phone, the two solutions one above the other', async () => {
    const page = await openPage({ viewport: PHONE });
    await openSignedIn(page, teacher, `/classes/${classId}/similarity/${puzzleId}`);
    await page.getByTestId('similarity-pair').click(SLOW);
    const figures = page.getByTestId('similarity-pair-view').getByRole('figure');
    await figures.first().waitFor();
    const [first, second] = await Promise.all([figures.nth(0).boundingBox(), figures.nth(1).boundingBox()]);
    expect(second?.y ?? 0).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);
    expect(await sticksOut(page)).toEqual([]);
  });

  it('is refused to a learner of the class', async () => {
    const page = await openPage();
    await openSignedIn(page, ann, `/classes/${classId}/similarity/${puzzleId}`);
    await page.getByText('Only teachers can do that').waitFor(SLOW);
  });
});
