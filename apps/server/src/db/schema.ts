import type { Language } from '@codequest/contracts';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * The database as Kysely sees it. Portable across SQLite and PostgreSQL: booleans are 0/1 integers,
 * times are epoch milliseconds (bigint), lists and objects are JSON text.
 */

type Flag = 0 | 1;
type EpochMs = number;
type Json = string;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** Lower-cased username: uniqueness ignores case. */
  username_key: string;
  /** Stored lower-cased: uniqueness and login ignore case. */
  email: string;
  mobile: string | null;
  password_hash: string;
  is_admin: ColumnType<Flag, Flag | undefined, Flag>;
  /** May create and teach classes (migration 0017); granted and removed by administrators. */
  is_teacher: ColumnType<Flag, Flag | undefined, Flag>;
  /** The canonical IANA name of the zone in force (until next_time_zone_at, when there is one). */
  time_zone: string;
  /** A requested change of zone, in force from next_time_zone_at: the start of the next local day. */
  next_time_zone: ColumnType<string | null, string | null | undefined, string | null>;
  next_time_zone_at: ColumnType<EpochMs | null, EpochMs | null | undefined, EpochMs | null>;
  /** When the zone last changed (at most once a week), or null. */
  time_zone_changed_at: ColumnType<EpochMs | null, EpochMs | null | undefined, EpochMs | null>;
  total_xp: ColumnType<number, number | undefined, number>;
  /** When total_xp last changed: the leaderboard's last tie-breaker. */
  xp_reached_at: EpochMs;
  /** Length of the run of active days ending on streak_last_day (a cache of daily_activity). */
  streak_count: ColumnType<number, number | undefined, number>;
  streak_last_day: string | null;
  /** Puzzles completed (a cache of puzzle_progress, kept in the submit transaction). */
  solved_count: ColumnType<number, number | undefined, number>;
  /** The editor settings as JSON (migration 0020), or null for the defaults. */
  editor_settings: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: EpochMs;
  updated_at: EpochMs;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the bearer token; the token itself is never stored. */
  token_hash: string;
  created_at: EpochMs;
  last_used_at: EpochMs;
  expires_at: EpochMs;
  revoked_at: EpochMs | null;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: EpochMs;
  expires_at: EpochMs;
  /** When the link stopped working (used, replaced or revoked); null while it works. */
  used_at: EpochMs | null;
  closed_reason: ResetLinkClosedReason | null;
}

export type ResetLinkClosedReason = 'used' | 'replaced' | 'password_changed';

/** A sign-up waiting for its email to be confirmed (SIGNUP_CONFIRM_EMAIL): one per address. */
export interface PendingSignupsTable {
  email: string;
  username: string;
  mobile: string | null;
  password_hash: string;
  time_zone: string;
  token_hash: string;
  created_at: EpochMs;
  expires_at: EpochMs;
}

export interface CategoriesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: string;
  icon: string;
  sort_order: number;
}

export interface PuzzlesTable {
  id: Generated<number>;
  slug: string;
  category_id: number;
  title: string;
  description: string;
  difficulty: 'easy' | 'medium' | 'hard';
  topic: string | null;
  statement: string;
  constraints: string;
  hints: Json;
  examples: Json;
  points: number;
  stars: number;
  sort_order: number;
  /** Judge limits that override the defaults (JSON), or null. */
  limits: Json | null;
  /** Output checker settings (JSON), or null for the default line checker. */
  checker: Json | null;
  /** Where it came from: the content catalogue, an administrator, or the generator. */
  origin: 'content' | 'admin' | 'generated';
  created_by: number | null;
  created_at: EpochMs;
  updated_at: EpochMs;
  /** A puzzle removed from the catalogue is retired, never deleted: learners keep what they earned. */
  retired_at: EpochMs | null;
  /** The admin who retired it (null: retired because it left the catalogue, or live). */
  retired_by: number | null;
  /** SHA-256 of the catalogue files the puzzle was last seeded from (null for puzzles made in the app). */
  content_hash: string | null;
  /** A learner's personal practice puzzle (generated): only they see it. Null: the shared catalogue. */
  owner_id: number | null;
  /** A class's own puzzle (migration 0019): only the class's members see it. Null: not a class's. */
  class_id: number | null;
  /** A contest's own problem (migration 0025): only the contest shows it. Null: not a contest's. */
  contest_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** An imported package not yet proven (migration 0022): no learner sees it until it is published. */
  draft: ColumnType<Flag, Flag | undefined, Flag>;
}

