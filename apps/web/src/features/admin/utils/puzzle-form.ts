import {
  type CreatePuzzleRequest,
  type JudgeChecker,
  type JudgeCheckerInput,
  type JudgeLimitOverrides,
  LANGUAGES,
  type OutputValidatorLanguage,
  type PuzzleTestInput,
  ZCreatePuzzleRequest,
} from '@codequest/contracts';

/**
 * The Create Puzzle form's text fields turned into the API's lists (product spec, section 5): hints one per
 * line, blank lines dropped; test cases one per line as `input|expected`, with `\n` standing for a line break
 * inside a case, lines missing either part dropped.
 */

export function parseHints(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

const unescapeBreaks = (text: string): string => text.replaceAll('\\n', '\n');
const escapeBreaks = (text: string): string => text.replaceAll('\n', '\\n');

/** The test cases, in order; `hidden` holds the (0-based) positions the admin marked Hidden. */
export function parseTestCases(text: string, hidden: ReadonlySet<number> = new Set()): PuzzleTestInput[] {
  const cases: Array<{ input: string; expected: string }> = [];
  for (const line of text.split('\n')) {
    const separator = line.indexOf('|');
    if (separator < 0) continue;
    const input = line.slice(0, separator).trim();
    const expected = line.slice(separator + 1).trim();
    if (input === '' || expected === '') continue;
    cases.push({ input: `${unescapeBreaks(input)}\n`, expected: unescapeBreaks(expected) });
  }
  return cases.map((testCase, index) => ({ ...testCase, hidden: hidden.has(index) }));
}

/**
 * A stored puzzle's tests written back in the form's syntax (the inverse of parseTestCases): one line per
 * test, the input's final line break dropped and the others written `\n`. `hidden` holds the hidden ones.
 */
export function formatTestCases(tests: readonly PuzzleTestInput[]): { text: string; hidden: Set<number> } {
  const text = tests
    .map(
      (test) =>
        `${escapeBreaks(test.input.replace(/\n$/, ''))}|${escapeBreaks(test.expected.replace(/\n$/, ''))}`,
    )
    .join('\n');
  const hidden = new Set(tests.flatMap((test, index) => (test.hidden ? [index] : [])));
  return { text, hidden };
}

/**
 * Whether every test can be written in the form's one-line syntax without changing it: an input holding
 * `|`, a literal `\n`, or spaces at either end of a line would not come back the same from parseTestCases.
 */
export function testsFitTheForm(tests: readonly PuzzleTestInput[]): boolean {
  const { text, hidden } = formatTestCases(tests);
  const back = parseTestCases(text, hidden);
  return (
    back.length === tests.length &&
    back.every(
      (test, index) =>
        test.input === tests[index]?.input.replace(/\n?$/, '\n') &&
        test.expected === tests[index]?.expected.replace(/\n$/, ''),
    )
  );
}

/**
 * The form's Judging fields as typed: limits blank for the judge's defaults, the checker, its tolerances
 * (blank with the tokens checker: numbers compared as text), whether the tokens checker minds case, and an
 * output validator's language, source and flags (separated by spaces), whether it talks with the program
 * (interactive), and how many passes it may ask for (1: not multi-pass).
 */
export interface JudgingValues {
  cpuMs: string;
  memoryMb: string;
  checker: JudgeChecker['type'];
  absolute: string;
  relative: string;
  caseSensitive: boolean;
  validatorLanguage: OutputValidatorLanguage;
  validatorSource: string;
  validatorFlags: string;
  interactive: boolean;
  passes: string;
}

const DEFAULT_TOLERANCE = 1e-6;

/** The tolerances' fields when a checker is chosen: the float checker's defaults, or none for tokens. */
export function tolerancesFor(checker: JudgeChecker['type']): Pick<JudgingValues, 'absolute' | 'relative'> {
  const text = checker === 'tokens' ? '' : String(DEFAULT_TOLERANCE);
  return { absolute: text, relative: text };
}

/** The Judging fields of a stored puzzle (or a new one's: every default). */
export function judgingValuesOf(puzzle?: {
  limits: JudgeLimitOverrides;
  checker: JudgeChecker;
}): JudgingValues {
  const checker = puzzle?.checker ?? { type: 'lines' };
  const defaults = tolerancesFor(checker.type);
  const tolerant: { absolute?: number; relative?: number } =
    checker.type === 'float' || checker.type === 'tokens' ? checker : {};
  const custom = checker.type === 'custom' ? checker : null;
  return {
    cpuMs: puzzle?.limits.cpuMs?.toString() ?? '',
    memoryMb: puzzle?.limits.memoryMb?.toString() ?? '',
    checker: checker.type,
    absolute: tolerant.absolute === undefined ? defaults.absolute : String(tolerant.absolute),
    relative: tolerant.relative === undefined ? defaults.relative : String(tolerant.relative),
    caseSensitive: checker.type === 'tokens' && checker.caseSensitive,
    validatorLanguage: custom?.language ?? 'cpp',
    validatorSource: custom?.source ?? '',
    validatorFlags: custom?.flags.join(' ') ?? '',
    interactive: custom?.interactive ?? false,
    passes: String(custom?.passes ?? 1),
  };
}

/** A number typed in a field; blank is undefined (the default), and what is no number goes as typed, for the server to refuse. */
function typed(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text.trim());
  return Number.isFinite(value) ? value : (text as unknown as number);
}

