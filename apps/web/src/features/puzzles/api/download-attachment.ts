import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/**
 * One of a puzzle's attachments (GET /api/puzzles/:id/attachments/:name), saved under its name; opened as a
 * contest's problem, with the contest's id, as the puzzle itself was.
 */

export interface AttachmentRequest {
  puzzleId: number;
  name: string;
  contestId?: number | undefined;
}

export async function getAttachment({ puzzleId, name, contestId }: AttachmentRequest): Promise<Blob> {
  const query = contestId === undefined ? '' : `?contestId=${contestId}`;
  const response = await apiRequest(
    'GET',
    `/api/puzzles/${puzzleId}/attachments/${encodeURIComponent(name)}${query}`,
  );
  return response.blob();
}

export function useDownloadAttachment({ onError }: { onError?: (error: Error) => void } = {}) {
  return useMutation({
    mutationFn: async (request: AttachmentRequest) => ({
      blob: await getAttachment(request),
      name: request.name,
    }),
    onSuccess: ({ blob, name }) => saveFile(blob, name),
    onError,
  });
}
