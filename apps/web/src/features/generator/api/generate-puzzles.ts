import type { GenerateRequest, GenerateResponse, GenerationProgress } from '@codequest/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '@/lib/api-client';

/** Where a generation stands, as the server reports it line by line. */
export interface GenerationState {
  stage: 'writing' | 'proving';
  ready: number;
  count: number;
}

/** A generation that ended in an error line (after the stream had started): its message and code. */
export class GenerationError extends Error {
  override readonly name = 'GenerationError';
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/**
 * POST /api/puzzles/generate, asking for the progress as lines (application/x-ndjson): `onProgress` hears
 * each step, and the last line is the answer. Refusals before the work starts (400, 429) are ApiErrors.
 */
export async function generatePuzzles(
  request: Partial<GenerateRequest>,
  onProgress: (state: GenerationState) => void,
): Promise<GenerateResponse> {
  const response = await apiRequest('POST', '/api/puzzles/generate', request, {
    accept: 'application/x-ndjson',
  });
  if (!response.body) throw new GenerationError('The server sent no answer.', 'INTERNAL');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  let state: GenerationState = { stage: 'writing', ready: 0, count: request.count ?? 0 };
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffered += value;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.trim()) continue;
      const event = JSON.parse(line) as GenerationProgress;
      if (event.type === 'done') return event;
      if (event.type === 'error') throw new GenerationError(event.message, event.code);
      state =
        event.type === 'progress'
          ? { stage: event.stage, ready: event.ready, count: event.count }
          : { ...state, ready: event.ready, count: event.count };
      onProgress(state);
    }
    if (done) throw new GenerationError('The answer ended before the puzzles were ready.', 'INTERNAL');
  }
}

/**
 * Generates puzzles; `progress` follows the work while it runs. `onSuccess` may return a promise (fetching
 * the puzzle list again), which is awaited before the generation counts as done.
 */
export function useGeneratePuzzles({
  onSuccess,
  onError,
}: {
  onSuccess?: (result: GenerateResponse) => unknown;
  onError?: (error: Error) => void;
} = {}) {
  const [progress, setProgress] = useState<GenerationState | null>(null);
  const mutation = useMutation({
    mutationFn: (request: Partial<GenerateRequest>) => {
      setProgress({ stage: 'writing', ready: 0, count: request.count ?? 0 });
      return generatePuzzles(request, setProgress);
    },
    onSuccess: async (result) => {
      await onSuccess?.(result);
    },
    onError,
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
