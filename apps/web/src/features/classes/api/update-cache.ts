import type { ClassResponse } from '@codequest/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { classQueryOptions } from './get-class';
import { classesQueryOptions } from './get-classes';

/** After a change: the class as the server answered it, and the list refetched (names, counts). */
export function classChanged(queryClient: QueryClient, changed: ClassResponse): void {
  queryClient.setQueryData(classQueryOptions(changed.id).queryKey, changed);
  void queryClient.invalidateQueries({ queryKey: classesQueryOptions().queryKey });
}
