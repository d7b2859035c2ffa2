import type { AuditRequest, AuditResponse } from '@codequest/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** The audit log, newest first, a page at a time (GET /api/admin/audit). */
export function getAuditLog(request: AuditRequest): Promise<AuditResponse> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) {
    if (value !== undefined) query.set(key, String(value));
  }
  return apiGet<AuditResponse>(`/api/admin/audit?${query}`);
}

/** Every page of the log: admin actions invalidate it whole. */
export const auditLogQueryKey = ['admin', 'audit'] as const;

export const auditLogQueryOptions = (request: AuditRequest = {}) =>
  queryOptions({ queryKey: [...auditLogQueryKey, request], queryFn: () => getAuditLog(request) });

export function useAuditLog(request: AuditRequest) {
  return useQuery({ ...auditLogQueryOptions(request), placeholderData: keepPreviousData });
}
