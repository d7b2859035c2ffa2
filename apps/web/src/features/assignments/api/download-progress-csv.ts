import { apiRequest } from '@/lib/api-client';

/** GET …/progress.csv, saved as the file the server names (the request carries the session like any other). */
export async function downloadProgressCsv(classId: number, assignmentId: number): Promise<void> {
  const response = await apiRequest(
    'GET',
    `/api/classes/${classId}/assignments/${assignmentId}/progress.csv`,
  );
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'progress.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
