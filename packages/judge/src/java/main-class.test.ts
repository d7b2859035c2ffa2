import { beforeAll, describe, expect, it } from 'vitest';
import { judgeOne, useJudge } from '../test/fixtures';
import { JAVA_SUM, SUM_TEST } from '../test/programs';
import { findMainClass } from './main-class';

/**
 * A Java source's class may have any name: the judge finds it (public class, else the class with main),
 * compiles the source as <Name>.java and runs it, through the warm compile service and through a cold javac.
 */

const SUM_BODY =
  'java.util.Scanner in = new java.util.Scanner(System.in); System.out.println(in.nextLong() + in.nextLong());';

const PROGRAMS = {
  'public class hello': `public class hello {\n  public static void main(String[] args) { ${SUM_BODY} }\n}\n`,
  'a non-public class Solution': `class Solution {\n  public static void main(String... args) { ${SUM_BODY} }\n}\n`,
  'two top-level classes, main in the second': [
    'class Adder {',
    '  static long add(long a, long b) { return a + b; }',
    '}',
    'class Program {',
    '  public static void main(String args[]) {',
    '    java.util.Scanner in = new java.util.Scanner(System.in);',
    '    System.out.println(Adder.add(in.nextLong(), in.nextLong()));',
    '  }',
    '}',
  ].join('\n'),
  'other class names in a comment, a string and a text block': [
    '// public class Decoy { public static void main(String[] a) {} }',
    '/* public class Other {} */',
    'public class Sum {',
    '  static final String NOTE = "public class Bar {";',
    "  static final char QUOTE = '\"';",
    '  static final String BLOCK = """',
    '      public class Block { "}" }',
    '      """;',
    `  public static void main(String[] args) { ${SUM_BODY} }`,
    '}',
  ].join('\n'),
  'public class Main': JAVA_SUM,
};

describe('the class a Java source runs', () => {
  it('is the public top-level class, else the one declaring main, never one in a comment or literal', () => {
    expect(findMainClass(PROGRAMS['public class hello'])).toEqual({ kind: 'found', name: 'hello' });
    expect(findMainClass(PROGRAMS['a non-public class Solution'])).toEqual({
      kind: 'found',
      name: 'Solution',
    });
    expect(findMainClass(PROGRAMS['two top-level classes, main in the second'])).toEqual({
      kind: 'found',
      name: 'Program',
    });
    expect(findMainClass(PROGRAMS['other class names in a comment, a string and a text block'])).toEqual({
      kind: 'found',
      name: 'Sum',
    });
    expect(findMainClass(PROGRAMS['public class Main'])).toEqual({ kind: 'found', name: 'Main' });
    expect(findMainClass('class Helper {}\npublic class Entry { class Inner {} }')).toEqual({
      kind: 'found',
      name: 'Entry',
    });
    expect(findMainClass('@Tag(Other.class) public record Pair(int a) {}')).toEqual({
      kind: 'found',
      name: 'Pair',
    });
  });

  it('is none in a source without a class, and refuses a name that is no plain identifier', () => {
    expect(findMainClass('')).toEqual({ kind: 'none' });
    expect(findMainClass('// class Foo\nimport java.util.*;\n"class Bar";')).toEqual({ kind: 'none' });
    expect(findMainClass('public class ../x {}')).toEqual({ kind: 'none' });
    expect(findMainClass('public class Café { }').kind).toBe('refused');
    expect(findMainClass(`public class ${'A'.repeat(101)} { }`).kind).toBe('refused');
  });
});

const warm = useJudge();
const cold = useJudge({ javaCompiler: 'cold' });

describe.each([
  ['the warm compile service', warm],
  ['a cold javac', cold],
])('Java through %s', (_path, judge) => {
  beforeAll(() => judge.warmUp(), 60_000);

  it.each(Object.entries(PROGRAMS))('accepts %s', async (_name, source) => {
    const result = await judgeOne(judge, 'java', source, SUM_TEST);
    expect(result.compile.output).toBe('');
    expect(result.verdict).toBe('ACCEPTED');
  });

  it('names the found file in compile errors', async () => {
    const result = await judgeOne(
      judge,
      'java',
      'public class hello {\n  void f() { int x = ; }\n}',
      SUM_TEST,
    );
    expect(result.verdict).toBe('COMPILATION_ERROR');
    expect(result.compile.output).toContain('hello.java:2: error: illegal start of expression');
  });

  it('answers a source without a class with a Compilation Error that says so', async () => {
    for (const source of ['', '// nothing here\nimport java.util.*;\n']) {
      const result = await judgeOne(judge, 'java', source, SUM_TEST);
      expect(result.verdict).toBe('COMPILATION_ERROR');
      expect(result.compile.output).toMatch(/no class declared/);
    }
    const junk = await judgeOne(judge, 'java', 'int main() { return 0; }', SUM_TEST);
    expect(junk.verdict).toBe('COMPILATION_ERROR');
    expect(junk.compile.output).toMatch(/error/);
  });

  it('never uses a name that is no plain identifier', async () => {
    const traversal = await judgeOne(judge, 'java', 'public class ../x { }', SUM_TEST);
    expect(traversal.verdict).toBe('COMPILATION_ERROR');
    const accented = await judgeOne(judge, 'java', 'public class Café { }', SUM_TEST);
    expect(accented.verdict).toBe('COMPILATION_ERROR');
    expect(accented.compile.output).toMatch(/class name Café not supported/);
  });
});

it('compiled every source above through the one warm service (none fell back to javac)', async () => {
  const service = await warm.engine.javaService();
  expect(service?.starts).toBe(1);
  expect(service?.ready).toBe(true);
  const answer = await service?.compile(PROGRAMS['public class hello'], 30_000, 'hello.java');
  expect(answer?.kind === 'compiled' && answer.classes.map((compiled) => compiled.name)).toEqual(['hello']);
  const refused = await service?.compile(JAVA_SUM, 30_000, '../x.java');
  expect(refused?.kind).toBe('unavailable');
});
