import { type Category, DIFFICULTIES, type PuzzleSource } from '@codequest/contracts';
import { Search } from 'lucide-react';
import { difficultyLabel } from '@/components/puzzles/difficulty-badge';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { PuzzleFilters } from '../utils/puzzle-filters';

export const SOURCE_LABELS: Record<PuzzleSource, string> = {
  catalogue: 'Catalogue',
  admin: 'Admin',
  generated: 'Generated',
};
// Spelled out rather than imported: contracts' PUZZLE_SOURCES sits beside zod schemas, which this chunk
// does not otherwise need.
const PUZZLE_SOURCES: readonly PuzzleSource[] = ['catalogue', 'admin', 'generated'];

/** Search and the four facets of the admin puzzle list: track, difficulty, source, live or retired. */
export function PuzzleFilterBar({
  filters,
  tracks,
  onChange,
}: {
  filters: PuzzleFilters;
  tracks: readonly Category[];
  onChange: (filters: PuzzleFilters) => void;
}) {
  const set = (patch: Partial<PuzzleFilters>) => onChange({ ...filters, ...patch });
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <div className="relative sm:col-span-2 lg:col-span-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="Search puzzles by title"
          placeholder="Search puzzles"
          value={filters.search}
          onChange={(event) => set({ search: event.target.value })}
          className="pl-9"
        />
      </div>
      <Facet
        label="Track"
        allLabel="All tracks"
        value={String(filters.trackId)}
        options={tracks.map((track) => [String(track.id), track.name] as const)}
        onChange={(value) => set({ trackId: value === 'all' ? 'all' : Number(value) })}
      />
      <Facet
        label="Difficulty"
        allLabel="All difficulties"
        value={filters.difficulty}
        options={DIFFICULTIES.map((difficulty) => [difficulty, difficultyLabel(difficulty)] as const)}
        onChange={(value) => set({ difficulty: DIFFICULTIES.find((item) => item === value) ?? 'all' })}
      />
      <Facet
        label="Source"
        allLabel="All sources"
        value={filters.source}
        options={PUZZLE_SOURCES.map((source) => [source, SOURCE_LABELS[source]] as const)}
        onChange={(value) => set({ source: PUZZLE_SOURCES.find((item) => item === value) ?? 'all' })}
      />
      <Facet
        label="Status"
        allLabel="Live and retired"
        value={filters.status}
        options={[
          ['live', 'Live'],
          ['retired', 'Retired'],
        ]}
        onChange={(value) => set({ status: value === 'live' || value === 'retired' ? value : 'all' })}
      />
    </div>
  );
}

function Facet({
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: string;
  options: ReadonlyArray<readonly [value: string, text: string]>;
  onChange: (value: string) => void;
}) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger aria-label={label}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="all">{allLabel}</SelectItem>
        {options.map(([optionValue, text]) => (
          <SelectItem key={optionValue} value={optionValue}>
            {text}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
