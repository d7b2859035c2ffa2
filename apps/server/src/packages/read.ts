import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_NAME,
  ATTACHMENTS_MAX,
  JUDGE_LIMITS,
  JUDGE_MAX_INPUT_BYTES,
  JUDGE_MAX_TESTS,
  type JudgeCheckerInput,
  type Language,
  OUTPUT_VALIDATOR_LANGUAGES,
  OUTPUT_VALIDATOR_MAX_BYTES,
  OUTPUT_VALIDATOR_MAX_PASSES,
  type OutputValidatorLanguage,
  PACKAGE_MESSAGES,
  VERDICTS,
  type Verdict,
} from '@codequest/contracts';
import { parse as parseYaml } from 'yaml';
import { latexToMarkdown } from './latex';
import { PACKAGE_LIMITS } from './limits';
import {
  emptyMeta,
  flagsOf,
  type ProblemMeta,
  parseProblemYaml,
  readDomjudgeIni,
  readProblemYaml,
} from './meta';
import { splitStatement } from './statement';
import { PackageError, type PackageFiles, readZip } from './zip';

/**
 * Reading a problem package (.zip, in memory) into what an import needs: one problem, or several (a contest
 * folder with problems.yaml, one folder per problem, or a problem at the zip's root or in one top folder).
 * The zip is refused whole for what makes it unsafe to read (zip.ts); a problem is refused alone, with every
 * reason naming its file, for what the judge cannot do (output validators of several programs or files, or in
 * another language). Nothing here runs code.
 */

export interface PackageTest {
  /** sample/1, secret/group1/03: its path under data/, without the extension. */
  name: string;
  input: string;
  expected: string;
  hidden: boolean;
}

export interface PackageSubmission {
  /** Its path inside the problem's folder. */
  file: string;
  language: Language;
  source: string;
  /** The folder it sits in (accepted, wrong_answer, …) or, with a tag, `@EXPECTED_RESULTS@: …`. */
  expectation: string;
  expected: Verdict[];
}

export interface PackageExample {
  input: string;
  output: string;
  explanation: string;
}

export interface PackageProblem {
  folder: string;
  title: string;
  meta: ProblemMeta;
  statement: string;
  constraints: string;
  examples: PackageExample[];
  tests: PackageTest[];
  submissions: PackageSubmission[];
  checker: JudgeCheckerInput;
  inputValidators: PackageInputValidator[];
  /** Its attachments/ files, offered to learners with the statement. */
  attachments: PackageAttachment[];
  notes: string[];
  /** Why it cannot be imported; empty when it can. */
  refusals: string[];
}

/** A file of attachments/, by its name there. */
export interface PackageAttachment {
  name: string;
  data: Uint8Array;
}

/** An input validator the import runs: one source file in a language the judge runs. */
export interface PackageInputValidator {
  file: string;
  language: Language;
  source: string;
}

export interface ReadPackage {
  problems: PackageProblem[];
}

export async function readPackage(zip: Buffer): Promise<ReadPackage> {
  const files = await readZip(zip);
  const folders = findProblems(files);
  if (folders.length === 0) throw new PackageError(PACKAGE_MESSAGES.noProblem);
  return { problems: folders.map((folder) => readProblem(files, folder)) };
}

const isProblemAt = (files: PackageFiles, prefix: string) =>
  files.has(`${prefix}problem.yaml`) ||
  files.has(`${prefix}domjudge-problem.ini`) ||
  [...files.keys()].some((name) => name.startsWith(`${prefix}data/`));

/** Folders ('' or 'name/') holding a problem, in the contest's order when problems.yaml gives one. */
export function findProblems(files: PackageFiles, prefix = '', depth = 0): string[] {
  if (isProblemAt(files, prefix)) return [prefix];
  if (depth >= PACKAGE_LIMITS.depth) return [];
  const children = new Set<string>();
  for (const name of files.keys()) {
    if (!name.startsWith(prefix)) continue;
    const rest = name.slice(prefix.length);
    const slash = rest.indexOf('/');
    if (slash > 0) children.add(rest.slice(0, slash));
  }
  const ordered = contestOrder(files, prefix, [...children].sort());
  return ordered.flatMap((child) => findProblems(files, `${prefix}${child}/`, depth + 1));
}

