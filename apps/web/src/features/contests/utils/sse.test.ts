import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse';

describe('createSseParser', () => {
  it('reads named events, their data, and the default name', () => {
    const parser = createSseParser();
    expect(parser.push('event: scoreboard\ndata: {"a":1}\n\ndata: plain\n\n')).toEqual([
      { event: 'scoreboard', data: '{"a":1}' },
      { event: 'message', data: 'plain' },
    ]);
  });

  it('joins an event from pieces cut anywhere, a line end included', () => {
    const parser = createSseParser();
    const text = 'event: rows\ndata: {"rows":[]}\n\nevent: announcement\ndata: {"id":3}\n\n';
    const events = [...text].flatMap((character) => parser.push(character));
    expect(events).toEqual([
      { event: 'rows', data: '{"rows":[]}' },
      { event: 'announcement', data: '{"id":3}' },
    ]);
  });

  it('takes CRLF and CR line ends, even a CRLF split between two pieces', () => {
    const parser = createSseParser();
    expect(parser.push('event: a\r\ndata: 1\r')).toEqual([]);
    expect(parser.push('\n\r\nevent: b\rdata: 2\r\r')).toEqual([
      { event: 'a', data: '1' },
      { event: 'b', data: '2' },
    ]);
  });

  it('joins several data lines with line feeds and drops only one space after the colon', () => {
    const parser = createSseParser();
    expect(parser.push('data:first\ndata:  second\ndata\n\n')).toEqual([
      { event: 'message', data: 'first\n second\n' },
    ]);
  });

  it('skips comments (keep-alives), ignores id and retry, and never dispatches an event without data', () => {
    const parser = createSseParser();
    expect(parser.push(': keep-alive\n\nid: 7\nretry: 100\nevent: rows\n\n')).toEqual([]);
    // The name of a dataless event does not leak into the next one.
    expect(parser.push('data: x\n\n')).toEqual([{ event: 'message', data: 'x' }]);
  });

  it('keeps an unfinished event until its blank line arrives', () => {
    const parser = createSseParser();
    expect(parser.push('event: scoreboard\ndata: {')).toEqual([]);
    expect(parser.push('"b":2}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'scoreboard', data: '{"b":2}' }]);
  });
});