/** The checker the Judging fields describe. */
function checkerRequest(values: JudgingValues): JudgeCheckerInput {
  if (values.checker === 'lines') return { type: 'lines' };
  if (values.checker === 'custom')
    return {
      type: 'custom',
      language: values.validatorLanguage,
      source: values.validatorSource,
      flags: values.validatorFlags.split(/\s+/).filter(Boolean),
      interactive: values.interactive,
      passes: typed(values.passes) ?? 1,
    };
  if (values.checker === 'float')
    return {
      type: 'float',
      absolute: typed(values.absolute) ?? DEFAULT_TOLERANCE,
      relative: typed(values.relative) ?? DEFAULT_TOLERANCE,
    };
  const absolute = typed(values.absolute);
  const relative = typed(values.relative);
  return {
    type: 'tokens',
    caseSensitive: values.caseSensitive,
    ...(absolute === undefined ? {} : { absolute }),
    ...(relative === undefined ? {} : { relative }),
  };
}

/**
 * The request's limits and checker from the Judging fields. Limits the form does not show (an imported
 * package's output or process limits, say) are kept as `stored` has them.
 */
export function judgingRequest(
  values: JudgingValues,
  stored: JudgeLimitOverrides = {},
): { limits: JudgeLimitOverrides; checker: JudgeCheckerInput } {
  const limits: JudgeLimitOverrides = {
    ...stored,
    cpuMs: typed(values.cpuMs),
    memoryMb: typed(values.memoryMb),
  };
  for (const name of Object.keys(limits) as Array<keyof JudgeLimitOverrides>)
    if (limits[name] === undefined) delete limits[name];
  return { limits, checker: checkerRequest(values) };
}

/** An example as the form holds it: what the learner sees under the statement. */
export interface ExampleValues {
  input: string;
  output: string;
  explanation: string;
}

/** Most examples a puzzle shows (the API's limit). */
export const MAX_EXAMPLES = 10;

/**
 * The examples as the API takes them: each input and output ending in one line break, as a test's do; the
 * explanation trimmed; an example left wholly blank dropped.
 */
export function examplesRequest(examples: readonly ExampleValues[]): ExampleValues[] {
  const block = (text: string) => `${text.replace(/\s+$/, '')}\n`;
  return sentExamples(examples).map((index) => {
    const example = examples[index] as ExampleValues;
    return {
      input: block(example.input),
      output: block(example.output),
      explanation: example.explanation.trim(),
    };
  });
}

/** The place in the form of each example the request sends (one left wholly blank is not sent). */
export function sentExamples(examples: readonly ExampleValues[]): number[] {
  return examples.flatMap((example, index) =>
    `${example.input}${example.output}${example.explanation}`.trim() === '' ? [] : [index],
  );
}

const CHECKER_CONTROLS: Record<string, string> = {
  absolute: 'puzzle-absolute',
  relative: 'puzzle-relative',
  language: 'puzzle-validator-language',
  source: 'puzzle-validator-source',
  flags: 'puzzle-validator-flags',
  passes: 'puzzle-validator-passes',
};

/** The form control (its id) an error at this path of the request is about; undefined when none shows it. */
export function controlOf(path: readonly PropertyKey[], exampleAt: readonly number[]): string | undefined {
  const [field, key, part] = path.map(String);
  switch (field) {
    case 'title':
    case 'description':
      return `puzzle-${field}`;
    case 'problemStatement':
      return 'puzzle-statement';
    case 'categoryId':
      return 'puzzle-category';
    case 'hints':
      return 'puzzle-hints';
    case 'testCases':
      return 'puzzle-tests';
    case 'examples': {
      const at = exampleAt[Number(key)];
      return at === undefined || part === undefined ? undefined : `puzzle-example-${at}-${part}`;
    }
    case 'solution':
      return `solution-${key ?? LANGUAGES[0]}`;
    case 'starterCode':
      return key === undefined ? undefined : `starter-${key}`;
    case 'limits':
      return key === 'cpuMs' || key === 'memoryMb' ? `puzzle-limit-${key}` : undefined;
    case 'checker':
      return key === undefined ? undefined : CHECKER_CONTROLS[key];
    default:
      return undefined;
  }
}

/**
 * Every error of the request at once, as the API would find them (its own schema): each at its control
 * (the first per control), and the rest, which no control shows, as sentences naming their field.
 */
export function formErrors(
  request: CreatePuzzleRequest,
  exampleAt: readonly number[],
): { fields: Record<string, string>; others: string[] } {
  const parsed = ZCreatePuzzleRequest.safeParse(request);
  const fields: Record<string, string> = {};
  const others: string[] = [];
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const control = controlOf(issue.path, exampleAt);
    if (control === undefined) others.push(`${issue.path.join('.') || 'The puzzle'}: ${issue.message}`);
    else fields[control] ??= issue.message;
  }
  return { fields, others };
}
