import type { ContestAnnouncement, Scoreboard } from '@codequest/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { SCOREBOARD_RECONNECT_MS } from '@/config/constants';
import { ApiError, apiRequest } from '@/lib/api-client';
import { backoffDelay } from '@/lib/backoff';
import { boardAfter, type LiveEvent, readLiveEvent } from '../utils/live-board';
import { createSseParser } from '../utils/sse';
import { addAnnouncement } from './post-announcement';

/** One connection to the live board: `stop()` ends it, whether its answer has arrived or not. */
export interface LiveConnection {
  stopped: boolean;
  stop: () => void;
}

export function liveConnection(): LiveConnection {
  const connection: LiveConnection = {
    stopped: false,
    stop: () => {
      connection.stopped = true;
    },
  };
  return connection;
}

/**
 * GET /api/contests/:id/scoreboard/live, read as it arrives: Server-Sent Events over fetch, since the request
 * carries the session's bearer token (an EventSource cannot). Calls `onEvent` with each event until the
 * stream ends (resolves), fails (rejects) or the connection is stopped.
 */
export async function watchScoreboard(
  contestId: number,
  onEvent: (event: LiveEvent) => void,
  connection: LiveConnection,
): Promise<void> {
  const response = await apiRequest('GET', `/api/contests/${contestId}/scoreboard/live`, undefined, {
    accept: 'text/event-stream',
  });
  const reader = response.body?.getReader();
  if (!reader) throw new Error('The live scoreboard sent no stream');
  const cancel = () => void reader.cancel().catch(() => undefined);
  if (connection.stopped) {
    cancel();
    return;
  }
  const stop = connection.stop;
  connection.stop = () => {
    stop();
    cancel();
  };
  const decoder = new TextDecoder();
  const parser = createSseParser();
  for (;;) {
    const { done, value } = await reader.read();
    if (done || connection.stopped) return;
    for (const raw of parser.push(decoder.decode(value, { stream: true }))) {
      const event = readLiveEvent(raw);
      if (event) onEvent(event);
    }
  }
}

export type LiveBoardState =
  | { status: 'connecting'; board: Scoreboard | null }
  | { status: 'live'; board: Scoreboard }
  | { status: 'failed'; board: Scoreboard | null; message: string | undefined };

/**
 * The contest's board, kept up to date from the live stream: whole boards replace it, changed rows are
 * merged in; a dropped connection is made again after a short, growing wait (its first event is the whole
 * board again). A refusal (the contest is not the caller's to see) ends it. Announcements join the contest's
 * list in the cache, and `onAnnouncement` hears of each one new to it as it arrives.
 */
export function useLiveScoreboard(
  contestId: number,
  { onAnnouncement }: { onAnnouncement?: (announcement: ContestAnnouncement) => void } = {},
): LiveBoardState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveBoardState>({ status: 'connecting', board: null });
  const announced = useRef(onAnnouncement);
  useEffect(() => {
    announced.current = onAnnouncement;
  });

  useEffect(() => {
    let connection = liveConnection();
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let ended = false;
    setState({ status: 'connecting', board: null });

    const onEvent = (event: LiveEvent) => {
      attempt = 0;
      if (event.kind === 'announcement') {
        // The poster's own answer may have brought it already: not news to them.
        if (addAnnouncement(queryClient, contestId, event.announcement))
          announced.current?.(event.announcement);
        return;
      }
      setState((current) => {
        const board = boardAfter(current.board, event);
        return board ? { status: 'live', board } : current;
      });
    };

    const connect = async () => {
      connection = liveConnection();
      try {
        await watchScoreboard(contestId, onEvent, connection);
      } catch (error) {
        // The server refused (no such contest for this user): asking again would change nothing.
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          if (!ended)
            setState((current) => ({ status: 'failed', board: current.board, message: error.serverMessage }));
          return;
        }
      }
      if (ended) return;
      setState((current) => ({ status: 'connecting', board: current.board }));
      retry = setTimeout(connect, backoffDelay(attempt, SCOREBOARD_RECONNECT_MS));
      attempt += 1;
    };
    void connect();

    return () => {
      ended = true;
      connection.stop();
      clearTimeout(retry);
    };
  }, [contestId, queryClient]);

  return state;
}
