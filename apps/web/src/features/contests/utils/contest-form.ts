import { CONTEST_MESSAGES, type ContestRequest, type ContestScoringKind } from '@codequest/contracts';
import { instantFromZoned } from '@/lib/zoned-time';

/**
 * The create form's fields as typed (numbers as the inputs hold them), and the request they make. The
 * server checks every rule and answers with its own message; the form only shapes what was typed.
 */
export interface ContestFormValues {
  title: string;
  description: string;
  /** In the contest's order: the first is problem A. */
  problems: Array<{ puzzleId: number; points: string }>;
  /** The start as a local date (YYYY-MM-DD) and time (HH:mm) in the organiser's own zone. */
  date: string;
  time: string;
  durationMinutes: string;
  scoring: ContestScoringKind;
  freezeMinutes: string;
  penaltyMinutes: string;
  /** A class's id, or '' for everyone who registers. */
  classId: string;
  /** After the end, its problems stay open for practice and virtual runs. */
  practiceAfterEnd: boolean;
}

const LABELS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A problem's label by its place, as the server names it: A, B, … */
export const problemLabel = (index: number): string => LABELS[index] ?? String(index + 1);

/** A number typed in a field; a blank or unreadable one goes as null, for the server to name the rule. */
function typedNumber(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() === '' || !Number.isFinite(value) ? null : value;
}

export function contestRequestOf(form: ContestFormValues, timeZone: string): ContestRequest {
  const ioi = form.scoring === 'ioi';
  // Nulls stand for blanks: the server's checks answer them with their own messages.
  const number = (text: string) => typedNumber(text) as number;
  return {
    title: form.title,
    description: form.description,
    problems: form.problems.map((problem) =>
      ioi ? { puzzleId: problem.puzzleId, points: number(problem.points) } : { puzzleId: problem.puzzleId },
    ),
    startsAt: instantFromZoned(form.date, form.time, timeZone) ?? '',
    durationMinutes: number(form.durationMinutes),
    scoring: form.scoring,
    freezeMinutes: number(form.freezeMinutes),
    ...(ioi ? {} : { penaltyMinutes: number(form.penaltyMinutes) }),
    classId: form.classId === '' ? null : Number(form.classId),
    practiceAfterEnd: form.practiceAfterEnd,
  };
}

/** The fields a server message can be about, so the form marks and focuses the one to fix. */
export type ContestField =
  | 'title'
  | 'description'
  | 'problems'
  | 'points'
  | 'start'
  | 'duration'
  | 'freeze'
  | 'penalty';

const FIELD_OF_MESSAGE: ReadonlyMap<string, ContestField> = new Map([
  [CONTEST_MESSAGES.titleRequired, 'title'],
  [CONTEST_MESSAGES.titleTooLong, 'title'],
  [CONTEST_MESSAGES.descriptionTooLong, 'description'],
  [CONTEST_MESSAGES.problemsInvalid, 'problems'],
  [CONTEST_MESSAGES.tooManyProblems, 'problems'],
  [CONTEST_MESSAGES.problemNotAvailable, 'problems'],
  [CONTEST_MESSAGES.pointsRange, 'points'],
  [CONTEST_MESSAGES.startRequired, 'start'],
  [CONTEST_MESSAGES.startInPast, 'start'],
  [CONTEST_MESSAGES.durationRange, 'duration'],
  [CONTEST_MESSAGES.freezeTooLong, 'freeze'],
  [CONTEST_MESSAGES.penaltyRange, 'penalty'],
]);

/** The field a server message is about; null when it is about none in particular. */
export function fieldOfMessage(message: string | null): ContestField | null {
  return message === null ? null : (FIELD_OF_MESSAGE.get(message) ?? null);
}
