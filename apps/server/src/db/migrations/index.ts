import type { Migration } from 'kysely';
import { initial } from './0001-initial';
import { puzzleContentHash } from './0002-puzzle-content-hash';
import { gamification } from './0003-gamification';
import { fairPlay } from './0004-fair-play';
import { admin } from './0005-admin';
import { resetLinkReasons } from './0008-reset-link-reasons';
import { catalogueVersions } from './0009-catalogue-versions';
import { generation } from './0010-generation';
import { unjudgedAttempts } from './0011-unjudged-attempts';
import { catalogueSeeds } from './0012-catalogue-seeds';
import { testStore } from './0013-test-store';
import { canonicalEmails } from './0014-canonical-emails';
import { anonymousSubmissions } from './0015-anonymous-submissions';
import { pendingSignups } from './0016-pending-signups';
import { classes } from './0017-classes';
import { assignments } from './0018-assignments';
import { classPuzzles } from './0019-class-puzzles';
import { editorSettings } from './0020-editor-settings';
import { solutionMarks } from './0021-solution-marks';
import { puzzleDrafts } from './0022-puzzle-drafts';
import { contests } from './0023-contests';
import { contestAnnouncements } from './0024-contest-announcements';
import { contestOwnProblems } from './0025-contest-own-problems';
import { puzzleAttachments } from './0026-puzzle-attachments';
import type { DatabaseKind, MigrationFactory } from './types';

/**
 * Every migration, in order. Append-only: a migration that has shipped is never edited; a change to the
 * schema is a new entry at the end, and it must run on both SQLite and PostgreSQL.
 */
const MIGRATIONS: Array<[name: string, factory: MigrationFactory]> = [
  ['0001-initial', initial],
  ['0002-puzzle-content-hash', puzzleContentHash],
  ['0003-gamification', gamification],
  ['0004-fair-play', fairPlay],
  ['0005-admin', admin],
  ['0008-reset-link-reasons', resetLinkReasons],
  ['0009-catalogue-versions', catalogueVersions],
  ['0010-generation', generation],
  ['0011-unjudged-attempts', unjudgedAttempts],
  ['0012-catalogue-seeds', catalogueSeeds],
  ['0013-test-store', testStore],
  ['0014-canonical-emails', canonicalEmails],
  ['0015-anonymous-submissions', anonymousSubmissions],
  ['0016-pending-signups', pendingSignups],
  ['0017-classes', classes],
  ['0018-assignments', assignments],
  ['0019-class-puzzles', classPuzzles],
  ['0020-editor-settings', editorSettings],
  ['0021-solution-marks', solutionMarks],
  ['0022-puzzle-drafts', puzzleDrafts],
  ['0023-contests', contests],
  ['0024-contest-announcements', contestAnnouncements],
  ['0025-contest-own-problems', contestOwnProblems],
  ['0026-puzzle-attachments', puzzleAttachments],
];

export function migrationsFor(kind: DatabaseKind): Record<string, Migration> {
  return Object.fromEntries(MIGRATIONS.map(([name, factory]) => [name, factory(kind)]));
}
