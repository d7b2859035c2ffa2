import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeError } from '../errors';
import { expectHealthy, FAST_LIMITS, judgeOne, useJudge } from '../test/fixtures';
import { C_SUM, SUM_TEST } from '../test/programs';
import { runShell } from '../test/shell-runs';

/**
 * Learners against each other and against the server: another learner's running code, compiled files
 * replaced by links, the server's own environment, an oversized source, and two judges on one machine.
 */

const judge = useJudge();
const other = useJudge();
const MARKER = `cq-learner-secret-${randomUUID()}`;
const SERVER_SECRET = `cq-server-env-${randomUUID()}`;
const MB = 1024 * 1024;

beforeAll(() => {
  // As a server holds DATABASE_URL or SMTP_URL: nothing of it may reach a program.
  process.env.CQ_SERVER_SECRET = SERVER_SECRET;
});
afterAll(() => {
  delete process.env.CQ_SERVER_SECRET;
});

/** Prints every file it can find that could hold another run's code: other processes, the judge's folders. */
const SNOOPER = [
  'import glob, os, time',
  'time.sleep(0.4)',
  'found = []',
  "for pattern in ['/proc/*/cmdline', '/proc/*/environ', '/proc/*/root/prog/*', '/proc/*/cwd/*',",
  "                '/prog/*', '/run/codequest-judge/*/runs/*/*', '/run/codequest-judge/**', '/src/*', '/tmp/*']:",
  '    for path in glob.glob(pattern, recursive=True):',
  '        try:',
  "            with open(path, 'rb') as f: found.append(f.read(100000).decode('latin1'))",
  '        except Exception as e: found.append(type(e).__name__)',
  "print('\\n'.join(found))",
].join('\n');

/** A learner's program that keeps its secret in its source, its memory and its argv while it runs. */
const VICTIM = `secret = "${MARKER}"\nimport time\ntime.sleep(1.5)\nprint(len(secret) > 0)`;
/** The same in JavaScript, whose source the program's folder holds as Python's does. */
const JAVASCRIPT_VICTIM = `const secret = "${MARKER}";\nsetTimeout(() => console.log(secret.length > 0), 1500);`;

describe('another learner', () => {
  it("cannot read a concurrently running program's code, on the same judge or another", async () => {
    const victims = [
      judgeOne(judge, 'python', VICTIM, { expected: 'True\n' }, { limits: { cpuMs: 2000 } }),
      judgeOne(other, 'javascript', JAVASCRIPT_VICTIM, { expected: 'true\n' }, { limits: { cpuMs: 2000 } }),
    ];
    await new Promise((resolve) => setTimeout(resolve, 200));
    const snoops = await Promise.all([judge, other].map((instance) => judgeOne(instance, 'python', SNOOPER)));
    for (const snoop of snoops) {
      expect(snoop.tests[0]?.verdict).toBe('WRONG_ANSWER'); // it ran, and printed what it found
      expect(snoop.tests[0]?.output).not.toContain(MARKER);
      expect(snoop.tests[0]?.output).not.toContain('time.sleep(1.5)');
      expect(snoop.tests[0]?.output).not.toContain('setTimeout(');
    }
    for (const victim of await Promise.all(victims)) expect(victim.verdict).toBe('ACCEPTED');
  });
});

describe('compiled files', () => {
  it('cannot be replaced by links, neither in the folder tests read nor where the compiler writes', async () => {
    // At run time: the compiled files' folder is read-only; links planted in the sandbox die with it.
    const planter = [
      '#include <stdio.h>\n#include <unistd.h>\n#include <errno.h>\n#include <string.h>',
      'int main(void){',
      '  int a=symlink("/etc/shadow","/prog/main.evil");printf("prog:%d/%s\\n",a,strerror(errno));',
      '  int b=unlink("/prog/main");printf("unlink:%d/%s\\n",b,strerror(errno));',
      '  int c=symlink("/etc/shadow","/box/main");printf("box:%d\\n",c);',
      '  return 0;}',
    ].join('\n');
    const result = await judgeOne(judge, 'c', planter);
    const output = result.tests[0]?.output ?? '';
    expect(output).toContain('prog:-1/Read-only file system');
    expect(output).toContain('unlink:-1/Read-only file system');

    // At compile time: whatever sits in the compiler's output folder comes back only as regular files.
    const host = await judge.engine.sandboxHost();
    const [uid = 0] = await judge.slotUids();
    const outcome = await runShell(
      host,
      { key: `battery-${uid}`, uid },
      'ln -s /etc/shadow /box/out/main; ln -s /prog /box/out/Main.class; ln -s / /box/out/root; echo ok > /box/out/real',
      { collectOutputDir: true },
    );
    expect(outcome.failure).toBeUndefined();
    expect(outcome.files.map((file) => file.name)).toEqual(['real']);
    expect(outcome.files[0]?.bytes.toString()).toBe('ok\n');
  });
});

