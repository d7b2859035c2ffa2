import type { AccountDataResponse } from '@codequest/contracts';
import { type AccountDataRows, presentAccountData } from '../presenters/account-data';
import type { ServiceContext } from './context';
import { inbox } from './messages';
import { requireUser } from './users';

/**
 * "Download my data": everything CodeQuest keeps about the caller, read table by table. The queries of
 * sessions and reset links name their columns, so no token hash is read; the presenter names every field it
 * gives out, so the account's password hash stays behind. Always the caller's own (`userId` is the
 * session's user).
 */
export async function exportAccountData(ctx: ServiceContext, userId: number): Promise<AccountDataResponse> {
  const user = await requireUser(ctx, userId);
  const { db } = ctx;
  const [
    puzzles,
    activeDays,
    submissions,
    drafts,
    achievements,
    messages,
    generatedPuzzles,
    sessions,
    passwordResets,
    classes,
    solutionMarks,
  ] = await Promise.all([
    db
      .selectFrom('puzzle_progress')
      .innerJoin('puzzles', 'puzzles.id', 'puzzle_progress.puzzle_id')
      .select([
        'puzzle_progress.puzzle_id',
        'puzzles.title',
        'puzzle_progress.status',
        'puzzle_progress.opened_at',
        'puzzle_progress.started_at',
        'puzzle_progress.completed_at',
        'puzzle_progress.xp_awarded',
        'puzzle_progress.hints_revealed',
        'puzzle_progress.solution_revealed',
        'puzzle_progress.counts',
      ])
      .where('puzzle_progress.user_id', '=', userId)
      .orderBy('puzzle_progress.puzzle_id')
      .execute(),
    db
      .selectFrom('daily_activity')
      .select(['day', 'accepted_count'])
      .where('user_id', '=', userId)
      .orderBy('day')
      .execute(),
    db
      .selectFrom('submissions')
      .innerJoin('puzzles', 'puzzles.id', 'submissions.puzzle_id')
      .selectAll('submissions')
      .select('puzzles.title as puzzle_title')
      .where('submissions.user_id', '=', userId)
      .orderBy('submissions.created_at')
      .orderBy('submissions.id')
      .execute(),
    db
      .selectFrom('drafts')
      .innerJoin('puzzles', 'puzzles.id', 'drafts.puzzle_id')
      .select(['drafts.puzzle_id', 'puzzles.title', 'drafts.language', 'drafts.code', 'drafts.updated_at'])
      .where('drafts.user_id', '=', userId)
      .orderBy('drafts.puzzle_id')
      .orderBy('drafts.language')
      .execute(),
    db
      .selectFrom('user_achievements')
      .innerJoin('achievements', 'achievements.id', 'user_achievements.achievement_id')
      .select([
        'achievements.id',
        'achievements.key',
        'achievements.name',
        'achievements.description',
        'achievements.type',
        'achievements.xp_reward',
        'user_achievements.unlocked_at',
      ])
      .where('user_achievements.user_id', '=', userId)
      .orderBy('user_achievements.unlocked_at')
      .orderBy('achievements.id')
      .execute(),
    inbox(ctx, userId).orderBy('messages.created_at').orderBy('messages.id').execute(),
    db
      .selectFrom('puzzles')
      .select(['id', 'title', 'difficulty', 'created_at', 'retired_at'])
      .where('owner_id', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('sessions')
      .select(['created_at', 'last_used_at', 'expires_at', 'revoked_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('password_resets')
      .select(['created_at', 'expires_at', 'used_at', 'closed_reason'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('class_members')
      .innerJoin('classes', 'classes.id', 'class_members.class_id')
      .select(['class_members.class_id', 'classes.name', 'class_members.role', 'class_members.joined_at'])
      .where('class_members.user_id', '=', userId)
      .orderBy('class_members.joined_at')
      .orderBy('class_members.class_id')
      .execute(),
    db
      .selectFrom('solution_marks')
      .innerJoin('submissions', 'submissions.id', 'solution_marks.submission_id')
      .innerJoin('puzzles', 'puzzles.id', 'submissions.puzzle_id')
      .select([
        'solution_marks.submission_id',
        'submissions.puzzle_id',
        'puzzles.title',
        'solution_marks.kind',
        'solution_marks.created_at',
      ])
      .where('solution_marks.user_id', '=', userId)
      .orderBy('solution_marks.created_at')
      .orderBy('solution_marks.submission_id')
      .execute(),
  ]);
  const rows: AccountDataRows = {
    user,
    puzzles,
    activeDays,
    submissions,
    drafts,
    achievements,
    messages,
    generatedPuzzles,
    sessions,
    passwordResets,
    classes,
    solutionMarks,
  };
  return presentAccountData(rows, ctx.clock());
}