/** problems.yaml's order (a list of problems by id or short_name, or 2023-07's `problems:` list). */
function contestOrder(files: PackageFiles, prefix: string, children: string[]): string[] {
  const text = files.get(`${prefix}problems.yaml`);
  if (!text) return children;
  let listed: unknown;
  try {
    listed = parseYaml(text.toString('utf8'));
  } catch {
    return children;
  }
  const entries = Array.isArray(listed) ? listed : ((listed as { problems?: unknown })?.problems ?? []);
  const order: string[] = [];
  for (const entry of Array.isArray(entries) ? entries : []) {
    const id = typeof entry === 'string' ? entry : (entry?.id ?? entry?.short_name ?? entry?.shortname);
    if (typeof id === 'string' && children.includes(id) && !order.includes(id)) order.push(id);
  }
  return [...order, ...children.filter((child) => !order.includes(child))];
}

function textOf(data: Buffer, file: string): string {
  if (data.includes(0))
    throw new PackageError(`${file}: refused, it holds a NUL byte (binary data is not read)`);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw new PackageError(`${file}: refused, it is not UTF-8 text`);
  }
}

function readProblem(all: PackageFiles, folder: string): PackageProblem {
  const files: PackageFiles = new Map();
  for (const [name, data] of all) if (name.startsWith(folder)) files.set(name.slice(folder.length), data);
  const shortName = folder.replace(/\/$/, '').split('/').at(-1) || 'problem';
  const problem: PackageProblem = {
    folder: folder.replace(/\/$/, ''),
    title: shortName,
    meta: emptyMeta(),
    statement: '',
    constraints: '',
    examples: [],
    tests: [],
    submissions: [],
    checker: { type: 'tokens', caseSensitive: false },
    inputValidators: [],
    attachments: [],
    notes: [],
    refusals: [],
  };
  const at = (file: string) => `${folder}${file}`;
  try {
    readSettings(files, problem, at);
    refuseWhatTheJudgeCannotDo(files, problem, at);
    if (problem.refusals.length > 0) return problem;
    problem.tests = readTests(files, at, problem);
    readStatement(files, problem, at);
    problem.submissions = readSubmissions(files, problem, at);
    problem.inputValidators = readInputValidators(files, problem, at);
    problem.attachments = readAttachments(files, problem, at);
    // data/testdata.yaml's flags (2023-07) over problem.yaml's (legacy): an export may state both, the same.
    const testdata = testdataFlags(files);
    const flags = testdata.length > 0 ? testdata : problem.meta.validatorFlags;
    problem.checker = readOutputValidator(files, problem, flags, at) ?? checkerOf(flags, problem, at);
  } catch (error) {
    if (!(error instanceof PackageError)) throw error;
    problem.refusals.push(error.message);
  }
  return problem;
}

function readSettings(files: PackageFiles, problem: PackageProblem, at: (file: string) => string) {
  const yaml = files.get('problem.yaml');
  if (yaml)
    problem.meta = readProblemYaml(
      parseProblemYaml(textOf(yaml, at('problem.yaml')), at('problem.yaml')),
      at('problem.yaml'),
    );
  const ini = files.get('domjudge-problem.ini');
  if (ini) {
    const settings = readDomjudgeIni(textOf(ini, at('domjudge-problem.ini')));
    problem.meta.name ??= settings.name;
    if (problem.meta.timeLimitS === null && settings.timeLimitS !== null) {
      problem.meta.timeLimitS = settings.timeLimitS;
      problem.meta.timeLimitFile = at('domjudge-problem.ini');
    }
  }
  const timelimit = files.get('.timelimit');
  if (timelimit && problem.meta.timeLimitS === null) {
    const seconds = Number(textOf(timelimit, at('.timelimit')).trim());
    if (Number.isFinite(seconds) && seconds > 0) {
      problem.meta.timeLimitS = seconds;
      problem.meta.timeLimitFile = at('.timelimit');
    } else problem.notes.push(`${at('.timelimit')}: not a number of seconds, ignored`);
  }
  if (problem.meta.name) problem.title = problem.meta.name;
}

