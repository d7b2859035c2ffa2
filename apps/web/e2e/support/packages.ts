import { zipSync } from 'fflate';
import type { Locator, Page } from 'playwright-core';

const SUM_PY = 'a, b = map(int, input().split())\nprint(a + b)\n';

/** A zip of the given files (path to text). */
function zipOf(files: Record<string, string>): Buffer {
  return Buffer.from(
    zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, Buffer.from(text)]))),
  );
}

/**
 * A problem package whose tests are too weak (a submission that prints 0 passes them): the import judges
 * its wrong submission Accepted and keeps the problem as a draft, which its reference solution lets publish.
 * Its input validator accepts both tests' inputs.
 */
export function weakPackage(title: string): Buffer {
  const files: Record<string, string> = {
    'problem.yaml': `problem_format_version: 2023-07-draft\nname: ${title}\n`,
    'statement/problem.en.md': 'Print the **sum** of $a$ and $b$.\n',
    'data/sample/1.in': '0 0\n',
    'data/sample/1.ans': '0\n',
    'data/secret/1.in': '0 0\n',
    'data/secret/1.ans': '0\n',
    'submissions/accepted/sum.py': SUM_PY,
    'submissions/wrong_answer/zero.py': 'print(0)\n',
    // Accepts a line of two integers: both tests' inputs.
    'input_validators/validate.py':
      "import re, sys\nsys.exit(42 if re.fullmatch(r'-?[0-9]+ -?[0-9]+\\n', sys.stdin.read()) else 43)\n",
  };
  return zipOf(files);
}

/**
 * Imports weakPackage(title) through the Import package form on the page (the panel's Puzzles tab, or a
 * class page): the form opened, the zip chosen, Import pressed. The answer is the problem's report.
 */
export async function importWeakPackage(page: Page, title: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Import package' }).click();
  await page.getByLabel('Package (.zip)').setInputFiles({
    name: 'weak-sum.zip',
    mimeType: 'application/zip',
    buffer: weakPackage(title),
  });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  return page.getByRole('region', { name: `Report for ${title}` });
}

/**
 * Fills the panel's Create Puzzle form (the panel's, a class's or a contest's) with a proven pair-sum
 * puzzle: the first track, two tests (the second hidden) and a Python solution that passes them. Not sent.
 */
export async function fillPairSumForm(page: Page, title: string, description: string): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Create Puzzle' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill(description);
  await form.getByLabel('Problem Statement').fill('Read **n**, then n integers; print their sum.');
  await form.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option').first().click();
  await form.getByLabel('Test Cases').fill('2\\n3 4|7\n3\\n1 2 3|6');
  await form.getByLabel('Test 2 hidden').check();
  await form.getByLabel('Python solution').fill('input()\nprint(sum(map(int, input().split())))\n');
  return form;
}

/**
 * "Split n into two positive parts", judged by its own output validator (Python): any right pair passes,
 * and a wrong one gets the validator's words, which a learner sees on the visible test.
 */
export function twoPartsPackage(title: string): Buffer {
  const files: Record<string, string> = {
    'problem.yaml': `problem_format_version: 2023-07-draft\nname: ${title}\n`,
    'statement/problem.en.md': 'Split $n$ into two positive whole numbers that add up to $n$.\n',
    'data/sample/1.in': '10\n',
    'data/sample/1.ans': '1 9\n',
    'data/secret/1.in': '7\n',
    'data/secret/1.ans': '1 6\n',
    'output_validator/validate.py': [
      'import sys',
      'n = int(open(sys.argv[1]).read())',
      'a, b = map(int, sys.stdin.read().split())',
      'if a <= 0 or b <= 0 or a + b != n:',
      "    open(sys.argv[3] + 'judgemessage.txt', 'w').write(f'{a} + {b} is no split of {n} into positive parts')",
      '    sys.exit(43)',
      'sys.exit(42)',
      '',
    ].join('\n'),
    'submissions/accepted/first.py': 'n = int(input())\nprint(1, n - 1)\n',
    'submissions/wrong_answer/zero.py': 'n = int(input())\nprint(0, n)\n',
  };
  return zipOf(files);
}

/**
 * "Guess my number", interactive: the validator (Python) says n, then answers each guess with higher, lower
 * or correct, allowing 20; its sample comes with an interaction log, shown as the example, and a testing
 * tool as its attachment.
 */
export function guessPackage(title: string): Buffer {
  const files: Record<string, string> = {
    'problem.yaml': `problem_format_version: 2023-07-draft\nname: ${title}\ntype: interactive\n`,
    'statement/problem.en.md':
      'Find the secret number between $1$ and $n$: print a guess, read how it compares.\n',
    'data/sample/1.in': '3 10\n',
    'data/sample/1.ans': '\n',
    'data/sample/1.interaction': '<10\n>5\n<lower\n>2\n<higher\n>3\n<correct\n',
    'data/secret/1.in': '777 1000\n',
    'data/secret/1.ans': '\n',
    'output_validator/guess.py': [
      'import sys',
      'secret, n = map(int, open(sys.argv[1]).read().split())',
      'print(n, flush=True)',
      'for _ in range(20):',
      '    line = sys.stdin.readline()',
      '    if not line.strip():',
      '        sys.exit(43)',
      '    guess = int(line)',
      '    if guess == secret:',
      "        print('correct', flush=True)",
      '        sys.exit(42)',
      "    print('higher' if guess < secret else 'lower', flush=True)",
      "open(sys.argv[3] + 'judgemessage.txt', 'w').write('more than 20 guesses')",
      'sys.exit(43)',
      '',
    ].join('\n'),
    'submissions/accepted/bisect.py': GUESS_BISECT_PY,
    'attachments/testing_tool.py': GUESS_TESTING_TOOL,
  };
  return zipOf(files);
}

/** guessPackage's attachment, offered to learners with the statement. */
export const GUESS_TESTING_TOOL =
  '# Runs your program against a local judge: python3 testing_tool.py -- python3 yours.py\n';

/** A right answer to guessPackage: halve the range at each reply. */
export const GUESS_BISECT_PY = [
  'n = int(input())',
  'low, high = 1, n',
  'while True:',
  '    guess = (low + high) // 2',
  '    print(guess, flush=True)',
  '    said = input()',
  "    if said == 'correct':",
  '        break',
  "    if said == 'higher':",
  '        low = guess + 1',
  '    else:',
  '        high = guess - 1',
  '',
].join('\n');
