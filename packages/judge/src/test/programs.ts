/** Programs several test files share. */

export const JAVA_SUM = [
  'import java.util.*;',
  'public class Main {',
  '  public static void main(String[] args) {',
  '    Scanner in = new Scanner(System.in);',
  '    System.out.println(in.nextLong() + in.nextLong());',
  '  }',
  '}',
].join('\n');

export const C_SUM =
  '#include <stdio.h>\nint main(void){long a,b;if(scanf("%ld %ld",&a,&b)!=2)return 1;printf("%ld\\n",a+b);return 0;}';

export const PYTHON_SUM = 'a, b = map(int, input().split())\nprint(a + b)';

export const CPP_SUM =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }';

/** CommonJS, reading the whole of stdin at once. */
export const JAVASCRIPT_SUM =
  "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a + b);";

export const SUM_TEST = { input: '20 22\n', expected: '42\n' };

/**
 * Nested conditional poly expressions around a generic method: javac's inference is exponential in the
 * depth (depth 10 takes seconds, 14 takes minutes) for a source of a few hundred bytes.
 */
export function javacInferenceBomb(depth: number): string {
  let expression = 'null';
  for (let level = 0; level < depth; level++) expression = `id(b ? id(${expression}) : null)`;
  return [
    'public class Main {',
    '  static <T> T id(T t) { return t; }',
    `  public static void main(String[] a) { boolean b = a.length > 0; String x = ${expression}; }`,
    '}',
  ].join('\n');
}

/** Eight threads with glibc's default stack size, each using a little of it, joined. */
export const EIGHT_THREADS = [
  '#include <pthread.h>',
  '#include <stdio.h>',
  'static void*work(void*a){volatile char b[65536];b[0]=1;return a;}',
  'int main(void){pthread_t t[8];for(int i=0;i<8;i++)if(pthread_create(&t[i],0,work,0)){puts("no thread");return 1;}',
  'for(int i=0;i<8;i++)pthread_join(t[i],0);puts("joined");return 0;}',
].join('\n');

/**
 * A Python program listing what it can see of the folders a learner's program must not: its own /prog (its
 * source alone), the runs folder and the output folder; the names joined by spaces, to `stream`.
 */
export function listFolders(stream: 'stdout' | 'stderr'): string {
  return [
    'import os, sys',
    'seen = sorted(os.listdir("/prog"))',
    'for place in ("/runs", "/box/out"):',
    '    try:',
    '        seen += os.listdir(place)',
    '    except OSError:',
    '        pass',
    `print(" ".join(seen) or "-", file=sys.${stream})`,
  ].join('\n');
}
