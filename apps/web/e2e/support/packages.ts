import { zipSync } from 'fflate';

const SUM_PY = 'a, b = map(int, input().split())\nprint(a + b)\n';

/**
 * A problem package whose tests are too weak (a submission that prints 0 passes them): the import judges
 * its wrong submission Accepted and keeps the problem as a draft, which its reference solution lets publish.
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
  };
  return Buffer.from(
    zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, Buffer.from(text)]))),
  );
}