describe("the server's environment", () => {
  it('is invisible to System.getenv(), process.env and to every /proc/*/environ a program can read', async () => {
    const java = [
      'import java.nio.file.*; import java.util.*;',
      'public class Main { public static void main(String[] a) throws Exception {',
      '  System.out.println(System.getenv());',
      '  try (var dirs = Files.newDirectoryStream(Paths.get("/proc"))) {',
      '    for (Path dir : dirs) { try { System.out.println(new String(Files.readAllBytes(dir.resolve("environ")))); }',
      '      catch (Exception e) { System.out.println(e.getClass().getSimpleName()); } } } } }',
    ].join('\n');
    const c = [
      '#include <stdio.h>\n#include <glob.h>',
      'extern char **environ;',
      'int main(void){ for(char**e=environ;*e;e++) puts(*e);',
      '  glob_t g; glob("/proc/*/environ",0,0,&g);',
      '  for(size_t i=0;i<g.gl_pathc;i++){ FILE*f=fopen(g.gl_pathv[i],"r"); if(!f) continue;',
      '    int ch; while((ch=fgetc(f))!=EOF) putchar(ch?ch:10); fclose(f);} return 0;}',
    ].join('\n');
    const python =
      "import os, glob\nprint(dict(os.environ))\nfor p in glob.glob('/proc/*/environ'):\n  try: print(open(p).read())\n  except Exception as e: print(type(e).__name__)";
    const cpp = [
      '#include <filesystem>\n#include <fstream>\n#include <iostream>\n#include <iterator>\n#include <string>\n#include <unistd.h>',
      'int main() {',
      "  for (char **variable = environ; *variable; variable++) std::cout << *variable << '\\n';",
      '  std::error_code error;',
      '  for (const auto &entry : std::filesystem::directory_iterator("/proc", error)) {',
      '    std::ifstream file(entry.path() / "environ", std::ios::binary);',
      '    if (!file) continue;',
      '    std::string text((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());',
      "    for (char &ch : text) if (ch == '\\0') ch = '\\n';",
      '    std::cout << text;',
      '  }',
      '}',
    ].join('\n');
    const javascript = [
      "const fs = require('fs');",
      'console.log(process.env);',
      "for (const pid of fs.readdirSync('/proc')) {",
      '  try {',
      "    console.log(fs.readFileSync('/proc/' + pid + '/environ', 'utf8').replaceAll('\\0', '\\n'));",
      '  } catch (error) {',
      '    console.log(error.code);',
      '  }',
      '}',
    ].join('\n');
    const results = await Promise.all([
      judgeOne(judge, 'java', java),
      judgeOne(judge, 'c', c),
      judgeOne(judge, 'python', python),
      judgeOne(judge, 'cpp', cpp),
      judgeOne(judge, 'javascript', javascript),
    ]);
    for (const result of results) {
      expect(result.tests[0]?.verdict).toBe('WRONG_ANSWER'); // ran and printed
      const output = result.tests[0]?.output ?? '';
      expect(output).toContain('PATH=');
      expect(output).not.toContain(SERVER_SECRET);
      expect(output).not.toContain('CQ_SERVER_SECRET');
    }
  });
});

describe('an oversized source', () => {
  it('is a clean 413 refusal, before any sandbox starts, and the judge goes on', async () => {
    const source = `// ${'x'.repeat(2 * MB)}\nint main(void){return 0;}`;
    const started = performance.now();
    const error = await judge
      .judge({ language: 'c', source, tests: [{ input: '', expected: '' }], limits: FAST_LIMITS })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(JudgeError);
    expect((error as JudgeError).code).toBe('SOURCE_TOO_LARGE');
    expect((error as JudgeError).status).toBe(413);
    expect(performance.now() - started).toBeLessThan(500);
    expect((await judgeOne(judge, 'c', C_SUM, SUM_TEST)).verdict).toBe('ACCEPTED');
  });
});

describe('two judges on one machine', () => {
  it('judge at once, hostile and honest programs side by side, every verdict right', async () => {
    const bomb = 'import os\nwhile True:\n    try: os.fork()\n    except OSError: pass';
    const runs = [judge, other].flatMap((instance) => [
      judgeOne(instance, 'python', bomb),
      judgeOne(instance, 'c', C_SUM, SUM_TEST),
      judgeOne(instance, 'python', 'print(41)', SUM_TEST),
    ]);
    const verdicts = (await Promise.all(runs)).map((result) => result.verdict);
    expect(verdicts.filter((_, index) => index % 3 === 1)).toEqual(['ACCEPTED', 'ACCEPTED']);
    expect(verdicts.filter((_, index) => index % 3 === 2)).toEqual(['WRONG_ANSWER', 'WRONG_ANSWER']);
    for (const verdict of verdicts.filter((_, index) => index % 3 === 0)) {
      expect(['TIME_LIMIT_EXCEEDED', 'RUNTIME_ERROR', 'MEMORY_LIMIT_EXCEEDED']).toContain(verdict);
    }
    await expectHealthy(judge);
    await expectHealthy(other);
  });
});
