import { z } from 'zod';
import { ADMIN_MESSAGES } from './admin';
import { idField, textField } from './fields';

/**
 * Classes: a teacher's group of learners, joined by a code (or its link, /join/<code>). Teachers (and
 * administrators, for every class) see the roster and manage the class; learners see the class and its
 * teachers, never other learners' details. Every route needs a session.
 */

export const CLASS_NAME_MAX_LENGTH = 80;
export const CLASS_DESCRIPTION_MAX_LENGTH = 500;
/** A username or an email, as typed to add a co-teacher. */
export const CLASS_LOGIN_MAX_LENGTH = 254;
/** Join codes: this many characters from an alphabet without look-alikes (no 0/O, 1/I/L), upper case. */
export const JOIN_CODE_LENGTH = 8;
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Tries at a join code (joining and previewing) one user may make in the window: codes cannot be guessed. */
export const JOIN_ATTEMPTS_PER_WINDOW = 20;
export const JOIN_ATTEMPTS_WINDOW_SECONDS = 10 * 60;

export const CLASS_ROLES = ['learner', 'teacher'] as const;
export type ClassRole = (typeof CLASS_ROLES)[number];

/** The path of a class's join link; the web app puts its own origin before it. */
export const joinPath = (code: string): string => `/join/${code}`;

/** Texts the classes API answers with. */
export const CLASS_MESSAGES = {
  teachersOnly: 'Only teachers can do that',
  noSuchClass: 'No such class',
  noSuchMember: 'This person is not in the class',
  nameRequired: 'Please give the class a name',
  nameTooLong: `A class name is at most ${CLASS_NAME_MAX_LENGTH} characters`,
  descriptionTooLong: `A class description is at most ${CLASS_DESCRIPTION_MAX_LENGTH} characters`,
  nothingToUpdate: 'Nothing to update: send a name or a description',
  codeRequired: 'Please enter a join code',
  codeUnknown: 'No class has this code. Check it with your teacher.',
  joiningClosed: 'This class is not taking new members. Ask your teacher to open it.',
  tooManyJoinAttempts: 'Too many join codes tried. Please wait {wait} and try again.',
  loginRequired: 'Please enter a username or an email',
  noSuchUser: 'No user has this username or email',
  notATeacher: 'Only a teacher or an administrator can be added as a teacher',
  alreadyTeacher: 'This person already teaches the class',
  lastTeacherCannotLeave: 'You are the last teacher of this class: add another teacher before you leave',
  lastTeacherCannotBeRemoved: 'The last teacher of a class cannot be removed',
  removeSelf: 'To leave the class, use Leave',
  classCreated: 'Class created',
  classUpdated: 'Class updated',
  joined: 'You joined the class',
  left: 'You left the class',
} as const;

/** A join code as typed: spaces and dashes dropped, upper-cased; the look-alike check is the server's lookup. */
export const normaliseJoinCode = (code: string): string => code.replace(/[\s-]/g, '').toUpperCase();

const ZJoinCode = textField({ error: CLASS_MESSAGES.codeRequired })
  .transform(normaliseJoinCode)
  .pipe(z.string().min(1, CLASS_MESSAGES.codeRequired).max(32, CLASS_MESSAGES.codeUnknown));

const ZClassName = textField({ error: CLASS_MESSAGES.nameRequired })
  .trim()
  .min(1, CLASS_MESSAGES.nameRequired)
  .max(CLASS_NAME_MAX_LENGTH, CLASS_MESSAGES.nameTooLong);

const ZClassDescription = textField({ kind: 'multi-line' })
  .trim()
  .max(CLASS_DESCRIPTION_MAX_LENGTH, CLASS_MESSAGES.descriptionTooLong);

const ZPerson = z.object({ id: z.number().int(), username: z.string() });
export type ClassPerson = z.infer<typeof ZPerson>;

// ---------------------------------------------------------------------------------------------- reading

/** A class in "my classes": the caller's role in it, its teachers and how many learners it has. */
export const ZClassSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** The caller's role; null for an administrator who is not a member (never in "my classes"). */
  myRole: z.enum(CLASS_ROLES).nullable(),
  teachers: z.array(ZPerson),
  learnerCount: z.number().int(),
});
export type ClassSummary = z.infer<typeof ZClassSummary>;

