import type { Category } from '@codequest/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export function getCategories(): Promise<Category[]> {
  return apiGet<Category[]>('/api/categories');
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ['categories'], queryFn: getCategories });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