/** A test's metadata: its texts are in the test store (test_files), by hash. */
export interface PuzzleTestsTable {
  id: Generated<number>;
  puzzle_id: number;
  ordinal: number;
  input_hash: string;
  /** UTF-8 bytes. */
  input_bytes: number;
  expected_hash: string;
  expected_bytes: number;
  hidden: Flag;
}

/**
 * The test store (test-store/store.ts): each distinct text once, by the hex SHA-256 of its UTF-8 bytes. A
 * catalogue file's text stays in its file (`path`, relative to the content folder); any other is `data`.
 */
export interface TestFilesTable {
  hash: string;
  bytes: number;
  path: string | null;
  data: string | null;
}

/** A file offered with a puzzle's statement (an imported package's attachments/), kept whole. */
export interface PuzzleAttachmentsTable {
  puzzle_id: number;
  name: string;
  bytes: number;
  data: Buffer;
}

export interface PuzzleCodeTable {
  puzzle_id: number;
  language: Language;
  starter: string;
  solution: string | null;
}

export interface PuzzleProgressTable {
  user_id: number;
  puzzle_id: number;
  status: 'not_started' | 'in_progress' | 'completed';
  started_at: EpochMs | null;
  completed_at: EpochMs | null;
  xp_awarded: ColumnType<number, number | undefined, number>;
  hints_revealed: ColumnType<number, number | undefined, number>;
  solution_revealed: ColumnType<Flag, Flag | undefined, Flag>;
  /** 0 for a completion after the solution was seen: it counts for nothing (no solve, no achievement). */
  counts: ColumnType<Flag, Flag | undefined, Flag>;
  /** When the learner first opened the puzzle: elapsed time is measured from it, by the server. */
  opened_at: ColumnType<EpochMs | null, EpochMs | null | undefined, EpochMs | null>;
  /** Submissions that reached the judge but ended in Internal Error: not stored, yet attempts all the same. */
  unjudged_attempts: ColumnType<number, number | undefined, number>;
}

export interface SubmissionsTable {
  id: Generated<number>;
  /** Null once its learner deleted their account: kept, anonymised, for the puzzle's figures (migration 0015). */
  user_id: number | null;
  puzzle_id: number;
  language: Language;
  code: string;
  verdict: string;
  passed_count: number;
  total_count: number;
  /** Per-test summary (JSON): verdict, time, memory; never hidden tests' data. */
  results: Json;
  runtime_ms: number | null;
  memory_kb: number | null;
  xp_gained: ColumnType<number, number | undefined, number>;
  created_at: EpochMs;
  /** Made in a contest (migration 0023), or null. */
  contest_id: number | null;
}

export interface AchievementsTable {
  id: Generated<number>;
  key: string;
  name: string;
  description: string;
  type: 'milestone' | 'puzzle' | 'streak' | 'special';
  xp_reward: number;
  sort_order: number;
}

export interface UserAchievementsTable {
  user_id: number;
  achievement_id: number;
  unlocked_at: EpochMs;
}

export interface MessagesTable {
  id: Generated<number>;
  to_user_id: number;
  from_user_id: number | null;
  body: string;
  created_at: EpochMs;
  read_at: EpochMs | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  /** The admin who acted; null for the server itself (ADMIN_EMAIL at start) or an account since removed. */
  actor_id: number | null;
  action: string;
  target_type: string;
  target_id: number;
  /** The target's title or username at the time. */
  target_label: string;
  summary: string;
  /** What changed (JSON). */
  details: Json;
  created_at: EpochMs;
}

export interface DailyActivityTable {
  user_id: number;
  /** The learner's local calendar day (YYYY-MM-DD) in their time zone at the time. */
  day: string;
  accepted_count: number;
}

export interface DraftsTable {
  user_id: number;
  puzzle_id: number;
  language: Language;
  code: string;
  updated_at: EpochMs;
}

/** How a generated puzzle was made, and the keys that tell a duplicate of it. */
export interface GeneratedPuzzlesTable {
  puzzle_id: number;
  /** `<track>/<family>` for a puzzle family, `llm:<model>` for a model's puzzle. */
  generator: string;
  seed: number | null;
  /** JSON: what makes the puzzle itself (story, numbers, twist). */
  parameters: Json;
  parameters_key: string;
  statement_key: string;
  requested_by: number | null;
  created_at: EpochMs;
}

/** The catalogue's files as last seeded (migration 0012). */
export interface CatalogueSeedsTable {
  catalogue: string;
  /** catalogue/version.ts: a hash of every file's path, size and modification time. */
  version: string;
  seeded_at: EpochMs;
}

