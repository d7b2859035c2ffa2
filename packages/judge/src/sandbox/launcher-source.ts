/**
 * The C source of the judge's launcher, kept as a string so the judge still finds it once bundled into the
 * server. native.ts compiles it with gcc into the cache folder at first use. It is long because it is a whole
 * C program: the three roles below share its parsing, limits and error paths. One binary, three roles:
 *
 *   launcher enter [--cgroup FILE]... --uid N --gid N (-- BWRAP ARGS... | --args-fd N)
 *     On the host, as root: joins the run's cgroups (so every process the sandbox ever starts is counted
 *     from its first fork), drops to the slot's unprivileged uid and gid with no supplementary groups, sets
 *     no_new_privs and a parent-death signal, then execs bubblewrap. With --args-fd it starts ahead of need:
 *     it joins the cgroups (a move that waits for the kernel, often 10 ms), then waits for bubblewrap's
 *     command line on fd N (arguments ended by NUL bytes, then the end of the fd; an empty one just exits).
 *
 *   launcher init [--cpu-ms N] [--wall-ms N] [--fsize B] [--nofile N] [--nproc N] [--stack B|unlimited] [--as B]
 *                 -- /PROGRAM ARGS...
 *   launcher init --series [--fresh DIR]... [--runs DIR --program-dir DIR]
 *     Inside the sandbox, as pid 1 of its pid namespace (bwrap --as-pid-1): being pid 1 it ignores every
 *     signal sent from inside the namespace, and it is not dumpable, so the program can neither kill, stop
 *     nor trace it. It forks the program with rlimits and a seccomp deny-list, enforces CPU time (summed over
 *     every process of the namespace) and wall time, kills everything left when the program ends, and writes
 *     one status line to fd 3:
 *       exit=N signal=N cpu_us=N maxrss_kb=N wall_us=N killed=none|cpu|wall|stdout|stderr exec_errno=N
 *     With --series it runs a series instead: one run per request read from fd 0, each naming its program,
 *     limits, output caps and folder (the options above and --stdout-cap, --stderr-cap, --fresh-bytes,
 *     --fresh-inodes, --folder NAME, --program-dir DIR where it is bound; a compile also --emit DIR, whose
 *     regular files come back with its result, and --stop-at-cap; an output validator's run --emit-always and
 *     --seed DIR, the files its last pass left; an interactive run --stdin-fifo and --stdout-fifo, see
 *     open_fifo), each run as fresh as a new sandbox's (see run_series): for that bubblewrap leaves it CAP_SYS_ADMIN inside the sandbox's user namespace, which it
 *     uses only to make each run's namespaces and never passes on.
 *     The launcher exits 125 when it cannot set the sandbox up (the message is on stderr).
 *
 *   launcher hold LOCKDIR FIRST_UID COUNT
 *     On the host, as root: takes an exclusive flock on LOCKDIR/uid-N for each of the COUNT uids from
 *     FIRST_UID, writes its parent's pid into each, prints "held" and waits for its stdin to close (or its
 *     parent to die); or prints "busy UID PID" (PID: the holder, 0 if unknown) and exits 3. The kernel drops
 *     the locks when this process ends however it ends, so a crashed judge never leaves a stale claim.
 */
