import type { SimilarityPair } from '@codequest/contracts';
import { ArrowLeft, ScanSearch } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'wouter';
import { LoadFailed } from '@/components/load-failed';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/ui/spinner';
import { SIMILARITY_TEXTS } from '@/config/messages';
import { classPath } from '@/config/paths';
import { useSimilarityReport } from '@/features/similarity/api/get-similarity-report';
import { PairList } from '@/features/similarity/components/pair-list';
import { PairView } from '@/features/similarity/components/pair-view';
import { serverMessageOr } from '@/lib/api-client';
import { NotFoundRoute } from './not-found';

const ID = /^[0-9]{1,10}$/;

/** /classes/:id/similarity/:puzzleId: a class's similar solutions of a puzzle, for its teachers. */
export function SimilarityRoute() {
  const params = useParams<{ id: string; puzzleId: string }>();
  if (!ID.test(params.id ?? '') || !ID.test(params.puzzleId ?? '')) return <NotFoundRoute />;
  return <SimilarityPage classId={Number(params.id)} puzzleId={Number(params.puzzleId)} />;
}

function SimilarityPage({ classId, puzzleId }: { classId: number; puzzleId: number }) {
  const report = useSimilarityReport(classId, puzzleId);
  const [selected, setSelected] = useState<SimilarityPair | null>(null);
  const solutions = useMemo(
    () => new Map((report.data?.solutions ?? []).map((solution) => [solution.submissionId, solution])),
    [report.data],
  );
  const a = selected ? solutions.get(selected.a) : undefined;
  const b = selected ? solutions.get(selected.b) : undefined;
  return (
    <div className="mx-auto grid max-w-6xl min-w-0 animate-fade-in gap-6">
      <Link
        href={classPath(classId)}
        className="flex items-center gap-2 justify-self-start text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {SIMILARITY_TEXTS.backToClass}
      </Link>
      {report.isPending ? (
        <div
          role="status"
          className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground"
        >
          <Spinner /> {SIMILARITY_TEXTS.loading}
        </div>
      ) : report.isError ? (
        <LoadFailed
          message={serverMessageOr(report.error, SIMILARITY_TEXTS.loadFailed)}
          onRetry={() => report.refetch()}
          retrying={report.isFetching}
        />
      ) : (
        <>
          <div className="min-w-0 [overflow-wrap:anywhere]">
            <PageHeader
              icon={<ScanSearch />}
              title={`${SIMILARITY_TEXTS.title}: ${report.data.puzzle.title}`}
              description={SIMILARITY_TEXTS.summary(report.data.solutions.length, report.data.threshold)}
            />
          </div>
          <PairList
            pairs={report.data.pairs}
            solutions={solutions}
            selected={selected}
            onSelect={setSelected}
          />
          {selected && a && b ? <PairView pair={selected} a={a} b={b} /> : null}
        </>
      )}
    </div>
  );
}