/** GET /api/classes: the classes the caller teaches, then those they learn in. */
export const ZClassesResponse = z.object({ items: z.array(ZClassSummary) });
export type ClassesResponse = z.infer<typeof ZClassesResponse>;

export const ZClassMember = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(CLASS_ROLES),
  joinedAt: z.string(),
});
export type ClassMember = z.infer<typeof ZClassMember>;

/**
 * GET /api/classes/:id. `teaching` is there for the class's teachers and administrators only: the code,
 * its link, whether joining is open, and the roster. Learners get the class and its teachers.
 */
export const ZClassResponse = ZClassSummary.extend({
  createdAt: z.string(),
  teaching: z
    .object({
      joinCode: z.string(),
      /** `/join/<code>`: the web app shows it with its own origin. */
      joinPath: z.string(),
      joiningOpen: z.boolean(),
      members: z.array(ZClassMember),
    })
    .nullable(),
});
export type ClassResponse = z.infer<typeof ZClassResponse>;

export const ZClassParams = z.object({ id: idField(CLASS_MESSAGES.noSuchClass) });
/** /api/classes/{id}/puzzles/{puzzleId}: a class's own puzzle. */
export const ZClassPuzzleParams = z.object({
  id: idField(CLASS_MESSAGES.noSuchClass),
  puzzleId: idField(ADMIN_MESSAGES.noSuchPuzzle),
});
export const ZClassMemberParams = z.object({
  id: idField(CLASS_MESSAGES.noSuchClass),
  userId: idField(CLASS_MESSAGES.noSuchMember),
});

// ---------------------------------------------------------------------------------------------- teaching

/** POST /api/classes (teachers and administrators). */
export const ZCreateClassRequest = z.object({
  name: ZClassName,
  description: ZClassDescription.optional().default(''),
});
export type CreateClassRequest = z.input<typeof ZCreateClassRequest>;

/** PATCH /api/classes/:id. */
export const ZUpdateClassRequest = z
  .object({ name: ZClassName.optional(), description: ZClassDescription.optional() })
  .refine((update) => update.name !== undefined || update.description !== undefined, {
    message: CLASS_MESSAGES.nothingToUpdate,
  });
export type UpdateClassRequest = z.input<typeof ZUpdateClassRequest>;

/** PUT /api/classes/:id/joining: open or close the code. */
export const ZClassJoiningRequest = z.object({ open: z.boolean({ error: 'Say whether joining is open' }) });
export type ClassJoiningRequest = z.infer<typeof ZClassJoiningRequest>;

/** POST /api/classes/:id/teachers: a co-teacher, by username or email. */
export const ZAddTeacherRequest = z.object({
  login: textField({ error: CLASS_MESSAGES.loginRequired })
    .trim()
    .min(1, CLASS_MESSAGES.loginRequired)
    .max(CLASS_LOGIN_MAX_LENGTH, CLASS_MESSAGES.noSuchUser),
});
export type AddTeacherRequest = z.infer<typeof ZAddTeacherRequest>;

// ---------------------------------------------------------------------------------------------- joining

/** POST /api/classes/join. */
export const ZJoinClassRequest = z.object({ code: ZJoinCode });
export type JoinClassRequest = z.input<typeof ZJoinClassRequest>;

export const ZJoinCodeParams = z.object({ code: ZJoinCode });

/** GET /api/classes/join/:code: what the join page shows before joining (an unknown or closed code is a 4xx). */
export const ZJoinPreviewResponse = z.object({
  classId: z.number().int(),
  name: z.string(),
  teachers: z.array(z.string()),
  /** The caller is in the class already: the page offers to open it. */
  alreadyMember: z.boolean(),
});
export type JoinPreviewResponse = z.infer<typeof ZJoinPreviewResponse>;

/** POST /api/classes/:id/leave, and other answers that are only words. */
export const ZClassMessageResponse = z.object({ message: z.string() });
export type ClassMessageResponse = z.infer<typeof ZClassMessageResponse>;
