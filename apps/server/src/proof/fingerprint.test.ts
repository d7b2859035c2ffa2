import { describe, expect, it } from 'vitest';
import { judgeVersion } from './fingerprint';

describe("the judge's fingerprint", () => {
  it('fingerprints the judge the same way twice', () => {
    expect(judgeVersion()).toMatch(/^[0-9a-f]{16}$/);
    expect(judgeVersion()).toBe(judgeVersion());
  });
});
