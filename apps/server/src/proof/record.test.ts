import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openProofCache } from './record';

describe('the cache of earlier proofs', () => {
  const content = mkdtempSync(path.join(tmpdir(), 'codequest-proofs-'));
  afterEach(() => rmSync(path.join(content, 'proofs.json'), { force: true }));

  it('remembers a proof across runs for the same content and judge only', () => {
    const first = openProofCache(content, 'judge-a');
    expect(first.has('algorithms/001-x', 'hash-1')).toBe(false);
    first.record('algorithms/001-x', 'hash-1');
    first.save();

    expect(openProofCache(content, 'judge-a').has('algorithms/001-x', 'hash-1')).toBe(true);
    expect(openProofCache(content, 'judge-a').has('algorithms/001-x', 'hash-2')).toBe(false);
    expect(openProofCache(content, 'judge-b').has('algorithms/001-x', 'hash-1')).toBe(false);

    const again = openProofCache(content, 'judge-a');
    again.forget('algorithms/001-x');
    again.save();
    expect(openProofCache(content, 'judge-a').has('algorithms/001-x', 'hash-1')).toBe(false);
  });

  it('writes one puzzle a line, in order, whatever order they were proven in', () => {
    const cache = openProofCache(content, 'judge-a');
    cache.record('logic-puzzles/002-y', 'hash-2');
    cache.record('algorithms/001-x', 'hash-1');
    cache.save();
    expect(readFileSync(path.join(content, 'proofs.json'), 'utf8')).toBe(
      '{\n  "algorithms/001-x": "hash-1:judge-a",\n  "logic-puzzles/002-y": "hash-2:judge-a"\n}\n',
    );
  });

  it('starts afresh from an unreadable cache', () => {
    const cache = openProofCache(content, 'judge-a');
    cache.save();
    writeFileSync(path.join(content, 'proofs.json'), '{ not json');
    expect(openProofCache(content, 'judge-a').has('algorithms/001-x', 'hash-1')).toBe(false);
  });
});
