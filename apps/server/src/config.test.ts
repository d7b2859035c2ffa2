import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it("reads the Java compiler's idle time in minutes: 10 by default, 0 to keep it running", () => {
    expect(loadConfig({}).judgeJavaIdleMs).toBe(10 * 60_000);
    expect(loadConfig({ JUDGE_JAVA_IDLE_MINUTES: '0' }).judgeJavaIdleMs).toBe(0);
    expect(loadConfig({ JUDGE_JAVA_IDLE_MINUTES: '45' }).judgeJavaIdleMs).toBe(45 * 60_000);
  });

  it('refuses an idle time that is not a whole number of minutes, naming the setting', () => {
    for (const value of ['ten', '-1', '1.5', '20000'])
      expect(() => loadConfig({ JUDGE_JAVA_IDLE_MINUTES: value }), value).toThrow(
        /Invalid configuration:\n {2}JUDGE_JAVA_IDLE_MINUTES: .*(whole number of minutes|at most 10080)/,
      );
  });

  it('reads scheduled backups: off by default, into DATA_DIR/backups unless BACKUP_DIR says where, 7 kept', () => {
    expect(loadConfig({ DATA_DIR: '/srv/codequest' }).backups).toEqual({
      dir: '/srv/codequest/backups',
      intervalMs: undefined,
      keep: 7,
    });
    const set = { BACKUP_DIR: '/mnt/other-disk', BACKUP_INTERVAL: '6h', BACKUP_KEEP: '28' };
    expect(loadConfig(set).backups).toEqual({ dir: '/mnt/other-disk', intervalMs: 6 * 3_600_000, keep: 28 });
    expect(() => loadConfig({ BACKUP_INTERVAL: '5m' })).toThrow(
      /BACKUP_INTERVAL is a duration of at least 10 minutes/,
    );
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP: at least 1/);
  });
});
