import type { Page } from '@accredit/shared';
import { api, requestEnvelope } from '../../api/client.ts';
import type { UserInfo } from '../../app/session.tsx';

export type PersonKind = 'student' | 'teacher';

export interface PersonRecord {
  id: string;
  name?: string | null;
  sex?: string | number | null;
  studentNumber?: string | null;
  staffId?: string | null;
  duty?: string | null;
  subject?: string | null;
  education?: string | number | null;
  [key: string]: unknown;
}

export interface Person {
  kind: PersonKind | null;
  record: PersonRecord | null;
}

/** queryUserById (spec 000 section 7); the signed-in user's own fields. */
export async function fetchAccount(id: string, fallback: UserInfo | null): Promise<UserInfo | null> {
  try {
    return await api.get<UserInfo>('/sys/user/queryById', { id }, { quiet: true });
  } catch {
    return fallback;
  }
}

async function firstRecord(kind: PersonKind, userId: string): Promise<PersonRecord | null> {
  try {
    const page = await api.get<Page<PersonRecord>>(
      `/aacsb/${kind}/list`,
      { userId, pageNo: 1, pageSize: 1 },
      { quiet: true },
    );
    return page.records[0] ?? null;
  } catch {
    return null;
  }
}

/** selectStudent and selectTeacher: the profile treats the user as whichever record exists. */
export async function fetchPerson(userId: string): Promise<Person> {
  const [student, teacher] = await Promise.all([
    firstRecord('student', userId),
    firstRecord('teacher', userId),
  ]);
  if (student) return { kind: 'student', record: student };
  if (teacher) return { kind: 'teacher', record: teacher };
  return { kind: null, record: null };
}

/** editUser: code 200 shows the server's message. */
export async function saveAccount(values: Partial<UserInfo> & { id: string }): Promise<string> {
  const answer = await requestEnvelope<unknown>('PUT', '/sys/user/editUser', { body: values });
  if (answer.code !== 200) throw new Error(answer.message);
  return answer.message;
}

/** putStu / updateTeacher: a code other than 200 is a failure. */
export async function savePerson(kind: PersonKind, record: PersonRecord): Promise<string> {
  const answer = await requestEnvelope<unknown>('PUT', `/aacsb/${kind}/edit`, { body: record });
  if (answer.code !== 200) throw new Error(answer.message);
  return answer.message;
}

/** POST /obe/uploadFile with the file; the answer's result.url is the stored address. */
export async function uploadAvatar(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  form.append('biz', 'avatar');
  const result = await api.post<{ url?: string } | string>('/obe/uploadFile', form);
  const url = typeof result === 'string' ? result : result?.url;
  if (!url) throw new Error('upload');
  return url;
}
