/**
 * Server-Sent Events read by hand: the live scoreboard needs the session's bearer token, which an
 * EventSource cannot send, so the stream is read with fetch and parsed here. The parser follows the HTML
 * standard's event-stream rules for what the server sends: lines end in LF, CRLF or CR; `event:` names the
 * event (`message` when none), `data:` lines are joined with line feeds, one space after the colon is
 * dropped, lines starting with a colon are comments (keep-alives), and a blank line ends an event. An event
 * without data is not dispatched. `id:` and `retry:` are read and ignored: a reconnect starts from the whole
 * board, so there is nothing to resume.
 */

export interface ServerSentEvent {
  event: string;
  data: string;
}

export interface SseParser {
  /** Feeds the next piece of the stream's text; returns the events it completed, in order. */
  push: (chunk: string) => ServerSentEvent[];
}

export function createSseParser(): SseParser {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  /** A chunk that ended in CR: a LF starting the next one belongs to the same line end. */
  let afterCarriageReturn = false;

  const takeLine = (line: string, completed: ServerSentEvent[]) => {
    if (line === '') {
      if (data.length > 0) completed.push({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const raw = colon === -1 ? '' : line.slice(colon + 1);
    const value = raw.startsWith(' ') ? raw.slice(1) : raw;
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };

  return {
    push(chunk) {
      const completed: ServerSentEvent[] = [];
      let text = chunk;
      if (afterCarriageReturn && text.startsWith('\n')) text = text.slice(1);
      afterCarriageReturn = false;
      buffer += text;
      const ends = /\r\n|\r|\n/g;
      let start = 0;
      for (let match = ends.exec(buffer); match; match = ends.exec(buffer)) {
        // A CR at the very end may be the first half of a CRLF still on its way.
        if (match[0] === '\r' && match.index === buffer.length - 1) afterCarriageReturn = true;
        takeLine(buffer.slice(start, match.index), completed);
        start = match.index + match[0].length;
      }
      buffer = buffer.slice(start);
      return completed;
    },
  };
}
