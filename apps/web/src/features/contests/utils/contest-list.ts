import type { Contest, ContestPhase } from '@codequest/contracts';

/** The contests screen's groups: what runs now first, then what is coming (soonest first), then the past. */
export const PHASE_ORDER: readonly ContestPhase[] = ['running', 'upcoming', 'ended'];

export interface ContestGroup {
  phase: ContestPhase;
  items: Contest[];
}

const startOf = (contest: Contest) => Date.parse(contest.startsAt);
const endOf = (contest: Contest) => Date.parse(contest.endsAt);

const ORDER: Record<ContestPhase, (a: Contest, b: Contest) => number> = {
  running: (a, b) => endOf(a) - endOf(b),
  upcoming: (a, b) => startOf(a) - startOf(b),
  ended: (a, b) => startOf(b) - startOf(a),
};

/** The contests by phase, each group in its own order, empty groups left out. */
export function groupContests(items: readonly Contest[]): ContestGroup[] {
  return PHASE_ORDER.map((phase) => ({
    phase,
    items: items
      .filter((contest) => contest.phase === phase)
      .sort((a, b) => ORDER[phase](a, b) || a.id - b.id),
  })).filter((group) => group.items.length > 0);
}