function refuseWhatTheJudgeCannotDo(
  files: PackageFiles,
  problem: PackageProblem,
  at: (file: string) => string,
) {
  const refuse = (message: string) => problem.refusals.push(message);
  const names = [...files.keys()];
  const types = problem.meta.types;
  const interaction = names.find((name) => name.startsWith('data/') && name.endsWith('.interaction'));
  if (interaction && !types.includes('interactive'))
    problem.notes.push(`${at(interaction)}: not shown; its sample is shown as its input and answer files`);
  const yaml = at('problem.yaml');
  if (types.includes('submit-answer')) refuse(`${yaml}: submit-answer problems are not supported`);
  if (types.includes('scoring') || types.includes('score'))
    problem.notes.push(`${yaml}: a scoring problem is judged pass-fail here (every test must pass)`);
}

/** Compares test paths as Kattis orders them: segment by segment, each by its name. */
function byPath(a: string, b: string): number {
  const left = a.split('/');
  const right = b.split('/');
  for (let index = 0; index < Math.min(left.length, right.length); index++) {
    const x = left[index] as string;
    const y = right[index] as string;
    if (x !== y) return x < y ? -1 : 1;
  }
  return left.length - right.length;
}

function readTests(
  files: PackageFiles,
  at: (file: string) => string,
  problem: PackageProblem,
): PackageTest[] {
  const tests: PackageTest[] = [];
  for (const [group, hidden] of [
    ['sample', false],
    ['secret', true],
  ] as const) {
    const inputs = [...files.keys()]
      .filter((name) => name.startsWith(`data/${group}/`) && name.endsWith('.in'))
      .map((name) => name.slice('data/'.length, -'.in'.length))
      .sort(byPath);
    for (const name of inputs) {
      const input = files.get(`data/${name}.in`) as Buffer;
      const answer = files.get(`data/${name}.ans`);
      if (!answer) throw new PackageError(`${at(`data/${name}.in`)}: refused, it has no .ans beside it`);
      if (input.length > JUDGE_MAX_INPUT_BYTES)
        throw new PackageError(
          `${at(`data/${name}.in`)}: refused, a test's input may be at most ${JUDGE_MAX_INPUT_BYTES / (1024 * 1024)} MB`,
        );
      tests.push({
        name,
        input: textOf(input, at(`data/${name}.in`)),
        expected: textOf(answer, at(`data/${name}.ans`)),
        hidden,
      });
    }
  }
  const stray = [...files.keys()].find((name) => /^data\/[^/]+\.in$/.test(name));
  if (stray) problem.notes.push(`${at(stray)}: outside data/sample and data/secret, not read`);
  if (tests.length === 0)
    throw new PackageError(
      `${at('data/')}: refused, no test (data/sample/*.in or data/secret/*.in with its .ans)`,
    );
  if (tests.length > JUDGE_MAX_TESTS)
    throw new PackageError(
      `${at('data/')}: refused, ${tests.length} tests: a puzzle holds at most ${JUDGE_MAX_TESTS}`,
    );
  return tests;
}

const STATEMENT_FOLDERS = ['statement/', 'problem_statement/'];
const STATEMENT_FILES = ['problem.en.md', 'problem.md', 'problem.en.tex', 'problem.tex'];

function readStatement(files: PackageFiles, problem: PackageProblem, at: (file: string) => string) {
  let found: string | undefined;
  for (const folder of STATEMENT_FOLDERS)
    for (const file of STATEMENT_FILES)
      if (!found && files.has(`${folder}${file}`)) found = `${folder}${file}`;
  if (!found) {
    found = [...files.keys()].find((name) =>
      STATEMENT_FOLDERS.some(
        (folder) => /^[^/]+\/problem\.[a-z-]+\.(md|tex)$/.test(name) && name.startsWith(folder),
      ),
    );
    if (found) problem.notes.push(`${at(found)}: no English statement, this one is used`);
  }
  if (!found)
    throw new PackageError(
      `${at('statement/')}: refused, no statement (problem.en.md, problem.md, problem.en.tex or problem.tex)`,
    );
  const text = textOf(files.get(found) as Buffer, at(found));
  let markdown: string;
  if (found.endsWith('.tex')) {
    const folder = found.slice(0, found.lastIndexOf('/') + 1);
    const images = new Set(
      [...files.keys()].filter((name) => name.startsWith(folder)).map((name) => name.slice(folder.length)),
    );
    const converted = latexToMarkdown(text, at(found), images);
    markdown = converted.markdown;
    problem.notes.push(...converted.notes);
    if (!problem.meta.name && converted.title) problem.title = converted.title;
  } else markdown = text;
  const parts = splitStatement(markdown);
  problem.statement = parts.statement;
  problem.constraints = parts.constraints;
  problem.examples = parts.examples ?? samplesAsExamples(files, problem, at);
}

