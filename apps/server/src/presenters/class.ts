import {
  type ClassesResponse,
  type ClassMember,
  type ClassResponse,
  type ClassRole,
  type ClassSummary,
  type JoinPreviewResponse,
  joinPath,
} from '@codequest/contracts';

/**
 * Classes as the API shows them. A learner's view names the teachers only; the roster (usernames and join
 * times, never emails) and the join code are in `teaching`, which only teachers and administrators get.
 */

export interface ClassRow {
  id: number;
  name: string;
  description: string;
  join_code: string;
  joining_open: 0 | 1;
  created_at: number;
}

export interface PersonRow {
  id: number;
  username: string;
}

export interface MemberRow extends PersonRow {
  role: ClassRole;
  joined_at: number;
}

/** What is looked up about a class besides its row. */
export interface ClassStanding {
  myRole: ClassRole | null;
  teachers: PersonRow[];
  /** A count (a string from PostgreSQL). */
  learnerCount: number | string;
}

const person = (row: PersonRow) => ({ id: row.id, username: row.username });

export function presentClassSummary(row: ClassRow, standing: ClassStanding): ClassSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    myRole: standing.myRole,
    teachers: standing.teachers.map(person),
    learnerCount: Number(standing.learnerCount),
  };
}

export function presentClasses(items: ClassSummary[]): ClassesResponse {
  return { items };
}

function presentMember(row: MemberRow): ClassMember {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    joinedAt: new Date(Number(row.joined_at)).toISOString(),
  };
}

/** One class; `members` is given for a viewer who teaches it (or an administrator), null for a learner. */
export function presentClass(
  row: ClassRow,
  standing: ClassStanding,
  members: MemberRow[] | null,
): ClassResponse {
  return {
    ...presentClassSummary(row, standing),
    createdAt: new Date(Number(row.created_at)).toISOString(),
    teaching: members
      ? {
          joinCode: row.join_code,
          joinPath: joinPath(row.join_code),
          joiningOpen: row.joining_open === 1,
          members: members.map(presentMember),
        }
      : null,
  };
}

export function presentJoinPreview(
  row: ClassRow,
  teachers: PersonRow[],
  alreadyMember: boolean,
): JoinPreviewResponse {
  return {
    classId: row.id,
    name: row.name,
    teachers: teachers.map((teacher) => teacher.username),
    alreadyMember,
  };
}
