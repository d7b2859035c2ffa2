import { z } from 'zod';
import { ADMIN_MESSAGES } from './admin';
import { DIFFICULTIES } from './constants';
import { idField } from './fields';
import { ZJudgeChecker, ZJudgeLimits, ZVerdict } from './judge';
import { LANGUAGES } from './languages';

/**
 * Problem packages (the Kattis/ICPC problem package format): importing one or several as puzzles, each
 * proven on import by judging the package's own submissions, and exporting a puzzle as one. The import
 * answers with a report per problem: what was read, what was left out and why, and each submission's
 * verdict against the verdict its folder expects.
 */

/** Largest zip the import route reads; its contents are guarded again as they are unpacked. */
export const PACKAGE_UPLOAD_MAX_BYTES = 64 * 1024 * 1024;

export const PACKAGE_MESSAGES = {
  tooLarge: `A problem package may be at most ${PACKAGE_UPLOAD_MAX_BYTES / (1024 * 1024)} MB: split it into several zips`,
  notZip: 'Send the problem package as a .zip file (Content-Type: application/zip)',
  published: 'Puzzle published: learners can see it now',
  alreadyLive: 'This puzzle is already live',
  notDraft: 'No such draft puzzle',
  noProblem:
    'No problem found in this zip: a problem has problem.yaml (or domjudge-problem.ini) and a data/ folder',
  noSuchAttachment: 'No such attachment',
} as const;

/** A problem's attachments (its package's attachments/ files, offered to learners): each at most this large… */
export const ATTACHMENT_MAX_BYTES = 8 * 1024 * 1024;
/** …and at most this many. */
export const ATTACHMENTS_MAX = 20;
/** An attachment's name: a plain file name, no folder, nothing hidden. */
export const ATTACHMENT_NAME = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,99}$/;

/** A problem's fate: live (every submission got its folder's verdict), a draft to fix, or not stored. */
export const PACKAGE_PROBLEM_STATUSES = ['live', 'draft', 'refused'] as const;
export type PackageProblemStatus = (typeof PACKAGE_PROBLEM_STATUSES)[number];

/** Where the time limit came from: the package's own, its accepted submissions, or the judge's default. */
export const TIME_LIMIT_SOURCES = ['package', 'submissions', 'default'] as const;

/** POST /api/admin/packages?categoryId=&difficulty=: where the imported puzzles go (a default otherwise). */
export const ZPackageImportQuery = z.object({
  categoryId: idField(ADMIN_MESSAGES.noSuchCategory).optional(),
  difficulty: z.enum(DIFFICULTIES).optional(),
});
export type PackageImportQuery = z.infer<typeof ZPackageImportQuery>;

export const ZPackageSubmissionReport = z.object({
  /** Its path inside the problem's folder (submissions/accepted/sol.py). */
  file: z.string(),
  language: z.enum(LANGUAGES),
  /** The submissions/ folder it sits in (accepted, wrong_answer, …), or the @EXPECTED_RESULTS@ tag. */
  expectation: z.string(),
  /** The verdicts that meet that expectation. */
  expected: z.array(ZVerdict),
  verdict: ZVerdict,
  /** Its slowest test, in CPU milliseconds. */
  cpuMs: z.number().int(),
  /** The first test that did not pass, by name (secret/group1/03), or null when all passed. */
  failedTest: z.string().nullable(),
  asExpected: z.boolean(),
});
export type PackageSubmissionReport = z.infer<typeof ZPackageSubmissionReport>;

/** An input validator's run over every test (exit 42: valid), at import. */
export const ZPackageInputValidatorReport = z.object({
  /** Its path inside the problem's folder (input_validators/validate.py). */
  file: z.string(),
  language: z.enum(LANGUAGES),
  /** How many tests' inputs it accepted. */
  accepted: z.number().int(),
  /** The tests it refused, by name, each with how (its exit code, or the judge's verdict). */
  refused: z.array(z.string()),
  /** Why it judged nothing (it did not compile), or null. */
  failure: z.string().nullable(),
});
export type PackageInputValidatorReport = z.infer<typeof ZPackageInputValidatorReport>;

export const ZPackageProblemReport = z.object({
  /** The problem's folder in the zip ('' for a zip holding one problem at its root). */
  folder: z.string(),
  title: z.string(),
  status: z.enum(PACKAGE_PROBLEM_STATUSES),
  /** The stored puzzle (live or draft); null when refused. */
  puzzleId: z.number().int().nullable(),
  sampleTests: z.number().int(),
  secretTests: z.number().int(),
  limits: ZJudgeLimits,
  timeLimitSource: z.enum(TIME_LIMIT_SOURCES),
  checker: ZJudgeChecker,
  submissions: z.array(ZPackageSubmissionReport),
  inputValidators: z.array(ZPackageInputValidatorReport),
  /** What was read differently from the package, or left out (skipped files, statement markup), each naming the file. */
  notes: z.array(z.string()),
  /** Why it was refused or kept as a draft, each naming the file and the reason. */
  problems: z.array(z.string()),
});
export type PackageProblemReport = z.infer<typeof ZPackageProblemReport>;

export const ZPackageImportResponse = z.object({
  problems: z.array(ZPackageProblemReport),
  /** The whole import, in milliseconds (reading, judging and storing). */
  elapsedMs: z.number().int(),
});
export type PackageImportResponse = z.infer<typeof ZPackageImportResponse>;

export const ZPackageParams = z.object({ id: idField(PACKAGE_MESSAGES.notDraft) });
