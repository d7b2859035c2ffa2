import { describe, expect, it } from 'vitest';
import { expectHealthy, FAST_LIMITS, useJudge } from '../test/fixtures';

/**
 * A submission's tests run one after another in one sandbox, and none may learn what an earlier one did: each
 * test gets new mount, network and IPC namespaces and new tmpfs folders. Nor may a program make the judge fail
 * at will (an Internal Error is not counted as an attempt): files are bounded, and a sandbox that the memory
 * cgroup's OOM killer ended is the program's Memory Limit Exceeded, whichever of its processes was picked.
 */

const judge = useJudge();

/**
 * Prints a bit mask of what it finds of an earlier test (0: nothing), then leaves all of it for the next one:
 * files in both writable folders, an extended attribute and a time stamp on /tmp, a System V segment, a
 * listening socket, and fifty files that would move the next new file's inode number.
 */
const TRACES = String.raw`#define _GNU_SOURCE
#include <fcntl.h>
#include <netinet/in.h>
#include <stdio.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/xattr.h>
#include <unistd.h>

int main(void) {
    int seen = 0;
    struct stat info;
    char value[8];
    if (stat("/tmp/mark", &info) == 0) seen |= 1;
    if (stat("mark", &info) == 0) seen |= 2;
    if (getxattr("/tmp", "user.secret", value, sizeof value) > 0) seen |= 4;
    if (stat("/tmp", &info) == 0 && info.st_mtime == 1000000) seen |= 8;
    if (shmget(4242, 0, 0) >= 0) seen |= 16;
    int probe = open("/tmp/probe", O_CREAT | O_WRONLY, 0600);
    if (probe >= 0 && fstat(probe, &info) == 0 && info.st_ino > 3) seen |= 32;
    struct sockaddr_in address = {0};
    address.sin_family = AF_INET;
    address.sin_port = htons(5000);
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    int listener = socket(AF_INET, SOCK_STREAM, 0);
    if (bind(listener, (struct sockaddr *)&address, sizeof address) != 0) seen |= 64;
    listen(listener, 1);

    close(open("/tmp/mark", O_CREAT | O_WRONLY, 0600));
    close(open("mark", O_CREAT | O_WRONLY, 0600));
    for (int i = 0; i < 50; i++) {
        char name[32];
        sprintf(name, "/tmp/f%d", i);
        close(open(name, O_CREAT | O_WRONLY, 0600));
    }
    int left = 0;
    if (setxattr("/tmp", "user.secret", "1", 1, 0) == 0) left |= 4;
    struct timespec times[2] = {{1000000, 0}, {1000000, 0}};
    if (utimensat(AT_FDCWD, "/tmp", times, 0) == 0) left |= 8;
    if (shmget(4242, 4096, IPC_CREAT | 0600) >= 0) left |= 16;
    printf("%d\n", seen);
    fprintf(stderr, "left %d\n", left);
    return 0;
}
`;

/** Creates 1 MB files in /tmp until it cannot, then prints how many it made. */
const FILE_FLOOD = String.raw`#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int main(void) {
    static char block[1 << 20];
    memset(block, 7, sizeof block);
    long files = 0, full = 0;
    for (int i = 0; i < 1000000; i++) {
        char name[32];
        sprintf(name, "/tmp/f%d", i);
        int file = open(name, O_CREAT | O_WRONLY, 0600);
        if (file < 0) break;
        files++;
        if (write(file, block, sizeof block) == (ssize_t)sizeof block) full++;
        close(file);
    }
    printf("%ld %ld\n", files, full);
    return 0;
}
`;

/**
 * Memory that is in no process's size: it first lowers its own OOM score (the judge raised it), then its
 * processes fill pipes and files, so the OOM killer may pick bubblewrap or the init rather than the program.
 */
const HIDDEN_MEMORY = `#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int main(void) {
    int score = open("/proc/self/oom_score_adj", O_WRONLY);
    if (score >= 0) {
        if (write(score, "0", 1) != 1) return 3;
        close(score);
    }
    static char block[1 << 20];
    memset(block, 7, sizeof block);
    for (int k = 0; k < 24; k++)
        if (fork() == 0) break;
    for (int i = 0; i < 30; i++) {
        int ends[2];
        if (pipe2(ends, O_NONBLOCK)) break;
        fcntl(ends[1], F_SETPIPE_SZ, 1 << 20);
        if (write(ends[1], block, sizeof block) < 0) break;
    }
    for (int i = 0; i < 100; i++) {
        char name[32];
        sprintf(name, "/tmp/%d-%d", getpid(), i);
        int file = open(name, O_CREAT | O_WRONLY, 0600);
        if (file < 0 || write(file, block, sizeof block) < 0) break;
        close(file);
    }
    sleep(1);
    puts("done");
    return 0;
}
`;

const THREE_TESTS = [1, 2, 3].map(() => ({ input: '', expected: '0\n' }));

describe('every test of a submission starts clean', () => {
  it('sees no file, attribute, time stamp, inode number, IPC object or socket of an earlier test', async () => {
    const result = await judge.judge({
      language: 'c',
      source: TRACES,
      tests: THREE_TESTS,
      limits: FAST_LIMITS,
    });
    const summary = JSON.stringify(
      result.tests.map(({ verdict, output, stderr }) => ({ verdict, output, stderr })),
    );
    // Each test left every trace (so a leak would show), and none found one.
    for (const test of result.tests) expect(test.stderr, summary).toBe('left 28\n');
    expect(result.verdict, summary).toBe('ACCEPTED');
  });
});

describe('a program cannot make the judge fail', () => {
  it('fills its folders only up to their bounds: a normal verdict, every test run', async () => {
    const result = await judge.judge({
      language: 'c',
      source: FILE_FLOOD,
      tests: [1, 2].map(() => ({ input: '', expected: 'unknowable\n' })),
      limits: { ...FAST_LIMITS, memoryMb: 64 },
    });
    expect(result.verdict).toBe('WRONG_ANSWER');
    for (const test of result.tests) {
      const [files, full] = test.output.trim().split(' ').map(Number);
      // A quarter of the memory limit in bytes (16 of the 1 MB files), and a bounded number of inodes.
      expect(full).toBeLessThanOrEqual(16);
      expect(files).toBeLessThan(5000);
    }
  });

  it('gets Memory Limit Exceeded, not an Internal Error, when memory in no process fills its group', async () => {
    const result = await judge.judge({
      language: 'c',
      source: HIDDEN_MEMORY,
      tests: [1, 2].map(() => ({ input: '', expected: 'done\n' })),
      limits: { ...FAST_LIMITS, cpuMs: 2000, memoryMb: 32 },
    });
    expect(result.verdict).toBe('MEMORY_LIMIT_EXCEEDED');
    expect(result.tests.map((test) => test.verdict)).toEqual([
      'MEMORY_LIMIT_EXCEEDED',
      'MEMORY_LIMIT_EXCEEDED',
    ]);
    await expectHealthy(judge);
  });
});
