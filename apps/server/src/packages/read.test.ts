import { describe, expect, it } from 'vitest';
import {
  CRASH_PY,
  passFailPackage,
  SUM_STATEMENT_MD,
  sumTests,
  under,
  zipOf,
} from '../test/problem-packages';
import { SUM_C, SUM_PY } from '../test/programs';
import { PACKAGE_LIMITS } from './limits';
import { timeLimitFrom } from './prove';
import { readPackage } from './read';

/** The package reader on zips built here: both problem.yaml formats, tests, submissions, and every refusal. */

const only = async (files: Record<string, string>) => {
  const { problems } = await readPackage(zipOf(files));
  expect(problems).toHaveLength(1);
  return problems[0] as NonNullable<(typeof problems)[number]>;
};

describe('reading a problem package', () => {
  it('reads a 2023-07-draft package: its English name, tests in order, submissions by folder', async () => {
    const problem = await only(passFailPackage());
    expect(problem.refusals).toEqual([]);
    expect(problem.meta.format).toBe('2023-07-draft');
    expect(problem.title).toBe('Sum of Two');
    expect(problem.tests.map((test) => [test.name, test.hidden])).toEqual([
      ['sample/1', false],
      ['sample/2', false],
      ['secret/group1/003', true],
      ['secret/group1/004', true],
      ['secret/group2/005', true],
      ['secret/group2/006', true],
    ]);
    expect(problem.tests[0]).toMatchObject({ input: '4 11\n', expected: '15\n' });
    expect(problem.submissions.map((entry) => [entry.file, entry.language, entry.expected])).toEqual([
      ['submissions/accepted/sum.c', 'c', ['ACCEPTED']],
      ['submissions/accepted/sum.py', 'python', ['ACCEPTED']],
      ['submissions/run_time_error/crash.py', 'python', ['RUNTIME_ERROR']],
      ['submissions/time_limit_exceeded/loop.c', 'c', ['TIME_LIMIT_EXCEEDED']],
      ['submissions/time_limit_exceeded/loop.py', 'python', ['TIME_LIMIT_EXCEEDED']],
      ['submissions/wrong_answer/plus_one.py', 'python', ['WRONG_ANSWER']],
    ]);
    // No flags: the default validator's own rules.
    expect(problem.checker).toEqual({ type: 'tokens', caseSensitive: false });
    expect(problem.statement).toContain('**Input**');
    expect(problem.statement).toContain('$-10^9 \\le a, b \\le 10^9$');
    // Without examples in the statement, the samples are its examples.
    expect(problem.examples).toEqual([
      { input: '4 11\n', output: '15\n', explanation: '' },
      { input: '11 22\n', output: '33\n', explanation: '' },
    ]);
  });

  it('reads a legacy package: name, limits, validator flags, source and license', async () => {
    const problem = await only({
      'problem.yaml':
        'name: Legacy Sum\nauthor: Ada\nsource: NWERC\nlicense: cc by-sa\nlimits:\n  time_multiplier: 3\n  memory: 512\n  output: 16\nvalidator_flags: float_tolerance 1e-4 case_sensitive\n',
      'problem_statement/problem.en.tex': '\\problemname{Ignored}\nPrint the sum.',
      ...sumTests(3),
      'submissions/accepted/sum.py': SUM_PY,
    });
    expect(problem.meta).toMatchObject({
      format: 'legacy',
      name: 'Legacy Sum',
      author: 'Ada',
      source: 'NWERC',
      license: 'cc by-sa',
      acToTimeLimit: 3,
      memoryMb: 512,
      outputMb: 16,
      timeLimitS: null,
    });
    expect(problem.title).toBe('Legacy Sum');
    expect(problem.checker).toEqual({ type: 'tokens', caseSensitive: true, absolute: 1e-4, relative: 1e-4 });
    expect(problem.notes).toEqual([]);
  });

  it('maps the float flags one by one, and 2023-07 flags from data/testdata.yaml', async () => {
    const problem = await only({
      'problem.yaml': 'problem_format_version: 2023-07-draft\nname: Floats\n',
      'data/testdata.yaml': 'output_validator_flags: float_relative_tolerance 0.001\n',
      'statement/problem.md': 'Print it.',
      ...sumTests(2),
    });
    expect(problem.checker).toEqual({ type: 'tokens', caseSensitive: false, relative: 0.001 });
  });

  it('compares lines as they are when spacing counts, in their case whatever the flags say', async () => {
    const read = (flags: string) =>
      only({
        'problem.yaml': `name: Spaced\nvalidator_flags: ${flags}\n`,
        'statement/problem.md': 'Print it.',
        ...sumTests(1),
      });
    expect((await read('case_sensitive space_change_sensitive')).checker).toEqual({ type: 'lines' });
    const float = await read('space_change_sensitive float_absolute_tolerance 0.5');
    expect(float.checker).toEqual({ type: 'float', absolute: 0.5, relative: 0 });
    expect(float.notes.join('\n')).toContain('letters are compared in their case too');
    expect((await read('ignore_this')).notes.join('\n')).toContain(
      'validator flag ignore_this not understood',
    );
  });

  it('keeps test groups in lexicographic order, each group whole', async () => {
    const problem = await only({
      'problem.yaml': 'name: Groups\n',
      'statement/problem.md': 'x',
      'data/secret/b/1.in': '1',
      'data/secret/b/1.ans': '1',
      'data/secret/a/2.in': '2',
      'data/secret/a/2.ans': '2',
      'data/secret/a/10.in': '3',
      'data/secret/a/10.ans': '3',
      'data/secret/0.in': '4',
      'data/secret/0.ans': '4',
    });
    expect(problem.tests.map((test) => test.name)).toEqual([
      'secret/0',
      'secret/a/10',
      'secret/a/2',
      'secret/b/1',
    ]);
  });

  it("lets DOMjudge's @EXPECTED_RESULTS@ override the folder, and skips what it cannot judge", async () => {
    const problem = await only({
      'problem.yaml': 'name: Tags\n',
      'statement/problem.md': 'x',
      ...sumTests(2),
      'submissions/accepted/sum.py': SUM_PY,
      'submissions/rejected/maybe.py': `# @EXPECTED_RESULTS@: WRONG-ANSWER, TIMELIMIT\n${SUM_PY}`,
      'submissions/accepted/tagged.c': `/* @EXPECTED_RESULTS@: RUN-ERROR */\n${SUM_C}`,
      'submissions/accepted/sum.kt': 'fun main() {}',
      'submissions/accepted/folder/Sum.java':
        'public class Sum { public static void main(String[] a) { System.out.println(Sum.class.getName()); } }',
      'submissions/accepted/two/a.py': SUM_PY,
      'submissions/accepted/two/b.py': SUM_PY,
      'submissions/partially_accepted/p.py': SUM_PY,
    });
    const by = Object.fromEntries(problem.submissions.map((entry) => [entry.file, entry]));
    expect(by['submissions/rejected/maybe.py']?.expected).toEqual(['WRONG_ANSWER', 'TIME_LIMIT_EXCEEDED']);
    expect(by['submissions/rejected/maybe.py']?.expectation).toBe(
      '@EXPECTED_RESULTS@: WRONG_ANSWER, TIME_LIMIT_EXCEEDED',
    );
    expect(by['submissions/accepted/tagged.c']?.expected).toEqual(['RUNTIME_ERROR']);
    expect(by['submissions/accepted/folder/Sum.java']?.source).toContain('public class Main');
    expect(by['submissions/accepted/folder/Sum.java']?.source).toContain('Main.class.getName()');
    expect(Object.keys(by)).toHaveLength(4);
    const notes = problem.notes.join('\n');
    expect(notes).toContain('submissions/accepted/sum.kt: skipped, not in a language CodeQuest offers');
    expect(notes).toContain('submissions/accepted/two: skipped, a submission of several source files');
    expect(notes).toContain('submissions/partially_accepted/p.py: skipped');
    expect(notes).toContain('submissions/accepted/folder/Sum.java: its public class Sum is judged as Main');
  });

  it("reads DOMjudge's domjudge-problem.ini and a .timelimit file", async () => {
    const ini = await only({
      'domjudge-problem.ini': "name = 'Hello Judge'\ntimelimit = '3'\n",
      'problem_statement/problem.md': 'x',
      ...sumTests(2),
    });
    expect(ini.title).toBe('Hello Judge');
    expect(ini.meta).toMatchObject({ timeLimitS: 3, timeLimitFile: 'domjudge-problem.ini' });
    const dotfile = await only({
      'problem.yaml': 'name: T\n',
      '.timelimit': '1.5\n',
      'statement/problem.md': 'x',
      ...sumTests(2),
    });
    expect(dotfile.meta).toMatchObject({ timeLimitS: 1.5, timeLimitFile: '.timelimit' });
    const stated = await only({
      'problem.yaml': 'problem_format_version: 2023-07-draft\nname: T\nlimits:\n  time_limit: 2.5\n',
      '.timelimit': '9',
      'statement/problem.md': 'x',
      ...sumTests(2),
    });
    expect(stated.meta).toMatchObject({ timeLimitS: 2.5, timeLimitFile: 'problem.yaml' });
  });

  it('converts a LaTeX statement, keeping math for the web app and reporting what it could not read', async () => {
    const problem = await only({
      'problem.yaml': 'name: Latex\n',
      'problem_statement/problem.en.tex':
        '\\problemname{Latex}\nFind $x^2$.\n\\section*{Input}\nOne line: \\texttt{n}.\n\\includegraphics[width=0.5\\textwidth]{tree}\n\\weird{kept}',
      'problem_statement/tree.png': 'png',
      ...sumTests(2),
    });
    expect(problem.statement).toContain('Find $x^2$.');
    expect(problem.statement).toContain('**Input**');
    expect(problem.statement).toContain('`n`');
    expect(problem.notes).toEqual(
      expect.arrayContaining([
        'problem_statement/problem.en.tex: the image tree.png is named in the text, not shown (statements hold no images yet)',
        'problem_statement/problem.en.tex: \\weird was not understood: its text is kept',
      ]),
    );
  });

  it('takes the sections an export writes back apart: statement, constraints, examples', async () => {
    const problem = await only({
      'problem.yaml': 'name: Back\n',
      'statement/problem.en.md': `${SUM_STATEMENT_MD}\n## Constraints\n\n1 ≤ n ≤ 5\n\n## Examples\n\n### Example 1\n\nInput:\n\n\`\`\`\n1 2\n\`\`\`\n\nOutput:\n\n\`\`\`\n3\n\`\`\`\n\nOne and two.\n`,
      ...sumTests(2),
    });
    expect(problem.constraints).toBe('1 ≤ n ≤ 5');
    expect(problem.examples).toEqual([{ input: '1 2\n', output: '3\n', explanation: 'One and two.' }]);
    expect(problem.statement).not.toContain('Constraints');
  });

  it('reads a contest of two problems in the order problems.yaml gives', async () => {
    const { problems } = await readPackage(
      zipOf({
        'contest/problems.yaml': '- id: zeta\n- id: alpha\n',
        ...under('contest/alpha', passFailPackage({ tests: 3 })),
        ...under('contest/zeta', passFailPackage({ tests: 4, legacy: true })),
      }),
    );
    expect(problems.map((problem) => [problem.folder, problem.tests.length])).toEqual([
      ['contest/zeta', 4],
      ['contest/alpha', 3],
    ]);
  });
});

