import { accountDataFileName } from '@codequest/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** "Download my data" (GET /api/profile/data): the server's JSON file, saved under the name it gives. */

export interface AccountDataFile {
  blob: Blob;
  fileName: string;
}

export async function getAccountData(): Promise<AccountDataFile> {
  const response = await apiRequest('GET', '/api/profile/data');
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { blob: await response.blob(), fileName: named ?? accountDataFileName(new Date()) };
}

export function useDownloadAccountData({
  onSuccess,
  onError,
}: {
  onSuccess?: (file: AccountDataFile) => void;
  onError?: (error: Error) => void;
} = {}) {
  return useMutation({
    mutationFn: getAccountData,
    onSuccess: (file) => {
      saveFile(file.blob, file.fileName);
      onSuccess?.(file);
    },
    onError,
  });
}
