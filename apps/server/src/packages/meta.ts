import { parse as parseYaml } from 'yaml';
import { DEFAULT_AC_TO_TIME_LIMIT, DEFAULT_TIME_RESOLUTION_S } from './limits';
import { PackageError } from './zip';

/**
 * A problem's settings as its package states them: problem.yaml in the legacy format or in 2023-07-draft
 * (and 2025-09, which reads the same for what is kept here), DOMjudge's domjudge-problem.ini, and a
 * .timelimit file. Only what the package says: defaults are decided where the settings are used.
 */

export type ProblemFormat = 'legacy' | '2023-07-draft' | '2025-09';

export interface ProblemMeta {
  format: ProblemFormat;
  /** The English name (or the only one, or the first): null when the package names none. */
  name: string | null;
  /** Seconds, when the package states its time limit (limits.time_limit, .timelimit, the ini). */
  timeLimitS: number | null;
  /** Where that limit was stated. */
  timeLimitFile: string | null;
  /** From the slowest accepted submission to the time limit. */
  acToTimeLimit: number;
  /** The step the computed limit is rounded up to, in seconds. */
  timeResolutionS: number;
  memoryMb: number | null;
  outputMb: number | null;
  /** The most passes of a multi-pass problem (limits.validation_passes; the format's default is 2). */
  validationPasses: number | null;
  /** `pass-fail`, `interactive`, `multi-pass`, `scoring` and `custom` as the package says them. */
  types: string[];
  /** The default output validator's flags, as words. */
  validatorFlags: string[];
  /** Kept as they are: shown in the report, written back on export. */
  source: string | null;
  author: string | null;
  license: string | null;
}

type Yaml = Record<string, unknown>;

const asRecord = (value: unknown): Yaml =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Yaml) : {};
const asNumber = (value: unknown): number | null => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : null;
};
const asText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

export function parseProblemYaml(text: string, file: string): Yaml {
  try {
    return asRecord(parseYaml(text));
  } catch (error) {
    throw new PackageError(`${file}: not valid YAML (${(error as Error).message.split('\n')[0]})`);
  }
}

/** problem.yaml read in its own format (`problem_format_version` says which; none is the legacy one). */
export function readProblemYaml(yaml: Yaml, file: string): ProblemMeta {
  const version = asText(yaml.problem_format_version);
  const format: ProblemFormat =
    version === null || version === 'legacy' || version === 'legacy-icpc'
      ? 'legacy'
      : version.startsWith('2025')
        ? '2025-09'
        : '2023-07-draft';
  const limits = asRecord(yaml.limits);
  const multipliers = asRecord(limits.time_multipliers);
  const name = yaml.name;
  const types =
    format === 'legacy'
      ? (asText(yaml.validation) ?? 'default').split(/\s+/)
      : Array.isArray(yaml.type)
        ? yaml.type.map(String)
        : (asText(yaml.type) ?? 'pass-fail').split(/\s+/);
  const credits = asRecord(yaml.credits);
  const source = typeof yaml.source === 'object' ? asText(asRecord(yaml.source).name) : asText(yaml.source);
  const timeLimit = asNumber(limits.time_limit);
  return {
    format,
    name:
      typeof name === 'string'
        ? name.trim() || null
        : (asText(asRecord(name).en) ?? asText(Object.values(asRecord(name))[0])),
    timeLimitS: timeLimit,
    timeLimitFile: timeLimit === null ? null : file,
    acToTimeLimit:
      asNumber(multipliers.ac_to_time_limit) ?? asNumber(limits.time_multiplier) ?? DEFAULT_AC_TO_TIME_LIMIT,
    timeResolutionS: asNumber(limits.time_resolution) ?? DEFAULT_TIME_RESOLUTION_S,
    memoryMb: asNumber(limits.memory),
    outputMb: asNumber(limits.output),
    validationPasses: asNumber(limits.validation_passes),
    types: types.filter(Boolean),
    validatorFlags: flagsOf(yaml.validator_flags),
    source,
    author:
      asText(yaml.author) ??
      asText(credits.authors) ??
      (Array.isArray(credits.authors) ? credits.authors.join(', ') : null),
    license: asText(yaml.license),
  };
}

export function flagsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : [];
}

/** DOMjudge's domjudge-problem.ini: `name = '…'` and `timelimit = '…'` (seconds), quoted or not. */
export function readDomjudgeIni(text: string): { name: string | null; timeLimitS: number | null } {
  const values = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Za-z_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match?.[1] && match[2] !== undefined)
      values.set(match[1].toLowerCase(), match[2].replace(/^(['"])(.*)\1$/, '$2'));
  }
  return { name: asText(values.get('name')), timeLimitS: asNumber(values.get('timelimit')) };
}

/** A package without problem.yaml (DOMjudge's own): the legacy format's defaults. */
export function emptyMeta(): ProblemMeta {
  return readProblemYaml({}, '');
}
