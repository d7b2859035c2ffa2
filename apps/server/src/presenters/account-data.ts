import { type AccountDataResponse, type Difficulty, type Language, rankTier } from '@codequest/contracts';
import type { Selectable } from 'kysely';
import type { ResetLinkClosedReason, SubmissionsTable, UserRow } from '../db/schema';
import { currentStreak } from '../lib/streaks';
import { pendingZone, zoneInForce } from '../lib/time-zones';
import { presentUserAchievement } from './achievement';
import { type InboxRow, presentMessage } from './message';
import { presentSubmission } from './submission';
import { levelOf } from './user';

/**
 * A learner's own data as the download holds it. Every field is named here: the account's password hash,
 * session and reset tokens are never among them, and submissions carry only what the learner was shown.
 */

export interface AccountDataRows {
  user: UserRow;
  puzzles: Array<{
    puzzle_id: number;
    title: string;
    status: 'not_started' | 'in_progress' | 'completed';
    opened_at: number | null;
    started_at: number | null;
    completed_at: number | null;
    xp_awarded: number;
    hints_revealed: number;
    solution_revealed: 0 | 1;
    counts: 0 | 1;
  }>;
  activeDays: Array<{ day: string; accepted_count: number }>;
  submissions: Array<Selectable<SubmissionsTable> & { puzzle_title: string }>;
  drafts: Array<{ puzzle_id: number; title: string; language: Language; code: string; updated_at: number }>;
  achievements: Array<Parameters<typeof presentUserAchievement>[0]>;
  messages: InboxRow[];
  solutionMarks: Array<{
    submission_id: number;
    puzzle_id: number;
    title: string;
    kind: 'clever' | 'best_practice';
    created_at: number;
  }>;
  generatedPuzzles: Array<{
    id: number;
    title: string;
    difficulty: Difficulty;
    created_at: number;
    retired_at: number | null;
  }>;
  sessions: Array<{
    created_at: number;
    last_used_at: number;
    expires_at: number;
    revoked_at: number | null;
  }>;
  classes: Array<{ class_id: number; name: string; role: 'learner' | 'teacher'; joined_at: number }>;
  passwordResets: Array<{
    created_at: number;
    expires_at: number;
    used_at: number | null;
    closed_reason: ResetLinkClosedReason | null;
  }>;
}

const instant = (epochMs: number): string => new Date(epochMs).toISOString();
const instantOrNull = (epochMs: number | null): string | null => (epochMs === null ? null : instant(epochMs));

export function presentAccountData(rows: AccountDataRows, now: number): AccountDataResponse {
  const { user } = rows;
  const timeZone = zoneInForce(user, now);
  const next = pendingZone(user, now);
  return {
    exportedAt: instant(now),
    account: {
      id: user.id,
      username: user.username,
      email: user.email,
      mobile: user.mobile,
      roles: [
        'learner',
        ...(user.is_teacher === 1 ? (['teacher'] as const) : []),
        ...(user.is_admin === 1 ? (['admin'] as const) : []),
      ],
      timeZone,
      nextTimeZone: next ? { timeZone: next.timeZone, from: instant(next.from) } : null,
      timeZoneChangedAt: instantOrNull(user.time_zone_changed_at),
      createdAt: instant(user.created_at),
      updatedAt: instant(user.updated_at),
    },
    progress: {
      ...levelOf(user.total_xp),
      xpReachedAt: instant(user.xp_reached_at),
      streak: currentStreak({ count: user.streak_count, lastDay: user.streak_last_day }, now, timeZone),
      streakLastDay: user.streak_last_day,
      solvedCount: user.solved_count,
      tier: rankTier(user.solved_count),
    },
    puzzles: rows.puzzles.map((row) => ({
      puzzleId: row.puzzle_id,
      title: row.title,
      status: row.status,
      openedAt: instantOrNull(row.opened_at),
      startedAt: instantOrNull(row.started_at),
      completedAt: instantOrNull(row.completed_at),
      xpAwarded: row.xp_awarded,
      hintsRevealed: row.hints_revealed,
      solutionRevealed: row.solution_revealed === 1,
      countsAsSolve: row.status === 'completed' && row.counts === 1,
    })),
    activeDays: rows.activeDays.map((row) => ({ day: row.day, acceptedCount: row.accepted_count })),
    submissions: rows.submissions.map((row) => ({
      ...presentSubmission(row),
      puzzleTitle: row.puzzle_title,
    })),
    drafts: rows.drafts.map((row) => ({
      puzzleId: row.puzzle_id,
      puzzleTitle: row.title,
      language: row.language,
      code: row.code,
      updatedAt: instant(row.updated_at),
    })),
    achievements: rows.achievements.map(presentUserAchievement),
    messages: rows.messages.map(presentMessage),
    solutionMarks: rows.solutionMarks.map((row) => ({
      submissionId: row.submission_id,
      puzzleId: row.puzzle_id,
      puzzleTitle: row.title,
      kind: row.kind,
      markedAt: instant(Number(row.created_at)),
    })),
    generatedPuzzles: rows.generatedPuzzles.map((row) => ({
      puzzleId: row.id,
      title: row.title,
      difficulty: row.difficulty,
      createdAt: instant(row.created_at),
      retired: row.retired_at !== null,
    })),
    sessions: rows.sessions.map((row) => ({
      createdAt: instant(row.created_at),
      lastUsedAt: instant(row.last_used_at),
      expiresAt: instant(row.expires_at),
      endedAt: instantOrNull(row.revoked_at),
    })),
    classes: rows.classes.map((row) => ({
      classId: row.class_id,
      name: row.name,
      role: row.role,
      joinedAt: instant(Number(row.joined_at)),
    })),
    passwordResets: rows.passwordResets.map((row) => ({
      createdAt: instant(row.created_at),
      expiresAt: instant(row.expires_at),
      closedAt: instantOrNull(row.used_at),
      closedReason: row.closed_reason,
    })),
  };
}
