import { describe, expect, it } from 'vitest';
import { judgeOne, useJudge } from '../test/fixtures';

/** What a program sees of its sandbox: an unprivileged user, no capabilities, seccomp, no way to nest. */

const judge = useJudge();

const INSPECTOR = [
  '#define _GNU_SOURCE',
  '#include <errno.h>\n#include <sched.h>\n#include <stdio.h>\n#include <string.h>\n#include <sys/mount.h>\n#include <unistd.h>',
  'static void field(const char*name){FILE*f=fopen("/proc/self/status","r");char l[256];',
  '  while(fgets(l,sizeof l,f))if(!strncmp(l,name,strlen(name)))fputs(l,stdout);fclose(f);}',
  'int main(void){char host[64];gethostname(host,sizeof host);',
  '  printf("uid=%d gid=%d pid=%d ppid=%d host=%s\\n",getuid(),getgid(),getpid(),getppid(),host);',
  '  field("NoNewPrivs:");field("CapEff:");field("CapPrm:");field("CapInh:");field("CapAmb:");field("CapBnd:");',
  '  field("Seccomp:");',
  '  int u=unshare(CLONE_NEWUSER);printf("unshare=%d/%s\\n",u,strerror(errno));',
  '  int m=mount("none","/tmp","tmpfs",0,0);printf("mount=%d/%s\\n",m,strerror(errno));',
  '  int c=chroot("/tmp");printf("chroot=%d/%s\\n",c,strerror(errno));',
  '  printf("cwd-writable=%d root-writable=%d\\n",access("/box",W_OK)==0,access("/",W_OK)==0);',
  '  return 0;}',
].join('\n');

describe('sandbox surface', () => {
  it('runs as an unprivileged slot user with no capabilities, no_new_privs and seccomp', async () => {
    const result = await judgeOne(judge, 'c', INSPECTOR);
    const output = result.tests[0]?.output ?? '';
    const uid = Number(/uid=(\d+)/.exec(output)?.[1]);
    expect(await judge.slotUids()).toContain(uid);
    expect(output).toContain(`gid=${uid} pid=2 ppid=1 host=judge`);
    expect(output).toMatch(/NoNewPrivs:\s+1/);
    for (const set of ['CapEff', 'CapPrm', 'CapInh', 'CapAmb'])
      expect(output).toMatch(new RegExp(`${set}:\\s+0000000000000000`));
    // Not even in the bounding set: the init, which holds CAP_SYS_ADMIN to give each run its own namespaces,
    // empties it before the exec.
    expect(output).toMatch(/CapBnd:\s+0000000000000000/);
    expect(output).toMatch(/Seccomp:\s+2/);
    expect(output).toContain('unshare=-1/Operation not permitted');
    expect(output).toContain('mount=-1/Operation not permitted');
    expect(output).toContain('chroot=-1/Operation not permitted');
    expect(output).toContain('cwd-writable=1 root-writable=0');
  });

  it('holds no descriptor but its standard streams', async () => {
    const source = [
      '#include <dirent.h>\n#include <stdio.h>',
      'int main(void){DIR*d=opendir("/proc/self/fd");struct dirent*e;',
      '  while((e=readdir(d)))if(e->d_name[0]!=\'.\'&&atoi(e->d_name)!=dirfd(d))printf("%s ",e->d_name);',
      '  return 0;}',
    ].join('\n');
    const result = await judgeOne(judge, 'c', `#include <stdlib.h>\n${source}`);
    expect(result.tests[0]?.output.split(' ').filter(Boolean).sort()).toEqual(['0', '1', '2']);
  });

  it('runs under the rlimits of its limits: no core dumps, file size, descriptors, processes, stack', async () => {
    const source = "print(open('/proc/self/limits').read())";
    const result = await judgeOne(
      judge,
      'python',
      source,
      {},
      { limits: { cpuMs: 500, fileSizeKb: 1024, memoryMb: 128 } },
    );
    const limits = result.tests[0]?.output ?? '';
    expect(limits).toMatch(/Max core file size\s+0\s+0\s/);
    expect(limits).toMatch(/Max file size\s+1048576\s+1048576\s/);
    expect(limits).toMatch(/Max open files\s+64\s+64\s/);
    expect(limits).toMatch(/Max processes\s+34\s+34\s/); // 32, and the sandbox's own two
    expect(limits).toMatch(/Max stack size\s+67108864\s+67108864\s/); // half the memory
    expect(limits).toMatch(/Max cpu time\s+2\s+3\s/); // a backstop: the watchdog acts at 500 ms
    expect(limits).toMatch(/Max locked memory\s+0\s+0\s/);
  });

  it('runs Node with room for its own threads and descriptors, its stack and heap flags inside its limits', async () => {
    const source = [
      "process.stdout.write(require('fs').readFileSync('/proc/self/limits', 'utf8'));",
      "console.log(process.execArgv.join(' '));",
    ].join('\n');
    const result = await judgeOne(
      judge,
      'javascript',
      source,
      {},
      { limits: { cpuMs: 500, fileSizeKb: 1024, memoryMb: 128 } },
    );
    const output = result.tests[0]?.output ?? '';
    expect(output).toMatch(/Max core file size\s+0\s+0\s/);
    expect(output).toMatch(/Max file size\s+1048576\s+1048576\s/);
    expect(output).toMatch(/Max open files\s+256\s+256\s/);
    expect(output).toMatch(/Max processes\s+50\s+50\s/); // 32, Node's own 16 threads, the sandbox's two
    // V8 reserves far more address space than it uses: the cgroup holds its memory, not RLIMIT_AS.
    expect(output).toMatch(/Max address space\s+unlimited\s+unlimited\s/);
    expect(output).toContain('--max-old-space-size=128');
    // V8 must stop a recursion at --stack-size (a RangeError) before the stack rlimit does (a SIGSEGV).
    const stackBytes = Number(/Max stack size\s+(\d+)\s/.exec(output)?.[1]);
    const v8StackKb = Number(/--stack-size=(\d+)/.exec(output)?.[1]);
    expect(stackBytes).toBe(64 * 1024 * 1024); // half the memory
    expect(v8StackKb * 1024).toBeGreaterThan(8 * 1024 * 1024);
    expect(v8StackKb * 1024).toBeLessThan(stackBytes);
  });

  it('gives every run its own user: concurrent runs never share a uid', async () => {
    const source =
      '#include <stdio.h>\n#include <unistd.h>\nint main(void){usleep(300000);printf("%d\\n",getuid());return 0;}';
    const results = await Promise.all([1, 2].map(() => judgeOne(judge, 'c', source)));
    const uids = results.map((result) => Number(result.tests[0]?.output));
    expect(new Set(uids).size).toBe(2);
  });
});
