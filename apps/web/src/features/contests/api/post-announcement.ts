import type { ContestAnnouncement, ContestAnnouncementRequest } from '@codequest/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { withAnnouncement } from '../utils/live-board';
import { contestQueryOptions } from './get-contest';

/** POST /api/contests/:id/announcements (organisers): to everyone watching, and each participant's inbox. */
export function postAnnouncement({
  contestId,
  request,
}: {
  contestId: number;
  request: ContestAnnouncementRequest;
}): Promise<ContestAnnouncement> {
  return apiJson<ContestAnnouncement>('POST', `/api/contests/${contestId}/announcements`, request);
}

/**
 * An announcement joins the contest's list at once, whether the poster's answer or the live board brought it
 * (whichever comes second changes nothing). Whether it was new to the list.
 */
export function addAnnouncement(
  queryClient: QueryClient,
  contestId: number,
  announcement: ContestAnnouncement,
): boolean {
  const { queryKey } = contestQueryOptions(contestId);
  const known = queryClient
    .getQueryData(queryKey)
    ?.contest.announcements.some((entry) => entry.id === announcement.id);
  queryClient.setQueryData(queryKey, (reading) =>
    reading
      ? {
          ...reading,
          contest: {
            ...reading.contest,
            announcements: withAnnouncement(reading.contest.announcements, announcement),
          },
        }
      : reading,
  );
  return !known;
}

export function usePostAnnouncement({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAnnouncement,
    onSuccess: (announcement, { contestId }) => {
      addAnnouncement(queryClient, contestId, announcement);
      onSuccess?.();
    },
  });
}