/**
 * attachments/: the files learners may download with the statement (a testing tool, a data file). Only
 * plain files at the folder's top, of plain names, each at most ATTACHMENT_MAX_BYTES and ATTACHMENTS_MAX
 * of them; the rest are noted and left out.
 */
function readAttachments(
  files: PackageFiles,
  problem: PackageProblem,
  at: (file: string) => string,
): PackageAttachment[] {
  const attachments: PackageAttachment[] = [];
  for (const [file, data] of [...files].filter(([name]) => name.startsWith('attachments/')).sort()) {
    const name = file.slice('attachments/'.length);
    if (name === '' || name.endsWith('/')) continue;
    const left = (why: string) => problem.notes.push(`${at(file)}: not offered, ${why}`);
    if (!ATTACHMENT_NAME.test(name)) left('as only files at the top of attachments/, of plain names, are');
    else if (data.length > ATTACHMENT_MAX_BYTES)
      left(`as an attachment may be at most ${ATTACHMENT_MAX_BYTES / (1024 * 1024)} MB`);
    else if (attachments.length >= ATTACHMENTS_MAX)
      left(`as a problem may offer at most ${ATTACHMENTS_MAX} files`);
    else attachments.push({ name, data });
  }
  return attachments;
}

const INTERACTION_EXPLANATION =
  'An interaction: the judge says the lines of the input, and the program answers with the lines of the output, in turns.';

/**
 * The examples a statement without its own gets: the samples, each input with its answer. An interactive
 * problem's input is the judge's, not the program's: its examples are its samples' interaction logs
 * (`.interaction`: the judge's lines `<`, the program's `>`), or none.
 */
function samplesAsExamples(
  files: PackageFiles,
  problem: PackageProblem,
  at: (file: string) => string,
): PackageExample[] {
  if (!problem.meta.types.includes('interactive'))
    return problem.tests
      .filter((test) => !test.hidden)
      .map((test) => ({ input: test.input, output: test.expected, explanation: '' }));
  const logs = [...files.keys()]
    .filter((name) => name.startsWith('data/sample/') && name.endsWith('.interaction'))
    .sort(byPath);
  if (logs.length === 0)
    problem.notes.push(
      `${at('data/sample/')}: no example shown, as an interactive problem's samples are the judge's input (a sample's .interaction log would be)`,
    );
  return logs.map((name) => {
    const lines = textOf(files.get(name) as Buffer, at(name)).split(/\r?\n/);
    const said = (mark: string) =>
      lines
        .filter((line) => line.startsWith(mark))
        .map((line) => `${line.slice(1)}\n`)
        .join('');
    return { input: said('<'), output: said('>'), explanation: INTERACTION_EXPLANATION };
  });
}

const EXTENSIONS: Record<string, Language> = {
  c: 'c',
  cpp: 'cpp',
  cc: 'cpp',
  cxx: 'cpp',
  'c++': 'cpp',
  java: 'java',
  js: 'javascript',
  py: 'python',
  py3: 'python',
};

const NOT_ACCEPTED = VERDICTS.filter((verdict) => verdict !== 'ACCEPTED' && verdict !== 'INTERNAL_ERROR');
/** What each submissions/ folder expects (2023-07 and legacy names). */
const FOLDER_VERDICTS: Record<string, Verdict[]> = {
  accepted: ['ACCEPTED'],
  wrong_answer: ['WRONG_ANSWER'],
  time_limit_exceeded: ['TIME_LIMIT_EXCEEDED'],
  run_time_error: ['RUNTIME_ERROR'],
  compile_error: ['COMPILATION_ERROR'],
  rejected: NOT_ACCEPTED,
  brute_force: NOT_ACCEPTED,
};
/** DOMjudge's @EXPECTED_RESULTS@ words. */
const TAG_VERDICTS: Record<string, Verdict> = {
  CORRECT: 'ACCEPTED',
  'WRONG-ANSWER': 'WRONG_ANSWER',
  'NO-OUTPUT': 'WRONG_ANSWER',
  TIMELIMIT: 'TIME_LIMIT_EXCEEDED',
  'RUN-ERROR': 'RUNTIME_ERROR',
  'COMPILER-ERROR': 'COMPILATION_ERROR',
  'OUTPUT-LIMIT': 'OUTPUT_LIMIT_EXCEEDED',
  'MEMORY-LIMIT': 'MEMORY_LIMIT_EXCEEDED',
};

