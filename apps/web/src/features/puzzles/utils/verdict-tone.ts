import type { Verdict } from '@codequest/contracts';

/**
 * A verdict's colour, as the output panel shows results: Accepted green; a limit exceeded amber (the code may
 * be right, only too slow or too big); wrong answers, crashes and compile errors red; our own failure amber.
 */
export function verdictTone(verdict: Verdict): 'success' | 'warning' | 'danger' {
  switch (verdict) {
    case 'ACCEPTED':
      return 'success';
    case 'TIME_LIMIT_EXCEEDED':
    case 'MEMORY_LIMIT_EXCEEDED':
    case 'OUTPUT_LIMIT_EXCEEDED':
    case 'INTERNAL_ERROR':
      return 'warning';
    default:
      return 'danger';
  }
}
