import type { Language } from '@codequest/contracts';

/**
 * The programs the server's tests and benches submit, in one place: every fixture puzzle
 * (catalogue-fixture.ts) asks for the sum of two numbers, so one right program a language serves them all.
 */

export const SUM_C =
  '#include <stdio.h>\nint main(void) { long long a, b; scanf("%lld %lld", &a, &b); printf("%lld\\n", a + b); return 0; }\n';
export const SUM_JAVA =
  'import java.util.*;\npublic class Main { public static void main(String[] a) { Scanner s = new Scanner(System.in); System.out.println(s.nextLong() + s.nextLong()); } }\n';
export const SUM_PY = 'a, b = map(int, input().split())\nprint(a + b)\n';
export const SUM_CPP =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n';
export const SUM_JS =
  "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(BigInt);\nconsole.log(String(a + b));\n";

/** The sum of two numbers in every language. */
export const SUM_PROGRAMS: Record<Language, string> = {
  c: SUM_C,
  cpp: SUM_CPP,
  java: SUM_JAVA,
  javascript: SUM_JS,
  python: SUM_PY,
};

/** Right, but slow: the fixture puzzle's eight tests take seconds, time enough to kill what judges it mid-job. */
export function slowSumPy(secondsPerTest: number): string {
  return `import time\ntime.sleep(${secondsPerTest})\n${SUM_PY}`;
}

/** Starters print 0: every fixture puzzle's starter fails, as the catalogue's proof demands. */
export const ZERO_STARTERS: Record<Language, string> = {
  c: '#include <stdio.h>\nint main(void) { printf("0\\n"); return 0; }\n',
  cpp: '#include <iostream>\nint main() { std::cout << 0 << "\\n"; }\n',
  javascript: 'console.log(0);\n',
  java: 'public class Main { public static void main(String[] a) { System.out.println(0); } }\n',
  python: 'print(0)\n',
};

/** Off by one: the wrong solution medium and hard fixture puzzles keep (Wrong Answer on every test). */
export const OFF_BY_ONE_PY = 'a, b = map(int, input().split())\nprint(a + b + 1)\n';