/**
 * The input validators the import runs: each file of input_validators/ (or the older input_format_validators/),
 * or a folder there holding one file, in C, C++, Java, JavaScript or Python. Others (several files, or
 * checktestdata and the like) are noted and not run, as are the flags testdata.yaml may give them.
 */
function readInputValidators(
  files: PackageFiles,
  problem: PackageProblem,
  at: (file: string) => string,
): PackageInputValidator[] {
  const units = new Map<string, string[]>();
  for (const name of [...files.keys()].sort()) {
    const parts = name.split('/');
    if (!['input_validators', 'input_format_validators'].includes(parts[0] as string) || parts.length < 2)
      continue;
    const unit = parts.slice(0, 2).join('/');
    units.set(unit, [...(units.get(unit) ?? []), name]);
  }
  const validators: PackageInputValidator[] = [];
  for (const [unit, members] of units) {
    const file = members[0] as string;
    const language = EXTENSIONS[extensionOf(file)];
    if (members.length !== 1 || !language) {
      problem.notes.push(
        `${at(unit)}: not run, only an input validator of one file in C, C++, Java, JavaScript or Python is`,
      );
      continue;
    }
    let source = textOf(files.get(file) as Buffer, at(file));
    if (language === 'java') source = asMainClass(source, at(file), problem.notes);
    validators.push({ file, language, source });
  }
  if (
    validators.length > 0 &&
    files.has('data/testdata.yaml') &&
    /input_validator_flags/.test(textOf(files.get('data/testdata.yaml') as Buffer, at('data/testdata.yaml')))
  )
    problem.notes.push(`${at('data/testdata.yaml')}: input_validator_flags are not passed to the validators`);
  return validators;
}

const OUTPUT_VALIDATOR_FOLDERS = ['output_validators', 'output_validator'];
/** Headers a C or C++ validator may include from its own folder (Kattis's validate.h, say), inlined. */
const HEADER = /\.(h|hh|hpp|hxx)$/i;

/**
 * The problem's own output validator, when it has one that is used: legacy packages use it with
 * `validation: custom`, later formats whenever output_validator/ holds one. One program of one source file
 * in C, C++ or Python (a C or C++ one may include headers of its own folder, which are inlined); its flags
 * are the package's validator flags. Anything else is a refusal naming the file.
 */
