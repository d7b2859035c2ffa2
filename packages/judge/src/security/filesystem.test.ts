import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, rm, statfs, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Language } from '@codequest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContained, expectHealthy, judgeOne, leftoverProcesses, useJudge } from '../test/fixtures';
import { judgeEach } from '../test/judge-each';

/** This project's own folder on the host, wherever it is checked out: a program must neither read nor write it. */
const PROJECT = path.resolve(import.meta.dirname, '../../../..');

/**
 * Hostile programs against the file system: reading host secrets (even world-readable ones), other
 * processes' environments, writing outside the run, leaving files for the next run, filling the disk.
 */

const judge = useJudge();
const WALL_MS = 2000;
const SECRET = `cq-secret-${randomUUID()}`;
const dataDir = path.join(tmpdir(), `cq-fake-data-${randomUUID()}`);
const secretFile = path.join(dataDir, 'codequest.db');
let holder: ReturnType<typeof spawn> | undefined;

beforeAll(async () => {
  // A fake DATA_DIR readable by everyone: only the sandbox's mount namespace may keep a program out.
  await mkdir(dataDir, { mode: 0o755 });
  await chmod(dataDir, 0o755);
  await writeFile(secretFile, `${SECRET}\n`, { mode: 0o644 });
  // A host process holding the secret in its environment, as a server holds DATABASE_URL.
  holder = spawn('sleep', ['120'], { env: { CQ_SECRET: SECRET }, stdio: 'ignore' });
});

afterAll(async () => {
  holder?.kill();
  await rm(dataDir, { recursive: true, force: true });
});

/** Paths a program tries to read: secrets, the project, a data folder, other processes. */
function targets(): string {
  return [
    '/etc/shadow',
    '/etc/passwd',
    '/etc/hostname',
    '/root/.bashrc',
    '/root/.ssh/id_rsa',
    path.join(PROJECT, 'package.json'),
    path.join(PROJECT, '.git/config'),
    secretFile,
    `/proc/${holder?.pid}/environ`,
    `/proc/${process.pid}/environ`,
    '/proc/1/environ',
    '/sys/fs/cgroup/memory/memory.limit_in_bytes',
    '/var/log/syslog',
    '/home',
  ].join('\n');
}

/** Each reads every path listed on stdin and every /proc/<pid>/environ it can see, and prints them. */
const READERS: Record<Language, string> = {
  c: [
    '#include <dirent.h>\n#include <stdio.h>\n#include <string.h>',
    'static void dump(const char*p){FILE*f=fopen(p,"rb");if(!f)return;char b[4096];size_t n=fread(b,1,sizeof b,f);fwrite(b,1,n,stdout);fclose(f);}',
    'int main(void){char line[512];while(fgets(line,sizeof line,stdin)){line[strcspn(line,"\\n")]=0;dump(line);}',
    '  DIR*d=opendir("/proc");struct dirent*e;while(d&&(e=readdir(d))){char p[300];snprintf(p,sizeof p,"/proc/%s/environ",e->d_name);dump(p);}',
    '  return 0;}',
  ].join('\n'),
  python: [
    'import os, sys',
    'def dump(p):',
    '    try:',
    "        with open(p, 'rb') as f: sys.stdout.buffer.write(f.read(4096))",
    '    except Exception:',
    '        pass',
    'for line in sys.stdin.read().split():',
    '    dump(line)',
    "for pid in os.listdir('/proc'):",
    "    dump('/proc/' + pid + '/environ')",
    'print(sorted(os.environ.items()))',
  ].join('\n'),
  cpp: [
    '#include <filesystem>\n#include <fstream>\n#include <iostream>\n#include <string>\n#include <unistd.h>',
    'static void dump(const std::string &path) {',
    '  std::ifstream file(path, std::ios::binary);',
    '  char buffer[4096];',
    '  file.read(buffer, sizeof buffer);',
    '  std::cout.write(buffer, file.gcount());',
    '}',
    'int main() {',
    '  for (std::string line; std::getline(std::cin, line);) dump(line);',
    '  std::error_code error;',
    '  for (const auto &entry : std::filesystem::directory_iterator("/proc", error)) dump(entry.path().string() + "/environ");',
    "  for (char **variable = environ; *variable; variable++) std::cout << *variable << '\\n';",
    '}',
  ].join('\n'),
  javascript: [
    "const fs = require('fs');",
    'function dump(path) {',
    '  try {',
    '    process.stdout.write(fs.readFileSync(path).subarray(0, 4096));',
    '  } catch {}',
    '}',
    "for (const line of fs.readFileSync(0, 'utf8').split('\\n')) dump(line);",
    "for (const pid of fs.readdirSync('/proc')) dump('/proc/' + pid + '/environ');",
    "for (const [name, value] of Object.entries(process.env)) console.log(name + '=' + value);",
  ].join('\n'),
  java: [
    'import java.nio.file.*; import java.util.*;',
    'public class Main {',
    '  static void dump(String p) { try { System.out.write(Files.readAllBytes(Path.of(p))); } catch (Exception e) {} }',
    '  public static void main(String[] a) throws Exception {',
    '    for (String p : new String(System.in.readAllBytes()).split("\\n")) dump(p);',
    '    try (var s = Files.list(Path.of("/proc"))) { s.forEach(p -> dump(p + "/environ")); }',
    '    System.out.println(System.getenv());',
    '    System.out.flush();',
    '  }',
    '}',
  ].join('\n'),
};