describe('refusals, each naming the file and the reason', () => {
  const base = { 'problem.yaml': 'name: T\n', 'statement/problem.md': 'x', ...sumTests(2) };

  it('refuses a path that leads out of its folder, an absolute path and a symbolic link', async () => {
    await expect(readPackage(zipOf(base, { '../evil.txt': Buffer.from('x') }))).rejects.toThrow(
      '../evil.txt: refused, a path in the zip leads out of its folder (..)',
    );
    await expect(readPackage(zipOf(base, { '/etc/evil': Buffer.from('x') }))).rejects.toThrow(
      '/etc/evil: refused, an absolute path in the zip',
    );
    const merged = zipOf(base, {
      'data/link': [Buffer.from('/etc/passwd'), { os: 3, attrs: (0o120777 << 16) >>> 0 }],
    });
    await expect(readPackage(merged)).rejects.toThrow('data/link: refused, symbolic links are not read');
  });

  it('refuses a zip that unpacks to more than the limit, or holds too many entries', async () => {
    const zip = zipOf({ ...base, 'data/secret/big.in': 'x'.repeat(1000), 'data/secret/big.ans': '1' });
    // The central directory's uncompressed size of big.in, raised past the limit.
    const name = Buffer.from('data/secret/big.in');
    let at = zip.lastIndexOf(name);
    at -= 46; // the central directory header's start
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    zip.writeUInt32LE(PACKAGE_LIMITS.totalBytes + 1, at + 24);
    await expect(readPackage(zip)).rejects.toThrow(
      'data/secret/big.in: refused, the zip unpacks to more than 256 MB',
    );

    const many: Record<string, string> = {};
    for (let index = 0; index <= PACKAGE_LIMITS.entries; index++) many[`f/${index}`] = '';
    await expect(readPackage(zipOf(many))).rejects.toThrow(`at most ${PACKAGE_LIMITS.entries} are read`);
    await expect(readPackage(Buffer.from('not a zip'))).rejects.toThrow('The upload is not a readable zip');
  });

  it('reads an output validator: one source file, its headers inlined, its flags; refuses what it cannot run', async () => {
    const read = (files: Record<string, string>) => only({ ...base, ...files });
    const legacy = await read({
      'problem.yaml': 'name: T\nvalidation: custom\nvalidator_flags: strict 3\n',
      'output_validators/check/check.cpp':
        '#include <cstdio>\n#include "lib.h"\n#include "lib.h"\nint main() { return ok(); }\n',
      'output_validators/check/lib.h': '#include "inner.h"\nint ok() { return 42; }\n',
      'output_validators/check/inner.h': '// inner\n',
    });
    expect(legacy.refusals).toEqual([]);
    expect(legacy.checker).toEqual({
      type: 'custom',
      language: 'cpp',
      source: '#include <cstdio>\n// inner\n\nint ok() { return 42; }\n\n\nint main() { return ok(); }\n',
      flags: ['strict', '3'],
      interactive: false,
      passes: 1,
    });
    const current = await read({
      'problem.yaml': 'problem_format_version: 2023-07-draft\nname: T\n',
      'output_validator/check.py': 'raise SystemExit(42)\n',
    });
    expect(current.checker).toEqual({
      type: 'custom',
      language: 'python',
      source: 'raise SystemExit(42)\n',
      flags: [],
      interactive: false,
      passes: 1,
    });
    // Legacy packages use it only with validation: custom.
    const unused = await read({ 'output_validators/check.py': 'raise SystemExit(42)\n' });
    expect(unused.checker).toEqual({ type: 'tokens', caseSensitive: false });
    expect(unused.notes).toContain(
      "output_validators/check.py: not used, as problem.yaml's validation is not custom",
    );

    const refusals = async (files: Record<string, string>) => (await read(files)).refusals;
    expect(await refusals({ 'problem.yaml': 'name: T\nvalidation: custom\n' })).toEqual([
      'problem.yaml: validation: custom, but the package has no output validator',
    ]);
    expect(
      await refusals({
        'problem.yaml': 'name: T\nvalidation: custom\n',
        'output_validators/a/a.py': 'x',
        'output_validators/b/b.py': 'x',
      }),
    ).toEqual(['output_validators: refused, CodeQuest runs one output validator and this package has 2']);
    expect(
      await refusals({
        'problem.yaml': 'problem_format_version: 2023-07-draft\nname: T\n',
        'output_validator/Check.java': 'class Check {}',
      }),
    ).toEqual([
      'output_validator/Check.java: refused, an output validator must be one source file in C, C++ or Python (found output_validator/Check.java)',
    ]);
    expect(
      await refusals({
        'problem.yaml': 'problem_format_version: 2023-07-draft\nname: T\n',
        'output_validator/a.cpp': 'x',
        'output_validator/b.cpp': 'x',
      }),
    ).toEqual([
      'output_validator/a.cpp: refused, an output validator must be one source file in C, C++ or Python (found output_validator/a.cpp, output_validator/b.cpp)',
    ]);
  });

  it('reads interactive and multi-pass problems, which need their output validator', async () => {
    const read = (files: Record<string, string>) => only({ ...base, ...files });
    const validator = { 'output_validator/judge.py': 'raise SystemExit(42)\n' };
    const interactive = await read({
      'problem.yaml': 'problem_format_version: 2023-07-draft\nname: T\ntype: interactive\n',
      ...validator,
    });
    expect(interactive.refusals).toEqual([]);
    expect(interactive.checker).toMatchObject({ type: 'custom', interactive: true, passes: 1 });
    // Its examples: the samples' interaction logs, not the judge's input.
    expect(interactive.examples).toEqual([]);
    expect(interactive.notes).toContain(
      "data/sample/: no example shown, as an interactive problem's samples are the judge's input (a sample's .interaction log would be)",
    );
    const legacy = await read({
      'problem.yaml': 'name: T\nvalidation: custom interactive\n',
      'output_validators/judge/judge.py': 'raise SystemExit(42)\n',
      'data/sample/1.interaction': '<10\n>5\n<lower\n>3\n<correct\n',
    });
    expect(legacy.checker).toMatchObject({ type: 'custom', interactive: true });
    expect(legacy.examples).toEqual([
      {
        input: '10\nlower\ncorrect\n',
        output: '5\n3\n',
        explanation:
          'An interaction: the judge says the lines of the input, and the program answers with the lines of the output, in turns.',
      },
    ]);
    // A log of another problem is noted and not shown.
    const logged = await read({ 'data/sample/1.interaction': '<1\n>2\n' });
    expect(logged.notes).toContain(
      'data/sample/1.interaction: not shown; its sample is shown as its input and answer files',
    );
    const multiPass = await read({
      'problem.yaml': 'problem_format_version: 2025-09\nname: T\ntype: [pass-fail, multi-pass]\n',
      ...validator,
    });
    // The format's default: two passes.
    expect(multiPass.checker).toMatchObject({ type: 'custom', interactive: false, passes: 2 });
    const both = await read({
      'problem.yaml':
        'problem_format_version: 2025-09\nname: T\ntype: [interactive, multi-pass]\nlimits:\n  validation_passes: 5\n',
      ...validator,
    });
    expect(both.checker).toMatchObject({ interactive: true, passes: 5 });

    const refusals = async (files: Record<string, string>) => (await read(files)).refusals;
    expect(
      await refusals({
        'problem.yaml': 'problem_format_version: 2023-07-draft\nname: T\ntype: interactive\n',
      }),
    ).toEqual(['problem.yaml: an interactive problem, but the package has no output validator']);
    expect(
      await refusals({ 'problem.yaml': 'problem_format_version: 2025-09\nname: T\ntype: multi-pass\n' }),
    ).toEqual(['problem.yaml: a multi-pass problem, but the package has no output validator']);
    expect(
      await refusals({
        'problem.yaml':
          'problem_format_version: 2025-09\nname: T\ntype: multi-pass\nlimits:\n  validation_passes: 1000\n',
        ...validator,
      }),
    ).toEqual(['problem.yaml: refused, validation_passes is above 100']);
    expect(
      await refusals({ 'problem.yaml': 'problem_format_version: 2025-09\nname: T\ntype: submit-answer\n' }),
    ).toEqual(['problem.yaml: submit-answer problems are not supported']);
  });

  it('refuses a test without its answer, and a problem without tests or a statement', async () => {
    expect((await only({ ...base, 'data/secret/9.in': '1 2\n' })).refusals).toEqual([
      'data/secret/9.in: refused, it has no .ans beside it',
    ]);
    const { problems } = await readPackage(
      zipOf(under('p', { 'problem.yaml': 'name: T\n', 'statement/problem.md': 'x' })),
    );
    expect(problems[0]?.refusals).toEqual([
      'p/data/: refused, no test (data/sample/*.in or data/secret/*.in with its .ans)',
    ]);
    expect((await only({ 'problem.yaml': 'name: T\n', ...sumTests(2) })).refusals[0]).toContain(
      'statement/: refused, no statement',
    );
    expect(
      (
        await only({
          ...base,
          'submissions/accepted/x.py': CRASH_PY,
          'data/secret/bin.in': '\0',
          'data/secret/bin.ans': '',
        })
      ).refusals,
    ).toEqual(['data/secret/bin.in: refused, it holds a NUL byte (binary data is not read)']);
  });
});

describe('the time limit from the slowest accepted submission', () => {
  it('multiplies, then rounds up to the time resolution, at least one step', () => {
    expect(timeLimitFrom(40, 2, 1)).toBe(1);
    expect(timeLimitFrom(700, 2, 1)).toBe(2);
    expect(timeLimitFrom(1000, 2, 1)).toBe(2);
    expect(timeLimitFrom(1001, 2, 1)).toBe(3);
    expect(timeLimitFrom(300, 3, 0.5)).toBe(1);
    expect(timeLimitFrom(0, 2, 0.25)).toBe(0.25);
  });
});