function readOutputValidator(
  files: PackageFiles,
  problem: PackageProblem,
  flags: string[],
  at: (file: string) => string,
): JudgeCheckerInput | null {
  const names = [...files.keys()]
    .filter((name) => OUTPUT_VALIDATOR_FOLDERS.includes(name.split('/')[0] as string))
    .sort();
  const { types, validationPasses } = problem.meta;
  const legacy = problem.meta.format === 'legacy';
  const interactive = types.includes('interactive');
  const passes = types.includes('multi-pass') ? (validationPasses ?? 2) : 1;
  const declared = types.includes('custom') || interactive || passes > 1;
  const yaml = at('problem.yaml');
  if (names.length === 0) {
    if (declared)
      throw new PackageError(
        `${yaml}: ${interactive ? 'an interactive problem' : passes > 1 ? 'a multi-pass problem' : 'validation: custom'}, but the package has no output validator`,
      );
    return null;
  }
  if (passes > OUTPUT_VALIDATOR_MAX_PASSES)
    throw new PackageError(`${yaml}: refused, validation_passes is above ${OUTPUT_VALIDATOR_MAX_PASSES}`);
  if (legacy && !declared) {
    problem.notes.push(`${at(names[0] as string)}: not used, as problem.yaml's validation is not custom`);
    return null;
  }
  // output_validators/<one>/… or output_validators/<one file> (legacy); output_validator/… is one program.
  const units = new Set(
    names.map((name) => {
      const parts = name.split('/');
      return parts[0] === 'output_validator' || parts.length === 2 ? parts[0] : parts.slice(0, 2).join('/');
    }),
  );
  if (units.size > 1)
    throw new PackageError(
      `${at(names[0]?.split('/')[0] as string)}: refused, CodeQuest runs one output validator and this package has ${units.size}`,
    );
  const sources = names.filter((name) => !HEADER.test(name) && EXTENSIONS[extensionOf(name)] !== undefined);
  const language = sources.length === 1 ? EXTENSIONS[extensionOf(sources[0] as string)] : undefined;
  if (
    sources.length !== 1 ||
    !language ||
    !(OUTPUT_VALIDATOR_LANGUAGES as readonly string[]).includes(language)
  )
    throw new PackageError(
      `${at(names[0] as string)}: refused, an output validator must be one source file in C, C++ or Python (found ${sources.length === 0 ? 'none' : sources.map((name) => at(name)).join(', ')})`,
    );
  const file = sources[0] as string;
  const folder = file.slice(0, file.lastIndexOf('/') + 1);
  let source = textOf(files.get(file) as Buffer, at(file));
  if (language !== 'python') source = withHeaders(source, folder, files, at);
  if (Buffer.byteLength(source, 'utf8') > OUTPUT_VALIDATOR_MAX_BYTES)
    throw new PackageError(
      `${at(file)}: refused, the output validator${language === 'python' ? '' : ' with its headers'} is over ${OUTPUT_VALIDATOR_MAX_BYTES / 1024} KB`,
    );
  if (flags.length > 0) problem.notes.push(`${at(file)}: run with the flags ${flags.join(' ')}`);
  return {
    type: 'custom',
    language: language as OutputValidatorLanguage,
    source,
    flags,
    interactive,
    passes: Math.floor(passes),
  };
}

/** A C or C++ source with each `#include "name"` of a file of its folder inlined, each header once. */
function withHeaders(
  source: string,
  folder: string,
  files: PackageFiles,
  at: (file: string) => string,
): string {
  const inlined = new Set<string>();
  const expand = (text: string): string =>
    text.replace(/^[ \t]*#[ \t]*include[ \t]*"([^"]+)"[^\n]*$/gm, (line, name: string) => {
      const header = `${folder}${name}`;
      const bytes = files.get(header);
      if (!bytes) return line;
      if (inlined.has(header)) return '';
      inlined.add(header);
      return expand(textOf(bytes, at(header)));
    });
  return expand(source);
}

function readSubmissions(
  files: PackageFiles,
  problem: PackageProblem,
  at: (file: string) => string,
): PackageSubmission[] {
  // One submission per file at submissions/<folder>/, or per folder below it (its one source file).
  const units = new Map<string, string[]>();
  for (const name of [...files.keys()].sort()) {
    const parts = name.split('/');
    if (parts[0] !== 'submissions' || parts.length < 3) continue;
    const unit = parts.length === 3 ? name : parts.slice(0, 3).join('/');
    units.set(unit, [...(units.get(unit) ?? []), name]);
  }
  const submissions: PackageSubmission[] = [];
  for (const [unit, members] of units) {
    const folder = unit.split('/')[1] as string;
    const sources = members.filter((name) => EXTENSIONS[extensionOf(name)] !== undefined);
    if (sources.length !== 1) {
      problem.notes.push(
        sources.length === 0
          ? `${at(unit)}: skipped, not in a language CodeQuest offers (C, C++, Java, JavaScript, Python)`
          : `${at(unit)}: skipped, a submission of several source files is not supported`,
      );
      continue;
    }
    const file = sources[0] as string;
    const language = EXTENSIONS[extensionOf(file)] as Language;
    let source = textOf(files.get(file) as Buffer, at(file));
    if (Buffer.byteLength(source) > JUDGE_LIMITS.sourceKb.max * 1024) {
      problem.notes.push(`${at(file)}: skipped, over ${JUDGE_LIMITS.sourceKb.max} KB of source`);
      continue;
    }
    const tagged = expectedResults(source);
    const expected = tagged ?? FOLDER_VERDICTS[folder];
    if (!expected) {
      problem.notes.push(`${at(file)}: skipped, the folder submissions/${folder} says no verdict to expect`);
      continue;
    }
    if (language === 'java') source = asMainClass(source, at(file), problem.notes);
    submissions.push({
      file,
      language,
      source,
      expectation: tagged ? `@EXPECTED_RESULTS@: ${tagged.join(', ')}` : folder,
      expected,
    });
  }
  return submissions;
}