describe('reading the host', () => {
  it('sees no secret, no project file, no data folder, no other process', async () => {
    const results = await judgeEach(judge, READERS, { input: targets(), expected: SECRET });
    for (const result of results) {
      expectContained(result, WALL_MS);
      const output = result.tests[0]?.output ?? '';
      // Each read its own environment (the sandbox's, nothing of the host's): it ran to the end.
      expect(output).toContain('PATH=/usr/bin:/bin');
      expect(output).not.toContain(SECRET);
      expect(output).not.toMatch(/root:/); // /etc/passwd, /etc/shadow
      expect(output).not.toContain('codequest'); // package.json, .git/config
      expect(output).not.toContain('PATH=/root');
    }
    expect(await leftoverProcesses(judge)).toEqual([]);
  });

  it('finds nothing in /etc but the JDK’s own settings, and a read-only root', async () => {
    // A test's sandbox holds every language's toolchain, Java's settings folder in /etc included.
    const source = [
      'import os',
      "etc = [name for name in os.listdir('/etc') if not name.startswith('java-')] if os.path.exists('/etc') else []",
      "print(etc != [], os.path.exists('/home'), os.path.exists('/work'), os.path.exists('/sys'))",
      'for p in ["/PWNED", "/usr/PWNED", "/prog/PWNED", "/dev/PWNED", "/sandbox/PWNED"]:',
      '    try:',
      "        open(p, 'w').write('x'); print('wrote', p)",
      '    except OSError as e:',
      "        print('refused', p)",
    ].join('\n');
    const result = await judgeOne(judge, 'python', source, { expected: 'True True True True\n' });
    expect(result.verdict).toBe('WRONG_ANSWER');
    expect(result.tests[0]?.output).toBe(
      'False False False False\nrefused /PWNED\nrefused /usr/PWNED\nrefused /prog/PWNED\nrefused /dev/PWNED\nrefused /sandbox/PWNED\n',
    );
  });
});