/** A teacher's class (migration 0017). */
export interface ClassesTable {
  id: Generated<number>;
  name: string;
  description: string;
  /** What learners type or follow as /join/<code>: unique, from an alphabet without look-alikes. */
  join_code: string;
  /** 0 once a teacher closed joining: the code then admits no one. */
  joining_open: ColumnType<Flag, Flag | undefined, Flag>;
  /** Who made it; null once that account is gone. */
  created_by: number | null;
  created_at: EpochMs;
  updated_at: EpochMs;
}

export type ClassRole = 'learner' | 'teacher';

/** Who belongs to a class, one row per user and class. */
export interface ClassMembersTable {
  class_id: number;
  user_id: number;
  role: ClassRole;
  joined_at: EpochMs;
}

/** A class's assignment (migration 0018): instants in UTC milliseconds. */
export interface AssignmentsTable {
  id: Generated<number>;
  class_id: number;
  title: string;
  opens_at: EpochMs;
  /** An accept at or before this instant is on time; after it, late. */
  due_at: EpochMs;
  /** 1: late solves count in totals and the class leaderboard. */
  late_counts: Flag;
  /** Who made it; null once that account is gone. */
  created_by: number | null;
  created_at: EpochMs;
  updated_at: EpochMs;
}

export interface AssignmentPuzzlesTable {
  assignment_id: number;
  puzzle_id: number;
  position: number;
}

/** A learner's mark on another learner's accepted solution (migration 0021); one per kind. */
export interface SolutionMarksTable {
  submission_id: number;
  user_id: number;
  kind: 'clever' | 'best_practice';
  created_at: EpochMs;
}

/** A contest (migration 0023): instants and durations in milliseconds. */
export interface ContestsTable {
  id: Generated<number>;
  title: string;
  description: string;
  starts_at: EpochMs;
  duration_ms: number;
  scoring: 'icpc' | 'ioi';
  /** The public board hides the outcomes of the last `freeze_ms` until revealed (0: no freeze). */
  freeze_ms: number;
  penalty_minutes: number;
  /** Only this class's members take part; null: everyone who registers. */
  class_id: number | null;
  /** When an organiser revealed the frozen board; null: not yet (the end reveals it too). */
  revealed_at: EpochMs | null;
  /** When its final board gave the contest achievements (migration 0024); null: not yet. */
  awarded_at: EpochMs | null;
  /** After the end its problems stay open for practice and virtual runs (1), or close to all but its organisers (0) (migration 0025). */
  practice_after_end: ColumnType<Flag, Flag | undefined, Flag>;
  created_by: number | null;
  created_at: EpochMs;
  updated_at: EpochMs;
}

export interface ContestProblemsTable {
  contest_id: number;
  puzzle_id: number;
  position: number;
  /** IOI: what a full score on it is worth. */
  points: number;
}

export interface ContestParticipantsTable {
  contest_id: number;
  user_id: number;
  registered_at: EpochMs;
  /** A virtual run's own start (after the contest); null for the contest itself. */
  virtual_starts_at: EpochMs | null;
}

/** A message a contest's organisers posted to its participants (migration 0024). */
export interface ContestAnnouncementsTable {
  id: Generated<number>;
  contest_id: number;
  body: string;
  created_by: number | null;
  created_at: EpochMs;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  pending_signups: PendingSignupsTable;
  categories: CategoriesTable;
  puzzles: PuzzlesTable;
  puzzle_tests: PuzzleTestsTable;
  test_files: TestFilesTable;
  puzzle_attachments: PuzzleAttachmentsTable;
  puzzle_code: PuzzleCodeTable;
  puzzle_progress: PuzzleProgressTable;
  submissions: SubmissionsTable;
  contests: ContestsTable;
  contest_problems: ContestProblemsTable;
  contest_participants: ContestParticipantsTable;
  contest_announcements: ContestAnnouncementsTable;
  solution_marks: SolutionMarksTable;
  achievements: AchievementsTable;
  user_achievements: UserAchievementsTable;
  messages: MessagesTable;
  audit_log: AuditLogTable;
  daily_activity: DailyActivityTable;
  drafts: DraftsTable;
  generated_puzzles: GeneratedPuzzlesTable;
  catalogue_seeds: CatalogueSeedsTable;
  classes: ClassesTable;
  class_members: ClassMembersTable;
  assignments: AssignmentsTable;
  assignment_puzzles: AssignmentPuzzlesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