const extensionOf = (name: string) =>
  name.includes('.') ? (name.split('.').at(-1) ?? '').toLowerCase() : '';

/** DOMjudge's tag, when the source carries one: the verdicts it allows. */
export function expectedResults(source: string): Verdict[] | null {
  const match = /@EXPECTED_RESULTS@:?\s*([A-Za-z_,\- ]+)/.exec(source);
  if (!match?.[1]) return null;
  const verdicts = match[1]
    .split(/[,\s]+/)
    .map((word) => TAG_VERDICTS[word.trim().toUpperCase().replace(/_/g, '-')])
    .filter((verdict): verdict is Verdict => verdict !== undefined);
  return verdicts.length > 0 ? [...new Set(verdicts)] : null;
}

/** The judge compiles Java as Main.java: a public class of another name is renamed (and the report says so). */
function asMainClass(source: string, file: string, notes: string[]): string {
  const name = /public\s+(?:final\s+)?class\s+([A-Za-z_$][\w$]*)/.exec(source)?.[1];
  if (!name || name === 'Main') return source;
  notes.push(`${file}: its public class ${name} is judged as Main`);
  return source.replace(new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`, 'g'), 'Main');
}

/**
 * The default output validator's flags as this judge's checker. Without space_change_sensitive it is the
 * tokens checker, Kattis's own rules; with it, lines compared as they are (numbers within the tolerances, if
 * any), case-sensitive whatever the flags say. What it cannot honour at all is a refusal.
 */
function checkerOf(
  flags: string[],
  problem: PackageProblem,
  at: (file: string) => string,
): JudgeCheckerInput {
  const values = new Map<string, number>();
  const words = new Set<string>();
  for (let index = 0; index < flags.length; index++) {
    const flag = flags[index] as string;
    if (flag.startsWith('float_')) {
      const value = Number(flags[index + 1]);
      if (!Number.isFinite(value) || value < 0)
        throw new PackageError(`${at('problem.yaml')}: refused, ${flag} needs a number`);
      if (value > JUDGE_FLOAT_MAX)
        throw new PackageError(
          `${at('problem.yaml')}: refused, ${flag} ${value} is over ${JUDGE_FLOAT_MAX}, the most this judge allows`,
        );
      values.set(flag, value);
      index++;
    } else words.add(flag);
  }
  for (const word of words)
    if (word !== 'case_sensitive' && word !== 'space_change_sensitive')
      problem.notes.push(`${at('problem.yaml')}: validator flag ${word} not understood, ignored`);
  const both = values.get('float_tolerance');
  const absolute = values.get('float_absolute_tolerance') ?? both;
  const relative = values.get('float_relative_tolerance') ?? both;
  const tolerant = absolute !== undefined || relative !== undefined;
  if (!words.has('space_change_sensitive'))
    return {
      type: 'tokens',
      caseSensitive: words.has('case_sensitive'),
      ...(absolute === undefined ? {} : { absolute }),
      ...(relative === undefined ? {} : { relative }),
    };
  if (!words.has('case_sensitive'))
    problem.notes.push(
      `${at('problem.yaml')}: space_change_sensitive without case_sensitive: letters are compared in their case too`,
    );
  if (!tolerant) return { type: 'lines' };
  return { type: 'float', absolute: absolute ?? 0, relative: relative ?? 0 };
}

const JUDGE_FLOAT_MAX = 1;

/** Flags given in data/testdata.yaml (2023-07's output_validator_flags), added to problem.yaml's. */
export function testdataFlags(files: PackageFiles): string[] {
  const text = files.get('data/testdata.yaml');
  if (!text) return [];
  try {
    const yaml = parseYaml(text.toString('utf8')) as Record<string, unknown> | null;
    return flagsOf(yaml?.output_validator_flags);
  } catch {
    return [];
  }
}