describe('writing', () => {
  it('never reaches the host and leaves nothing for the next run', async () => {
    const marker = `cq-marker-${randomUUID()}`;
    const writer = [
      '#include <stdio.h>',
      `static const char*paths[]={"/box/${marker}","/tmp/${marker}","${PROJECT}/${marker}","/${marker}","/usr/${marker}",0};`,
      'int main(void){int ok=0;for(int i=0;paths[i];i++){FILE*f=fopen(paths[i],"w");if(f){fputs("x",f);fclose(f);ok++;}}printf("%d\\n",ok);return 0;}',
    ].join('\n');
    const first = await judgeOne(judge, 'c', writer, { expected: '5\n' });
    expect(first.verdict).toBe('WRONG_ANSWER');
    expect(first.tests[0]?.output).toBe('2\n'); // its own /box and /tmp only
    for (const hostPath of [
      path.join(PROJECT, marker),
      `/${marker}`,
      `/usr/${marker}`,
      path.join(tmpdir(), marker),
    ]) {
      expect(existsSync(hostPath)).toBe(false);
    }
    const reader = `import os\nprint(os.path.exists('/box/${marker}'), os.path.exists('/tmp/${marker}'))`;
    const runs = await Promise.all(
      [1, 2, 3].map(() => judgeOne(judge, 'python', reader, { expected: 'True True\n' })),
    );
    for (const run of runs) expect(run.tests[0]?.output).toBe('False False\n');
  });

  it('filling the disk stops at the run’s own small tmpfs', async () => {
    const before = await statfs(tmpdir());
    // Each writes 1 MB files into /box and /tmp until three writes in a row fail, prints how many MB it
    // wrote, then keeps trying (so it ends on the clock).
    const fillers: Record<Language, string> = {
      c: [
        '#include <stdio.h>\n#include <string.h>',
        'static char b[1<<20];',
        'static int put(int i){char p[64];snprintf(p,sizeof p,i%2?"/tmp/f%d":"/box/f%d",i);FILE*f=fopen(p,"w");if(!f)return 0;size_t n=fwrite(b,1,sizeof b,f);return fclose(f)==0&&n==sizeof b;}',
        'int main(void){memset(b,7,sizeof b);int ok=0,fails=0;for(int i=0;fails<3;i++){if(put(i)){ok++;fails=0;}else fails++;}',
        '  printf("%d\\n",ok);fflush(stdout);for(int i=0;;i++)put(i);}',
      ].join('\n'),
      python: [
        'ok, fails, i = 0, 0, 0',
        'def put(i):',
        '    try:',
        "        with open(('/tmp/f%d' if i % 2 else '/box/f%d') % i, 'wb') as f: f.write(b'7' * (1 << 20))",
        '        return True',
        '    except OSError:',
        '        return False',
        'while fails < 3:',
        '    i += 1',
        '    if put(i): ok, fails = ok + 1, 0',
        '    else: fails += 1',
        'print(ok, flush=True)',
        'while True: put(i); i += 1',
      ].join('\n'),
      cpp: [
        '#include <fstream>\n#include <iostream>\n#include <string>\n#include <vector>',
        "static const std::vector<char> block(1 << 20, '7');",
        'static bool put(int i) {',
        '  std::ofstream file((i % 2 ? "/tmp/f" : "/box/f") + std::to_string(i), std::ios::binary);',
        '  if (!file) return false;',
        '  file.write(block.data(), block.size());',
        '  file.close();',
        '  return !file.fail();',
        '}',
        'int main() {',
        '  int ok = 0, fails = 0, i = 0;',
        '  while (fails < 3) { if (put(i++)) { ok++; fails = 0; } else fails++; }',
        '  std::cout << ok << std::endl;',
        '  for (;;) put(i++);',
        '}',
      ].join('\n'),
      javascript: [
        "const fs = require('fs');",
        'const block = Buffer.alloc(1 << 20, 55);',
        'function put(i) {',
        '  try {',
        "    fs.writeFileSync((i % 2 ? '/tmp/f' : '/box/f') + i, block);",
        '    return true;',
        '  } catch {',
        '    return false;',
        '  }',
        '}',
        'let ok = 0, fails = 0, i = 0;',
        'while (fails < 3) {',
        '  if (put(i++)) {',
        '    ok++;',
        '    fails = 0;',
        '  } else fails++;',
        '}',
        'console.log(ok);',
        'for (;;) put(i++);',
      ].join('\n'),
      java: [
        'import java.nio.file.*;',
        'public class Main {',
        '  static byte[] b = new byte[1 << 20];',
        '  static boolean put(int i) { try { Files.write(Path.of((i % 2 == 1 ? "/tmp/f" : "/box/f") + i), b); return true; } catch (Exception e) { return false; } }',
        '  public static void main(String[] a) { int ok = 0, fails = 0, i = 0; while (fails < 3) { if (put(i++)) { ok++; fails = 0; } else fails++; }',
        '    System.out.println(ok); System.out.flush(); while (true) put(i++); }',
        '}',
      ].join('\n'),
    };
    const results = await judgeEach(judge, fillers);
    for (const result of results) {
      expectContained(result, WALL_MS);
      // Two tmpfs of 16 MB (the file size limit); the JVM needs a little /tmp of its own.
      const writtenMb = Number(result.tests[0]?.output.trim());
      expect(writtenMb).toBeGreaterThanOrEqual(8);
      expect(writtenMb).toBeLessThanOrEqual(32);
    }
    const after = await statfs(tmpdir());
    const usedMb = ((before.bavail - after.bavail) * before.bsize) / (1024 * 1024);
    expect(usedMb).toBeLessThan(1024); // nothing of it reached the host's disk (other work may use some)
  });

  it('a single file past the file size limit is an output limit verdict', async () => {
    const [c, cpp, javascript] = await judgeEach(
      judge,
      {
        c: '#include <stdio.h>\nint main(void){FILE*f=fopen("/box/big","w");for(;;)fputc(120,f);}',
        cpp: '#include <fstream>\nint main() { std::ofstream file("/box/big"); for (;;) file.put(120); }',
        javascript: [
          "const fs = require('fs');",
          "const fd = fs.openSync('/box/big', 'w');",
          'const block = Buffer.alloc(4096, 120);',
          'for (;;) fs.writeSync(fd, block);',
        ].join('\n'),
      },
      {},
      { limits: { cpuMs: 2000, fileSizeKb: 1024 } },
    );
    for (const result of [c, cpp]) {
      expect(result?.verdict).toBe('OUTPUT_LIMIT_EXCEEDED');
      expect(result?.tests[0]?.signal).toBe('SIGXFSZ');
    }
    // Node ignores SIGXFSZ (as Python does): the write past the limit fails with EFBIG instead, an exception
    // this program does not catch, so it ends as a runtime error with the file still at the limit.
    expect(javascript?.verdict).toBe('RUNTIME_ERROR');
    expect(javascript?.tests[0]?.exitCode).toBe(1);
    expect(javascript?.tests[0]?.stderr).toMatch(/EFBIG: file too large/);
  });

  it('leaves the judge healthy', async () => {
    await expectHealthy(judge);
  });
});
