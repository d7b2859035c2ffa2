import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, SQLITE_FILE } from './db/database';
import {
  BuiltProcess,
  cannotRunBuilt,
  ensureServiceUser,
  realPuzzleCatalogue,
  signUpOverHttp,
} from './test/installation';
import { freePort } from './test/ports';
import { SmallDisk } from './test/small-disk';

/**
 * `npm start` (as root: the web process runs as the service user) on a data folder that cannot be used: a
 * full disk, a read-only database, a damaged one. Each start stops with one log line saying what is wrong
 * and how to fix it, naming the folder as the operator did. A `-shm` left unwritable beside a writable
 * database is put right by the start itself.
 */

const skipReason = cannotRunBuilt(['launcher.js', 'main.js'], 'the web process runs as the service user');
if (skipReason) console.log(`start-failures suite SKIPPED: ${skipReason}`);

describe.skipIf(skipReason !== undefined)('a start on a data folder that cannot be used', () => {
  let scratch: string;
  let content: string;

  beforeAll(() => {
    const setup = ensureServiceUser();
    expect(setup.status, setup.stderr).toBe(0);
    scratch = mkdtempSync(path.join(tmpdir(), 'codequest-start-')); // 0700, like a home folder
    content = realPuzzleCatalogue('codequest-start-content-');
  });

  afterAll(() => {
    rmSync(scratch, { recursive: true, force: true });
    rmSync(content, { recursive: true, force: true });
  });

  /** A data folder holding a migrated database, as a CodeQuest that ran once leaves it. */
  async function usedDataDir(name: string): Promise<string> {
    const dataDir = path.join(scratch, name);
    mkdirSync(dataDir, { mode: 0o700 });
    const database = openDatabase({ dataDir });
    await migrate(database);
    await database.close();
    return dataDir;
  }

  async function start(dataDir: string): Promise<{ launcher: BuiltProcess; baseUrl: string }> {
    const port = await freePort();
    const launcher = new BuiltProcess('launcher.js', {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CONTENT_DIR: content,
      PUBLIC_URL: 'http://codequest.test',
      JUDGE_CONCURRENCY: '1',
    });
    return { launcher, baseUrl: `http://127.0.0.1:${port}` };
  }

  /** The start's one line at level fatal, once it has stopped. */
  async function failedStart(dataDir: string): Promise<string> {
    const { launcher } = await start(dataDir);
    const line = await launcher.waitFor((entry) => entry.level === 60, 60_000);
    await launcher.exited;
    const fatal = launcher.lines.filter((entry) => entry.level === 60);
    expect(fatal).toHaveLength(1);
    expect(launcher.lines.filter((entry) => entry.stderr).map((entry) => entry.msg)).toEqual([]);
    return String(line.msg);
  }

  it('on a full disk says so, and that freeing space is the fix', async () => {
    const disk = new SmallDisk(4);
    try {
      const dataDir = path.join(disk.dir, 'data');
      mkdirSync(dataDir, { mode: 0o700 });
      disk.fill();
      const said = await failedStart(dataDir);
      expect(said).toMatch(
        new RegExp(
          `^CodeQuest cannot start: the disk holding ${dataDir}/${SQLITE_FILE} is full \\(SQLITE_FULL: .*\\): free some space on it`,
        ),
      );
    } finally {
      disk.unmount();
    }
  });

  it('with a read-only database says so and names the user to give it to', async () => {
    const dataDir = await usedDataDir('read-only');
    const file = path.join(dataDir, SQLITE_FILE);
    chmodSync(file, 0o444);
    const said = await failedStart(dataDir);
    expect(said).toBe(
      `CodeQuest cannot start: ${file} is read-only for user codequest: give that user write access to it and its folder (chown codequest / chmod u+w), then start again`,
    );
    // Nothing was left behind that would fail the next start.
    expect(existsSync(`${file}-shm`)).toBe(false);
  });

  it('with a damaged database names the newest backup to restore', async () => {
    const dataDir = await usedDataDir('damaged');
    const backups = path.join(dataDir, 'backups');
    mkdirSync(backups);
    const older = path.join(backups, 'codequest-older.sqlite');
    writeFileSync(older, 'an older backup');
    utimesSync(older, new Date(Date.now() - 86_400_000), new Date(Date.now() - 86_400_000));
    const newest = path.join(backups, 'codequest-newest.sqlite');
    writeFileSync(newest, 'the newest backup');
    const file = path.join(dataDir, SQLITE_FILE);
    // The first page after the file's header: the schema's own table, read by every start.
    const fd = openSync(file, 'r+');
    writeSync(fd, Buffer.alloc(1024, 0xa5), 0, 1024, 100);
    closeSync(fd);
    const said = await failedStart(dataDir);
    expect(said).toMatch(
      new RegExp(
        `^CodeQuest cannot start: ${file} is damaged \\(SQLITE_(CORRUPT|NOTADB)\\w*: .*\\): stop CodeQuest and restore the newest backup: npm run restore -- ${newest}$`,
      ),
    );
  });

  it('puts right a -shm left unwritable, and serves', async () => {
    const dataDir = await usedDataDir('stale-shm');
    const shm = path.join(dataDir, `${SQLITE_FILE}-shm`);
    // As a start on a read-only database used to leave it, or a command run by another user.
    writeFileSync(shm, Buffer.alloc(32 * 1024), { mode: 0o444 });
    const { launcher, baseUrl } = await start(dataDir);
    try {
      await launcher.waitFor((entry) => /^Server listening/.test(String(entry.msg)), 90_000);
      expect(launcher.lines.map((entry) => String(entry.msg))).toContain(
        "put right: codequest.sqlite-shm was not writable (mode 444): given the database's mode 644",
      );
      expect(statSync(shm).mode & 0o777).toBe(0o644);
      expect((await signUpOverHttp(baseUrl, `shm${process.pid}`)).status).toBe(200);
    } finally {
      await launcher.stop();
    }
  });
});
