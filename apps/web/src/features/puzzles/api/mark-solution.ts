import type { SolutionMarkKind, SolutionMarkResponse, SolutionsResponse } from '@codequest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { solutionsKey } from './get-solutions';

/** Gives (`marked`) or withdraws a mark on another learner's solution; answers its counts after. */

export interface MarkSolutionInput {
  puzzleId: number;
  submissionId: number;
  kind: SolutionMarkKind;
  marked: boolean;
}

export function markSolution(input: MarkSolutionInput): Promise<SolutionMarkResponse> {
  return apiJson<SolutionMarkResponse>(
    input.marked ? 'PUT' : 'DELETE',
    `/api/puzzles/${input.puzzleId}/solutions/${input.submissionId}/marks/${input.kind}`,
  );
}

/** Every cached page that lists the solution shows its new counts at once. */
export function useMarkSolution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markSolution,
    onSuccess: (result, input) => {
      queryClient.setQueriesData<SolutionsResponse>({ queryKey: solutionsKey(input.puzzleId) }, (page) =>
        page
          ? {
              ...page,
              items: page.items.map((item) =>
                item.id === result.id ? { ...item, marks: result.marks, myMarks: result.myMarks } : item,
              ),
            }
          : page,
      );
    },
  });
}