export const LAUNCHER_SOURCE = String.raw`
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <linux/audit.h>
#include <linux/capability.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/file.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define STATUS_FD 3
#define EMIT_MAX_FILES 256
#define EMIT_MAX_BYTES (32LL * 1024 * 1024)
#define TICK_US 10000LL
#define FRESH_MAX_FOLDERS 4
#define COMMAND_MAX_BYTES (4 * 1024 * 1024)
#define RUN_SPEC_MAX_BYTES (64 * 1024)
#define STACK_UNLIMITED (-1LL)
#define DRAIN_MAX_READS 64

static void fail(const char *what) {
  dprintf(2, "launcher: %s: %s\n", what, strerror(errno));
  _exit(125);
}

static long long parse_number(const char *text) {
  char *end = NULL;
  errno = 0;
  long long value = strtoll(text, &end, 10);
  if (errno || !end || *end || value < 0) {
    errno = EINVAL;
    fail(text);
  }
  return value;
}

/* ---- enter ---- */

static void join_cgroup(const char *procs_file) {
  int fd = open(procs_file, O_WRONLY | O_CLOEXEC);
  if (fd < 0) fail(procs_file);
  if (dprintf(fd, "%d\n", getpid()) < 0) fail(procs_file);
  close(fd);
}

static void drop_privileges(uid_t uid, gid_t gid) {
  if (getuid() != 0 && getuid() == uid && getgid() == gid) return; /* not root: already as low as it gets */
  if (setgroups(0, NULL)) fail("setgroups");
  if (setresgid(gid, gid, gid)) fail("setresgid");
  if (setresuid(uid, uid, uid)) fail("setresuid");
  if (getuid() != uid || geteuid() != uid || getgid() != gid || getegid() != gid) fail("drop privileges");
}

/*
 * The command line sent on fd: arguments each ended by a NUL byte, up to the end of the fd. NULL when the fd
 * ends before any byte (the host no longer needs this launcher).
 */
static char **read_command(int fd) {
  size_t size = 0, capacity = 65536;
  char *text = malloc(capacity);
  if (!text) fail("malloc");
  for (;;) {
    if (size == capacity) {
      if (capacity >= COMMAND_MAX_BYTES) {
        errno = E2BIG;
        fail("command");
      }
      capacity *= 2;
      text = realloc(text, capacity);
      if (!text) fail("realloc");
    }
    ssize_t got = read(fd, text + size, capacity - size);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) fail("command");
    if (got == 0) break;
    size += (size_t)got;
  }
  close(fd);
  if (size == 0) return NULL;
  if (text[size - 1] != 0) {
    errno = EPROTO;
    fail("command");
  }
  size_t count = 0;
  for (size_t at = 0; at < size; at++) count += text[at] == 0;
  char **command = calloc(count + 1, sizeof *command);
  if (!command) fail("calloc");
  for (size_t at = 0, next = 0; at < size; at += strlen(text + at) + 1) command[next++] = text + at;
  if (command[0][0] != '/') {
    errno = EINVAL;
    fail("command");
  }
  return command;
}

static int enter(int argc, char **argv) {
  long long uid = -1, gid = -1, args_fd = -1;
  pid_t parent = getppid();
  int i = 2;
  for (; i < argc && strcmp(argv[i], "--") != 0; i++) {
    if (i + 1 >= argc) fail("missing value");
    if (strcmp(argv[i], "--cgroup") == 0) join_cgroup(argv[++i]);
    else if (strcmp(argv[i], "--uid") == 0) uid = parse_number(argv[++i]);
    else if (strcmp(argv[i], "--gid") == 0) gid = parse_number(argv[++i]);
    else if (strcmp(argv[i], "--args-fd") == 0) args_fd = parse_number(argv[++i]);
    else fail(argv[i]);
  }
  if ((args_fd < 0 && i + 1 >= argc) || (args_fd >= 0 && i < argc) || uid < 0 || gid < 0) {
    errno = EINVAL;
    fail("usage: enter [--cgroup FILE]... --uid N --gid N (-- COMMAND... | --args-fd N)");
  }
  char **command = argv + i + 1;
  if (args_fd >= 0) {
    /* Waiting as root for the host: die with it meanwhile. */
    if (prctl(PR_SET_PDEATHSIG, SIGKILL)) fail("pdeathsig");
    if (getppid() != parent) _exit(125);
    command = read_command((int)args_fd);
    if (!command) _exit(0);
  }
  struct rlimit no_core = {0, 0};
  if (setrlimit(RLIMIT_CORE, &no_core)) fail("RLIMIT_CORE");
  drop_privileges((uid_t)uid, (gid_t)gid);
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0)) fail("no_new_privs");
  /* Changing credentials cleared any death signal: set it now, then check the parent did not die first. */
  if (prctl(PR_SET_PDEATHSIG, SIGKILL)) fail("pdeathsig");
  if (getppid() != parent) _exit(125);
  execv(command[0], command);
  fail(command[0]);
  return 125;
}

/* ---- init ---- */

struct init_options {
  long long cpu_ms, wall_ms, fsize, nofile, nproc, stack, as;
  /* Series mode: one run per request read from fd 0, its outputs capped at these sizes. */
  int series;
  long long stdout_cap, stderr_cap;
  /* Series mode: an output past its cap stops the run (a compiler's flood), instead of running on. */
  int stop_at_cap;
  const char *emit_dir;
  /* Series mode: the output folder's files come back whatever the program exited with (a validator's 43). */
  int emit_always;
  /* Series mode: a folder (the run's own) whose files the output folder starts with (a validator's last pass). */
  const char *seed_dir;
  /* Series mode, an interactive run: FIFOs ("folder/name" in runs_dir) for the program's input and output. */
  const char *stdin_fifo, *stdout_fifo;
  /* Series mode: folders each run gets as fresh tmpfs mounts of this size and number of inodes. */
  const char *fresh_dirs[FRESH_MAX_FOLDERS];
  mode_t fresh_modes[FRESH_MAX_FOLDERS];
  int fresh_count;
  long long fresh_bytes, fresh_inodes;
  /*
   * Series mode: the folder holding every submission's folder (bound read-only by bubblewrap), and where a
   * run sees its own (folder: a plain name in runs_dir). The run's mount namespace binds that one folder at
   * program_dir and covers runs_dir, so a program never sees another submission's folder.
   */
  const char *runs_dir, *program_dir, *folder;
  /* Series mode: the pid namespace's last pid, read before and after each run (see last_pid). */
  int last_pid_fd;
  /* The program's working folder (the init's own at start). */
  char work_dir[256];
  char **program;
};

static int parse_options(struct init_options *o, int argc, char **argv, int first);
static int safe_name(const char *name);

static void set_limit(int resource, long long value, const char *name) {
  struct rlimit limit = {(rlim_t)value, (rlim_t)value};
  if (setrlimit(resource, &limit)) fail(name);
}

/*
 * "--stack unlimited": as high as the hard limit lets (infinity on an ordinary host). glibc then gives each
 * new thread its own small default stack instead of one as large as RLIMIT_STACK, and the main thread's
 * stack is bounded by whatever bounds the program's memory (RLIMIT_AS).
 */
static void raise_stack_to_hard_limit(void) {
  struct rlimit stack;
  if (getrlimit(RLIMIT_STACK, &stack)) fail("RLIMIT_STACK");
  stack.rlim_cur = stack.rlim_max;
  if (setrlimit(RLIMIT_STACK, &stack)) fail("RLIMIT_STACK");
}

static void apply_limits(const struct init_options *o) {
  if (o->cpu_ms > 0) {
    /* A backstop only: the watchdog below stops the program at the exact limit. */
    rlim_t soft = (rlim_t)((o->cpu_ms + 999) / 1000 + 1);
    struct rlimit cpu = {soft, soft + 1};
    if (setrlimit(RLIMIT_CPU, &cpu)) fail("RLIMIT_CPU");
  }
  if (o->fsize > 0) set_limit(RLIMIT_FSIZE, o->fsize, "RLIMIT_FSIZE");
  if (o->nofile > 0) set_limit(RLIMIT_NOFILE, o->nofile, "RLIMIT_NOFILE");
  if (o->nproc > 0) set_limit(RLIMIT_NPROC, o->nproc, "RLIMIT_NPROC");
  if (o->stack > 0) set_limit(RLIMIT_STACK, o->stack, "RLIMIT_STACK");
  if (o->stack == STACK_UNLIMITED) raise_stack_to_hard_limit();
  if (o->as > 0) set_limit(RLIMIT_AS, o->as, "RLIMIT_AS");
  set_limit(RLIMIT_CORE, 0, "RLIMIT_CORE");
  set_limit(RLIMIT_MSGQUEUE, 0, "RLIMIT_MSGQUEUE");
  set_limit(RLIMIT_MEMLOCK, 0, "RLIMIT_MEMLOCK");
}

#ifdef __x86_64__
#define DENY(name) \
  BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_##name, 0, 1), BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM)

/* System calls no puzzle solution needs, each of which widens the kernel surface a program can reach. */
static void apply_seccomp(void) {
  struct sock_filter filter[] = {
    BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AUDIT_ARCH_X86_64, 1, 0),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS),
    BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
    /* x32 system calls (bit 30 set) would get around the numbers below. */
    BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, 0, 1),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
    DENY(ptrace), DENY(process_vm_readv), DENY(process_vm_writev), DENY(kcmp), DENY(pidfd_getfd),
    DENY(keyctl), DENY(add_key), DENY(request_key), DENY(bpf), DENY(userfaultfd), DENY(perf_event_open),
    DENY(mount), DENY(umount2), DENY(pivot_root), DENY(chroot), DENY(unshare), DENY(setns),
    DENY(open_tree), DENY(move_mount), DENY(fsopen), DENY(fsconfig), DENY(fsmount), DENY(fspick),
    DENY(io_uring_setup), DENY(io_uring_enter), DENY(io_uring_register),
    DENY(kexec_load), DENY(kexec_file_load), DENY(init_module), DENY(finit_module), DENY(delete_module),
    DENY(reboot), DENY(swapon), DENY(swapoff), DENY(acct), DENY(quotactl), DENY(syslog),
    DENY(name_to_handle_at), DENY(open_by_handle_at), DENY(fanotify_init), DENY(lookup_dcookie),
    DENY(iopl), DENY(ioperm), DENY(vhangup), DENY(personality),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
  };
  struct sock_fprog program = {(unsigned short)(sizeof(filter) / sizeof(filter[0])), filter};
  if (prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program)) fail("seccomp");
}
#else
static void apply_seccomp(void) {}
#endif

static void close_fds_except(int keep) {
  if (syscall(SYS_close_range, 3, keep - 1, 0) == 0 && syscall(SYS_close_range, keep + 1, ~0U, 0) == 0) return;
  for (int fd = 3; fd < 65536; fd++) {
    if (fd != keep) close(fd);
  }
}

static long long reaped_maxrss_kb;

/* waitpid that also keeps the largest resident set of any process reaped during the current run. */
static pid_t reap(pid_t pid, int *status, int options) {
  struct rusage usage;
  pid_t reaped = wait4(pid, status, options, &usage);
  if (reaped > 0 && usage.ru_maxrss > reaped_maxrss_kb) reaped_maxrss_kb = usage.ru_maxrss;
  return reaped;
}

/*
 * Series mode, in the program's process before it execs: namespaces of its own for this run alone, which die
 * with its last process. A mount namespace whose writable folders are fresh tmpfs mounts (no file, inode
 * number, time stamp or extended attribute of an earlier run; bounded in bytes and inodes, so files cannot
 * fill the memory limit), and new network and IPC namespaces (no socket, TIME_WAIT, System V or POSIX IPC
 * object of an earlier run; the loopback interface is down, as in isolate). The init's own view never
 * changes, so nothing needs cleaning up after a run.
 */
static int enter_fresh_namespaces(const struct init_options *o) {
  if (unshare(CLONE_NEWNS | CLONE_NEWNET | CLONE_NEWIPC)) return -1;
  if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL)) return -1;
  if (o->folder) {
    char source[512];
    snprintf(source, sizeof source, "%s/%s", o->runs_dir, o->folder);
    if (mount(source, o->program_dir, NULL, MS_BIND, NULL)) return -1;
    /* A bind keeps the flags of the mount it comes from: bubblewrap's read-only one. */
    struct statvfs bound;
    if (statvfs(o->program_dir, &bound)) return -1;
    if (!(bound.f_flag & ST_RDONLY)) {
      errno = EROFS;
      return -1;
    }
  }
  /* Every other submission's folder: covered by an empty folder nobody may open (it cannot be unmounted:
     bubblewrap's mounts are locked in the run's namespace). */
  if (o->runs_dir && mount("tmpfs", o->runs_dir, "tmpfs", MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC,
                           "size=4k,nr_inodes=1,mode=0"))
    return -1;
  for (int i = 0; i < o->fresh_count; i++) {
    char options[128];
    snprintf(options, sizeof options, "size=%lld,nr_inodes=%lld,mode=%o", o->fresh_bytes, o->fresh_inodes,
             (unsigned)o->fresh_modes[i]);
    if (mount("tmpfs", o->fresh_dirs[i], "tmpfs", MS_NOSUID | MS_NODEV, options)) return -1;
  }
  /* The working folder was mounted over: enter the new one. */
  return chdir(o->work_dir);
}

/*
 * The program runs with no capability at all, not even in its bounding set: the init's (which made the
 * namespaces above) end here. Emptying the bounding set takes CAP_SETPCAP, so it comes first.
 */
static int drop_capabilities(void) {
  for (int cap = 0; prctl(PR_CAPBSET_READ, cap, 0, 0, 0) >= 0; cap++) {
    if (prctl(PR_CAPBSET_READ, cap, 0, 0, 0) == 1 && prctl(PR_CAPBSET_DROP, cap, 0, 0, 0)) return -1;
  }
  if (prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0)) return -1;
  struct __user_cap_header_struct header = {_LINUX_CAPABILITY_VERSION_3, 0};
  struct __user_cap_data_struct none[_LINUX_CAPABILITY_U32S_3];
  memset(none, 0, sizeof none);
  return (int)syscall(SYS_capset, &header, none);
}

/*
 * The program is the OOM killer's first choice in its memory cgroup, ahead of bubblewrap and the init, even
 * when what fills the group is in no process's size (files, pipes). A program may lower it again (lowering
 * below its start needs a privilege the host may not give even to root); then the host still reads the
 * group's OOM kill and judges Memory Limit Exceeded, not an error of the judge (see sandbox/run.ts).
 */
static int become_oom_candidate(void) {
  /* The init is not dumpable, so this process's /proc files are not its own until it says so. */
  if (prctl(PR_SET_DUMPABLE, 1)) return -1;
  int fd = open("/proc/self/oom_score_adj", O_WRONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  int wrote = (int)write(fd, "1000", 4);
  close(fd);
  return wrote == 4 ? 0 : -1;
}

/*
 * Forks and execs the program; returns its pid, or minus the errno of a failed exec. stdio: the program's
 * standard input, output and error, or NULL for the init's own.
 */
/*
 * Series mode, in the program's process: makes the run's output folder (in its fresh /box) and sends the init
 * a descriptor of it, through which the init reads the compiled files once the run is over and its mount
 * namespace gone (an open folder keeps its tmpfs).
 */
static int send_output_dir(int socket, const char *dir) {
  if (mkdir(dir, 0755)) return -1;
  int fd = open(dir, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0) return -1;
  char byte = 'd';
  struct iovec data = {&byte, 1};
  char control[CMSG_SPACE(sizeof(int))];
  memset(control, 0, sizeof control);
  struct msghdr message = {.msg_iov = &data, .msg_iovlen = 1, .msg_control = control, .msg_controllen = sizeof control};
  struct cmsghdr *header = CMSG_FIRSTHDR(&message);
  header->cmsg_level = SOL_SOCKET;
  header->cmsg_type = SCM_RIGHTS;
  header->cmsg_len = CMSG_LEN(sizeof(int));
  memcpy(CMSG_DATA(header), &fd, sizeof fd);
  ssize_t sent = sendmsg(socket, &message, 0);
  close(fd);
  return sent == 1 ? 0 : -1;
}

/*
 * Series mode, in the program's process: the regular files of seed (in the run's own read-only folder) copied
 * into its fresh output folder, so a multi-pass validator finds there what it left on its last pass.
 */
static int seed_output(const char *seed, const char *dir) {
  DIR *listing = opendir(seed);
  int out_fd = open(dir, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  int ok = listing && out_fd >= 0;
  struct dirent *entry;
  for (int count = 0; ok && count < EMIT_MAX_FILES && (entry = readdir(listing)); count++) {
    if (!safe_name(entry->d_name)) continue;
    int in = openat(dirfd(listing), entry->d_name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    struct stat info;
    if (in < 0 || fstat(in, &info) || !S_ISREG(info.st_mode)) {
      if (in >= 0) close(in);
      continue;
    }
    int out = openat(out_fd, entry->d_name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
    char buffer[65536];
    ssize_t got;
    while (out >= 0 && (got = read(in, buffer, sizeof buffer)) > 0) {
      if (write(out, buffer, (size_t)got) != got) ok = 0;
    }
    if (out < 0) ok = 0;
    else close(out);
    close(in);
  }
  if (listing) closedir(listing);
  if (out_fd >= 0) close(out_fd);
  return ok ? 0 : -1;
}

/*
 * Forks and execs the program; returns its pid, or minus the errno of a failed exec. stdio: the program's
 * standard input, output and error, or NULL for the init's own. A series run with an output folder sets
 * *output_dir to a descriptor of it (else -1).
 */
static pid_t start_program(const struct init_options *o, const int *stdio, int *output_dir) {
  int sends_dir = o->fresh_count > 0 && o->emit_dir;
  /* Packets: the folder's descriptor (one byte), or the errno of a failed set-up; the end: the exec happened. */
  int report[2];
  if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, report)) fail("socketpair");
  pid_t pid = fork();
  if (pid < 0) fail("fork");
  if (pid == 0) {
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    close(report[0]);
    for (int fd = 0; stdio && fd < 3; fd++) {
      if (dup2(stdio[fd], fd) < 0) _exit(127);
    }
    close_fds_except(report[1]);
    /* Two programs talking through pipes: a write to a partner that has ended fails (EPIPE) instead of
       killing the writer, as Kattis's interactive runner has it, so a validator still gives its verdict. */
    if (o->stdin_fifo || o->stdout_fifo) signal(SIGPIPE, SIG_IGN);
    /* A set-up step that fails is reported as the exec's failure: the judge's fault, not the program's. */
    if ((o->fresh_count == 0 || enter_fresh_namespaces(o) == 0) &&
        (!sends_dir || send_output_dir(report[1], o->emit_dir) == 0) &&
        (!sends_dir || !o->seed_dir || seed_output(o->seed_dir, o->emit_dir) == 0) && drop_capabilities() == 0 &&
        become_oom_candidate() == 0) {
      apply_limits(o);
      apply_seccomp();
      execv(o->program[0], o->program);
    }
    int error = errno;
    if (write(report[1], &error, sizeof error) < 0) _exit(127);
    _exit(127);
  }
  close(report[1]);
  *output_dir = -1;
  int error = 0;
  for (;;) {
    char buffer[sizeof(int)];
    char control[CMSG_SPACE(sizeof(int))];
    struct iovec data = {buffer, sizeof buffer};
    struct msghdr message = {.msg_iov = &data, .msg_iovlen = 1, .msg_control = control, .msg_controllen = sizeof control};
    ssize_t got = recvmsg(report[0], &message, MSG_CMSG_CLOEXEC);
    if (got < 0 && errno == EINTR) continue;
    struct cmsghdr *header = got > 0 ? CMSG_FIRSTHDR(&message) : NULL;
    if (header && header->cmsg_level == SOL_SOCKET && header->cmsg_type == SCM_RIGHTS) {
      int fd;
      memcpy(&fd, CMSG_DATA(header), sizeof fd);
      if (sends_dir && *output_dir < 0 && got == 1) {
        *output_dir = fd;
        continue;
      }
      close(fd);
    }
    if (got == (ssize_t)sizeof error) memcpy(&error, buffer, sizeof error);
    else error = 0;
    break;
  }
  close(report[0]);
  if (error) {
    if (*output_dir >= 0) close(*output_dir);
    *output_dir = -1;
    while (reap(pid, NULL, 0) < 0 && errno == EINTR) {
    }
    return -error;
  }
  return pid;
}

static long long now_us(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (long long)t.tv_sec * 1000000 + t.tv_nsec / 1000;
}

static long long timeval_us(struct timeval t) { return (long long)t.tv_sec * 1000000 + t.tv_usec; }

/* CPU time of every process reaped here so far. */
static long long reaped_cpu_us(void) {
  struct rusage ended;
  getrusage(RUSAGE_CHILDREN, &ended);
  return timeval_us(ended.ru_utime) + timeval_us(ended.ru_stime);
}

/* CPU time of every process that ended (reaped here) plus every process still alive in the namespace. */
static long long namespace_cpu_us(void) {
  static long ticks_per_second = 0;
  if (!ticks_per_second) ticks_per_second = sysconf(_SC_CLK_TCK);
  long long total = reaped_cpu_us();
  DIR *proc = opendir("/proc");
  if (!proc) return total;
  long long ticks = 0;
  struct dirent *entry;
  while ((entry = readdir(proc))) {
    if (entry->d_name[0] < '1' || entry->d_name[0] > '9' || strcmp(entry->d_name, "1") == 0) continue;
    char path[300], text[512];
    snprintf(path, sizeof path, "/proc/%s/stat", entry->d_name);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) continue;
    ssize_t length = read(fd, text, sizeof text - 1);
    close(fd);
    if (length <= 0) continue;
    text[length] = 0;
    char *fields = strrchr(text, ')');
    unsigned long long utime = 0, stime = 0;
    long long cutime = 0, cstime = 0;
    /* After "(comm)": state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime */
    if (fields && sscanf(fields + 1, " %*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu %lld %lld", &utime,
                         &stime, &cutime, &cstime) == 4) {
      ticks += (long long)(utime + stime) + cutime + cstime;
    }
  }
  closedir(proc);
  return total + ticks * 1000000 / ticks_per_second;
}

static void write_all(int fd, const void *data, size_t length) {
  const char *bytes = data;
  while (length > 0) {
    ssize_t wrote = write(fd, bytes, length);
    if (wrote < 0 && errno == EINTR) continue;
    if (wrote <= 0) return;
    bytes += wrote;
    length -= (size_t)wrote;
  }
}

static int safe_name(const char *name) {
  size_t length = strlen(name);
  if (length == 0 || length > 200 || name[0] == '.') return 0;
  for (const char *c = name; *c; c++) {
    int ok = (*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9') || *c == '_' ||
             *c == '$' || *c == '.' || *c == '-';
    if (!ok) return 0;
  }
  return 1;
}

/* One regular file (never a link: O_NOFOLLOW, then fstat) as "F <name length> <size>\n<name><bytes>". */
static long long emit_file(int out, int dir_fd, const char *name, long long budget) {
  int fd = openat(dir_fd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) return 0;
  struct stat info;
  if (fstat(fd, &info) || !S_ISREG(info.st_mode) || info.st_size > budget) {
    close(fd);
    return 0;
  }
  char header[64];
  int header_length = snprintf(header, sizeof header, "F %zu %lld\n", strlen(name), (long long)info.st_size);
  write_all(out, header, (size_t)header_length);
  write_all(out, name, strlen(name));
  char buffer[65536];
  long long left = info.st_size;
  while (left > 0) {
    size_t want = left < (long long)sizeof buffer ? (size_t)left : sizeof buffer;
    ssize_t got = read(fd, buffer, want);
    if (got <= 0) { /* cannot happen once every writer is dead; keep the frame's length honest anyway */
      memset(buffer, 0, want);
      got = (ssize_t)want;
    }
    write_all(out, buffer, (size_t)got);
    left -= got;
  }
  close(fd);
  return info.st_size;
}

/* The regular files of a folder (dir_fd, closed here), each as emit_file writes it, then "E\n". */
static void emit_files(int out, int dir_fd) {
  DIR *listing = dir_fd >= 0 ? fdopendir(dir_fd) : NULL;
  long long budget = EMIT_MAX_BYTES;
  int count = 0;
  struct dirent *entry;
  while (listing && count < EMIT_MAX_FILES && (entry = readdir(listing))) {
    if (!safe_name(entry->d_name)) continue;
    budget -= emit_file(out, dirfd(listing), entry->d_name, budget);
    count++;
  }
  if (listing) closedir(listing);
  else if (dir_fd >= 0) close(dir_fd);
  write_all(out, "E\n", 2);
}

static void kill_and_reap_everything(void) {
  for (;;) {
    kill(-1, SIGKILL);
    pid_t reaped = reap(-1, NULL, WNOHANG);
    if (reaped < 0 && errno == ECHILD) return;
    if (reaped == 0) usleep(1000);
  }
}

/*
 * In series mode, one output of the program: a pipe the init drains into a memory file that keeps the first
 * cap bytes. The rest is read and dropped, so a program printing past its cap runs on (to its end or its time
 * limit) while what it costs in memory stays at the cap.
 */
struct output {
  int pipe, store;
  long long cap, size;
};

/* Reads what the pipe holds (a bounded number of reads, so the watchdog keeps its pace); 1 if more may wait. */
static int drain(struct output *out) {
  char buffer[65536];
  for (int reads = 0; reads < DRAIN_MAX_READS; reads++) {
    ssize_t got = read(out->pipe, buffer, sizeof buffer);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) return 0;
    long long room = out->cap - out->size;
    if (room > 0) write_all(out->store, buffer, (size_t)(got < room ? got : room));
    out->size += got;
  }
  return 1;
}

/* Which output went past its cap, if one did. */
static const char *output_overflow(const struct output *outputs) {
  if (!outputs) return NULL;
  if (outputs[0].size > outputs[0].cap) return "stdout";
  if (outputs[1].size > outputs[1].cap) return "stderr";
  return NULL;
}

static void on_child_exit(int number) { (void)number; }

/* Sleeps until a child exits, wait_us pass, or (series mode) an output has bytes to drain. */
static void wait_for_event(struct output *outputs, long long wait_us) {
  struct timespec timeout = {wait_us / 1000000, (wait_us % 1000000) * 1000};
  sigset_t child_exited;
  sigemptyset(&child_exited);
  sigaddset(&child_exited, SIGCHLD);
  if (!outputs) {
    sigtimedwait(&child_exited, NULL, &timeout);
    return;
  }
  /* SIGCHLD is blocked but for the wait itself, where its (empty) handler ends the wait. */
  sigset_t during;
  sigprocmask(SIG_SETMASK, NULL, &during);
  sigdelset(&during, SIGCHLD);
  struct pollfd pipes[2] = {{outputs[0].pipe, POLLIN, 0}, {outputs[1].pipe, POLLIN, 0}};
  ppoll(pipes, 2, &timeout, &during);
  for (int i = 0; i < 2; i++) drain(&outputs[i]);
}

struct run_result {
  int status;
  const char *killed;
  long long cpu_us, maxrss_kb, wall_us;
  int exec_errno;
  /* A series run's output folder (see send_output_dir), or -1. */
  int output_dir;
};

/*
 * Runs the program once, to its end or its limits, and kills whatever it left behind. An output past its cap
 * does not stop it: the time limit, when it comes, is the verdict that counts.
 */
static void run_once(const struct init_options *o, const int *stdio, struct output *outputs,
                     struct run_result *result) {
  reaped_maxrss_kb = 0;
  long long cpu_before = reaped_cpu_us();
  long long started = now_us();
  *result = (struct run_result){.killed = "none"};
  pid_t program = start_program(o, stdio, &result->output_dir);
  if (program < 0) {
    result->exec_errno = -program;
    return;
  }
  long long next_cpu_check = started;
  for (;;) {
    long long wait_us = TICK_US;
    long long left_us = o->wall_ms * 1000 - (now_us() - started);
    if (o->wall_ms > 0 && left_us < wait_us) wait_us = left_us > 0 ? left_us : 0;
    wait_for_event(outputs, wait_us);
    int reaped_status;
    pid_t reaped;
    int done = 0;
    while ((reaped = reap(-1, &reaped_status, WNOHANG)) > 0) {
      if (reaped != program) continue;
      result->status = reaped_status;
      done = 1;
    }
    if (done) break;
    /* Output wakes the loop far more often than the tick: the namespace's CPU is summed once per tick. */
    int check_cpu = o->cpu_ms > 0 && now_us() >= next_cpu_check;
    if (check_cpu) next_cpu_check = now_us() + TICK_US;
    if (o->wall_ms > 0 && now_us() - started >= o->wall_ms * 1000) result->killed = "wall";
    else if (check_cpu && namespace_cpu_us() - cpu_before >= o->cpu_ms * 1000) result->killed = "cpu";
    else if (o->stop_at_cap && output_overflow(outputs)) result->killed = output_overflow(outputs);
    if (strcmp(result->killed, "none") != 0) {
      kill(-1, SIGKILL);
      while (reap(program, &result->status, 0) < 0 && errno == EINTR) {
      }
      break;
    }
  }
  result->wall_us = now_us() - started;
  /* Nothing the program started may outlive it: daemons, stopped children, orphans. */
  kill_and_reap_everything();
  for (int i = 0; outputs && i < 2; i++) {
    while (drain(&outputs[i])) {
    }
  }
  const char *overflow = output_overflow(outputs);
  if (overflow && strcmp(result->killed, "none") == 0) result->killed = overflow;
  result->cpu_us = reaped_cpu_us() - cpu_before;
  result->maxrss_kb = reaped_maxrss_kb;
}

static void write_status(const struct run_result *r) {
  int status = r->status;
  dprintf(STATUS_FD, "exit=%d signal=%d cpu_us=%lld maxrss_kb=%lld wall_us=%lld killed=%s exec_errno=%d\n",
          r->exec_errno || !WIFEXITED(status) ? -1 : WEXITSTATUS(status),
          !r->exec_errno && WIFSIGNALED(status) ? WTERMSIG(status) : 0, r->cpu_us, r->maxrss_kb, r->wall_us,
          r->killed, r->exec_errno);
}

/* ---- init: a series of runs ---- */

/* Reads exactly length bytes of fd 0 into buffer. */
static void read_exactly(char *buffer, long long length, const char *what) {
  while (length > 0) {
    ssize_t got = read(0, buffer, (size_t)length);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) {
      errno = EPROTO;
      fail(what);
    }
    buffer += got;
    length -= got;
  }
}

/*
 * The next run's request on fd 0: "<spec length> <input length>\n", then the spec (arguments each ended by a
 * NUL byte: options, "--", the program and its arguments), then the input. 0 at the end of the series.
 */
static int next_run(char **spec, long long *spec_length, long long *input_length) {
  char text[48];
  size_t used = 0;
  for (;;) {
    char c;
    ssize_t got = read(0, &c, 1);
    if (got < 0 && errno == EINTR) continue;
    if (got == 0 && used == 0) return 0;
    if (got <= 0 || used + 1 >= sizeof text) {
      errno = EPROTO;
      fail("run header");
    }
    if (c == '\n') break;
    text[used++] = c;
  }
  text[used] = 0;
  char *space = strchr(text, ' ');
  if (!space) {
    errno = EPROTO;
    fail("run header");
  }
  *space = 0;
  *spec_length = parse_number(text);
  *input_length = parse_number(space + 1);
  if (*spec_length == 0 || *spec_length > RUN_SPEC_MAX_BYTES) {
    errno = EPROTO;
    fail("run spec");
  }
  *spec = malloc((size_t)*spec_length);
  if (!*spec) fail("malloc");
  read_exactly(*spec, *spec_length, "run spec");
  if ((*spec)[*spec_length - 1] != 0) {
    errno = EPROTO;
    fail("run spec");
  }
  return 1;
}

/* The spec's arguments as a NULL-terminated array pointing into it; count set to their number. */
static char **split_spec(char *spec, long long length, int *count) {
  int found = 0;
  for (long long at = 0; at < length; at++) found += spec[at] == 0;
  char **args = calloc((size_t)found + 1, sizeof *args);
  if (!args) fail("calloc");
  int next = 0;
  for (long long at = 0; at < length; at += (long long)strlen(spec + at) + 1) args[next++] = spec + at;
  *count = found;
  return args;
}

/* The input, read from fd 0 into a sealed memory file the program can read but never change. */
static int input_file(long long length) {
  int fd = memfd_create("input", MFD_CLOEXEC | MFD_ALLOW_SEALING);
  if (fd < 0) fail("memfd_create");
  char buffer[65536];
  while (length > 0) {
    size_t want = length < (long long)sizeof buffer ? (size_t)length : sizeof buffer;
    ssize_t got = read(0, buffer, want);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) {
      errno = EPROTO;
      fail("input");
    }
    for (ssize_t done = 0; done < got;) {
      ssize_t wrote = write(fd, buffer + done, (size_t)(got - done));
      if (wrote < 0 && errno == EINTR) continue;
      if (wrote <= 0) fail("input file");
      done += wrote;
    }
    length -= got;
  }
  if (fcntl(fd, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_WRITE | F_SEAL_SEAL)) fail("seal");
  if (lseek(fd, 0, SEEK_SET)) fail("lseek");
  return fd;
}

static int output_file(const char *name) {
  int fd = memfd_create(name, MFD_CLOEXEC);
  if (fd < 0) fail("memfd_create");
  return fd;
}

/* Copies the first size bytes of an output to the status fd. */
static void copy_output(int fd, long long size) {
  char buffer[65536];
  for (long long offset = 0; offset < size;) {
    size_t want = size - offset < (long long)sizeof buffer ? (size_t)(size - offset) : sizeof buffer;
    ssize_t got = pread(fd, buffer, want, offset);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) { /* a sparse or shrunk file: keep the frame's length honest */
      memset(buffer, 0, want);
      got = (ssize_t)want;
    }
    write_all(STATUS_FD, buffer, (size_t)got);
    offset += got;
  }
}

/*
 * Series mode, an interactive run: one end of a FIFO the host made ("folder/name": a folder of runs_dir that
 * no run binds, so no program can open it again), opened by the init, never through a link, and only if it
 * is a FIFO. The host holds both ends of each FIFO open until one of the two programs talking through them
 * has ended, so no open waits and no read sees an end of file before the other side has started; once the
 * host has let go, a write end with no reader left is opened for reading too, and the program writes into a
 * pipe nobody reads, its partner's verdict already decided.
 */
static int open_fifo(const struct init_options *o, const char *name, int flags) {
  char folder[256];
  const char *slash = strchr(name, '/');
  if (!slash || (size_t)(slash - name) >= sizeof folder) {
    errno = EINVAL;
    fail("fifo name");
  }
  memcpy(folder, name, (size_t)(slash - name));
  folder[slash - name] = 0;
  if (!o->runs_dir || !safe_name(folder) || !safe_name(slash + 1)) {
    errno = EINVAL;
    fail("fifo name");
  }
  char path[512];
  snprintf(path, sizeof path, "%s/%s", o->runs_dir, name);
  int fd = open(path, flags | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0 && errno == ENXIO && flags == O_WRONLY) fd = open(path, O_RDWR | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  struct stat info;
  if (fd < 0) fail("fifo");
  if (fstat(fd, &info) || !S_ISFIFO(info.st_mode)) {
    errno = EINVAL;
    fail("fifo");
  }
  /* Blocking from here on, as a pipe is. */
  if (fcntl(fd, F_SETFL, 0)) fail("fifo");
  return fd;
}

/*
 * The pid namespace's last pid, read before and after each run: how many pids the run used up (its processes
 * and threads), which is what the next run can tell of it from its own pid numbers. Setting it back takes
 * power over the namespace that bubblewrap does not leave the init (it runs in a user namespace nested in the
 * one that owns the pid namespace), so the host decides from this count whether the sandbox may serve
 * another submission (see SandboxSeries.spent in sandbox/run.ts).
 */
static long long last_pid(int fd) {
  char text[32];
  ssize_t got = pread(fd, text, sizeof text - 1, 0);
  if (got <= 0) fail("ns_last_pid");
  text[got] = 0;
  return strtoll(text, NULL, 10);
}

/*
 * Series mode: says "ready" on fd 3, then for each request on fd 0 (see next_run) runs its program with its
 * options, its input as standard input and memory files as its output and error, and writes to fd 3 its
 * status line, a line "output <stdout bytes> <stderr bytes> <files bytes> <pids used> next|last" and those
 * bytes (each output cut at its cap; the files, of a run with --emit that succeeded, or that exited at all
 * with --emit-always, as emit_files writes them). After each run every process is dead, and each run had namespaces and writable folders of
 * its own (see enter_fresh_namespaces), so no run sees what an earlier one left but how far the pid numbers
 * moved (see last_pid). The series ends at the end of fd 0, or after a run whose program could not be started (its result
 * says "last").
 */
static int run_series(struct init_options *base) {
  for (int i = 0; i < base->fresh_count; i++) {
    struct stat info;
    if (stat(base->fresh_dirs[i], &info)) fail(base->fresh_dirs[i]);
    base->fresh_modes[i] = info.st_mode & 07777;
  }
  if (!getcwd(base->work_dir, sizeof base->work_dir)) fail("getcwd");
  base->last_pid_fd = open("/proc/sys/kernel/ns_last_pid", O_RDONLY | O_CLOEXEC);
  if (base->last_pid_fd < 0) fail("ns_last_pid");
  /* The sandbox is up: the host may send the first run now, or end the series at no further cost. */
  dprintf(STATUS_FD, "ready\n");
  char *spec;
  long long spec_length, length;
  while (next_run(&spec, &spec_length, &length)) {
    struct init_options o = *base;
    o.series = 0;
    int count;
    char **args = split_spec(spec, spec_length, &count);
    int at = parse_options(&o, count, args, 0);
    if (at + 1 >= count || args[at + 1][0] != '/' || o.series || o.stdout_cap <= 0 ||
        o.stderr_cap <= 0 || (o.folder && (!o.runs_dir || !o.program_dir || !safe_name(o.folder)))) {
      errno = EINVAL;
      fail("run spec");
    }
    o.program = args + at + 1;
    long long pids_before = last_pid(o.last_pid_fd);
    int stdout_pipe[2], stderr_pipe[2];
    if (pipe2(stdout_pipe, O_CLOEXEC) || pipe2(stderr_pipe, O_CLOEXEC)) fail("pipe");
    /* Only the init's read ends: the program's write ends block as pipes do. */
    if (fcntl(stdout_pipe[0], F_SETFL, O_NONBLOCK) || fcntl(stderr_pipe[0], F_SETFL, O_NONBLOCK)) fail("fcntl");
    struct output outputs[2] = {{stdout_pipe[0], output_file("stdout"), o.stdout_cap, 0},
                                {stderr_pipe[0], output_file("stderr"), o.stderr_cap, 0}};
    int stdio[3] = {input_file(length), stdout_pipe[1], stderr_pipe[1]};
    if (o.stdin_fifo) {
      close(stdio[0]);
      stdio[0] = open_fifo(&o, o.stdin_fifo, O_RDONLY);
    }
    /* The output pipe's write end stays open in the init meanwhile: with no writer, it would wake every poll. */
    int unused_stdout = -1;
    if (o.stdout_fifo) {
      unused_stdout = stdio[1];
      stdio[1] = open_fifo(&o, o.stdout_fifo, O_WRONLY);
    }
    struct run_result result;
    run_once(&o, stdio, outputs, &result);
    /* Closed before the result goes out: a FIFO's other side sees its end, and the host that hears of the
       run knows no end of it is still open here. */
    for (int fd = 0; fd < 3; fd++) close(stdio[fd]);
    if (unused_stdout >= 0) close(unused_stdout);
    int last = result.exec_errno != 0;
    long long pids_after = last_pid(o.last_pid_fd);
    /* The numbers wrapped around: as if every pid was used. */
    long long pids = pids_after >= pids_before ? pids_after - pids_before : 1LL << 30;
    /* A compile's files, once it succeeded: read through the folder's descriptor, every writer dead. */
    int files_fd = -1;
    long long files = 0;
    if (result.output_dir >= 0 && WIFEXITED(result.status) && (o.emit_always || WEXITSTATUS(result.status) == 0)) {
      files_fd = output_file("files");
      emit_files(files_fd, result.output_dir);
      files = lseek(files_fd, 0, SEEK_CUR);
    } else if (result.output_dir >= 0) {
      close(result.output_dir);
    }
    write_status(&result);
    long long out = outputs[0].size < o.stdout_cap ? outputs[0].size : o.stdout_cap;
    long long err = outputs[1].size < o.stderr_cap ? outputs[1].size : o.stderr_cap;
    dprintf(STATUS_FD, "output %lld %lld %lld %lld %s\n", out, err, files, pids, last ? "last" : "next");
    copy_output(outputs[0].store, out);
    copy_output(outputs[1].store, err);
    if (files_fd >= 0) {
      copy_output(files_fd, files);
      close(files_fd);
    }
    for (int i = 0; i < 2; i++) {
      close(outputs[i].pipe);
      close(outputs[i].store);
    }
    free(args);
    free(spec);
    if (last) return 0;
  }
  return 0;
}

/* Reads options from argv[first] up to "--" or the end; returns the index of "--" (argc when absent). */
static int parse_options(struct init_options *o, int argc, char **argv, int first) {
  int i = first;
  for (; i < argc && strcmp(argv[i], "--") != 0; i++) {
    if (strcmp(argv[i], "--series") == 0 || strcmp(argv[i], "--stop-at-cap") == 0 ||
        strcmp(argv[i], "--emit-always") == 0) {
      *(strcmp(argv[i], "--series") == 0 ? &o->series
        : strcmp(argv[i], "--stop-at-cap") == 0 ? &o->stop_at_cap : &o->emit_always) = 1;
      continue;
    }
    if (i + 1 >= argc) fail("missing value");
    const char *flag = argv[i], *value = argv[++i];
    if (strcmp(flag, "--cpu-ms") == 0) o->cpu_ms = parse_number(value);
    else if (strcmp(flag, "--wall-ms") == 0) o->wall_ms = parse_number(value);
    else if (strcmp(flag, "--fsize") == 0) o->fsize = parse_number(value);
    else if (strcmp(flag, "--nofile") == 0) o->nofile = parse_number(value);
    else if (strcmp(flag, "--nproc") == 0) o->nproc = parse_number(value);
    else if (strcmp(flag, "--stack") == 0) o->stack = strcmp(value, "unlimited") == 0 ? STACK_UNLIMITED : parse_number(value);
    else if (strcmp(flag, "--as") == 0) o->as = parse_number(value);
    else if (strcmp(flag, "--emit") == 0) o->emit_dir = value;
    else if (strcmp(flag, "--seed") == 0) o->seed_dir = value;
    else if (strcmp(flag, "--stdin-fifo") == 0) o->stdin_fifo = value;
    else if (strcmp(flag, "--stdout-fifo") == 0) o->stdout_fifo = value;
    else if (strcmp(flag, "--stdout-cap") == 0) o->stdout_cap = parse_number(value);
    else if (strcmp(flag, "--stderr-cap") == 0) o->stderr_cap = parse_number(value);
    else if (strcmp(flag, "--fresh") == 0 && o->fresh_count < FRESH_MAX_FOLDERS) o->fresh_dirs[o->fresh_count++] = value;
    else if (strcmp(flag, "--fresh-bytes") == 0) o->fresh_bytes = parse_number(value);
    else if (strcmp(flag, "--fresh-inodes") == 0) o->fresh_inodes = parse_number(value);
    else if (strcmp(flag, "--runs") == 0) o->runs_dir = value;
    else if (strcmp(flag, "--program-dir") == 0) o->program_dir = value;
    else if (strcmp(flag, "--folder") == 0) o->folder = value;
    else fail(flag);
  }
  return i;
}

static int init(int argc, char **argv) {
  struct init_options o = {0};
  int i = parse_options(&o, argc, argv, 2);
  if (o.series ? i != argc : i + 1 >= argc || argv[i + 1][0] != '/' || o.emit_dir) {
    errno = EINVAL;
    fail("usage: init [OPTIONS] -- /ABSOLUTE/PROGRAM ARGS... | init --series [OPTIONS]");
  }
  o.program = o.series ? NULL : argv + i + 1;
  if (getpid() != 1) {
    errno = EPERM;
    fail("init must be pid 1 of its namespace");
  }
  /* Not dumpable: a program of the same uid can neither ptrace this process nor open its /proc files. */
  prctl(PR_SET_DUMPABLE, 0);
  sigset_t child_exited;
  sigemptyset(&child_exited);
  sigaddset(&child_exited, SIGCHLD);
  sigprocmask(SIG_BLOCK, &child_exited, NULL);
  if (o.series) {
    struct sigaction wake = {0};
    wake.sa_handler = on_child_exit;
    if (sigaction(SIGCHLD, &wake, NULL)) fail("sigaction");
    return run_series(&o);
  }

  struct run_result result;
  run_once(&o, NULL, NULL, &result);
  write_status(&result);
  return 0;
}

/* ---- hold ---- */

static int hold(int argc, char **argv) {
  if (argc != 5) {
    errno = EINVAL;
    fail("usage: hold LOCKDIR FIRST_UID COUNT");
  }
  pid_t parent = getppid();
  if (prctl(PR_SET_PDEATHSIG, SIGKILL)) fail("pdeathsig");
  if (getppid() != parent) _exit(125);
  long long first = parse_number(argv[3]), count = parse_number(argv[4]);
  int dir = open(argv[2], O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (dir < 0) fail(argv[2]);
  for (long long uid = first; uid < first + count; uid++) {
    char name[64];
    snprintf(name, sizeof name, "uid-%lld", uid);
    int fd = openat(dir, name, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0) fail(name);
    if (flock(fd, LOCK_EX | LOCK_NB)) {
      if (errno != EWOULDBLOCK) fail(name);
      char owner[32] = {0};
      ssize_t got = pread(fd, owner, sizeof owner - 1, 0);
      long long holder = got > 0 ? strtoll(owner, NULL, 10) : 0;
      printf("busy %lld %lld\n", uid, holder);
      fflush(stdout);
      _exit(3);
    }
    /* The fd stays open (and locked) for as long as this process lives. */
    if (ftruncate(fd, 0) || dprintf(fd, "%d\n", (int)parent) < 0) fail(name);
  }
  printf("held\n");
  fflush(stdout);
  char byte;
  while (read(0, &byte, 1) > 0) {
  }
  return 0;
}

int main(int argc, char **argv) {
  if (argc > 1 && strcmp(argv[1], "enter") == 0) return enter(argc, argv);
  if (argc > 1 && strcmp(argv[1], "init") == 0) return init(argc, argv);
  if (argc > 1 && strcmp(argv[1], "hold") == 0) return hold(argc, argv);
  dprintf(2, "usage: launcher enter|init|hold ...\n");
  return 125;
}
`;
