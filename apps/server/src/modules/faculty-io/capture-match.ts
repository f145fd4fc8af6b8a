import { RESOURCE } from '@accredit/shared';
import { authorKey, type CapturedAuthor, matchesInitials, nameKey } from '@accredit/shared/capture/index.ts';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { resourceTable } from '../../crud/table.ts';
import { sysDepart, sysUser } from '../system/schema.ts';

/**
 * Matching captured authors to teachers by name in either language: the teacher record's name
 * and the realname of the linked account (a teacher recorded as 张伟 whose account says "Wei
 * Zhang" matches both). One teacher with the name: matched; several, or only an initials match
 * ("Zhang, W."): ambiguous, with the candidates for the person importing to choose from; none:
 * an external ("outer-court") author.
 */
export interface TeacherCandidate {
  id: string;
  name: string;
  staffId: string;
  college: string | null;
}

export type MatchStatus = 'matched' | 'ambiguous' | 'external';

export interface AuthorMatch {
  status: MatchStatus;
  teacherId: string | null;
  candidates: TeacherCandidate[];
}

interface IndexedTeacher extends TeacherCandidate {
  names: string[];
}

export class TeacherIndex {
  private readonly byKey = new Map<string, IndexedTeacher[]>();
  constructor(readonly teachers: IndexedTeacher[]) {
    for (const t of teachers)
      for (const key of new Set(t.names.map(nameKey).filter(Boolean))) {
        const list = this.byKey.get(key) ?? [];
        list.push(t);
        this.byKey.set(key, list);
      }
  }

  has(id: string): boolean {
    return this.teachers.some((t) => t.id === id);
  }

  match(author: CapturedAuthor): AuthorMatch {
    const { key, initials } = authorKey(author);
    const exact = initials ? [] : (this.byKey.get(key) ?? []);
    const found = exact.length
      ? exact
      : initials
        ? this.teachers.filter((t) => t.names.some((n) => matchesInitials(author, n)))
        : [];
    const candidates = found.map(({ id, name, staffId, college }) => ({ id, name, staffId, college }));
    if (found.length === 1 && !initials) return { status: 'matched', teacherId: found[0].id, candidates };
    if (found.length > 0) return { status: 'ambiguous', teacherId: null, candidates };
    return { status: 'external', teacherId: null, candidates: [] };
  }
}

/** Every teacher with the names they may be published under (one query each for teachers, accounts, colleges). */
export async function loadTeacherIndex(db: Executor, zh: boolean): Promise<TeacherIndex> {
  const t = resourceTable(RESOURCE.teacher);
  const rows = await db
    .select({
      id: t.id,
      name: t.name,
      nameEn: t.nameEn,
      staffId: t.staffId,
      collegeId: t.collegeId,
      userId: t.userId,
    })
    .from(t);
  const userIds = [...new Set(rows.map((r) => r.userId).filter((v): v is string => Boolean(v)))];
  const realnames = new Map<string, string>();
  if (userIds.length)
    for (const u of await db
      .select({ id: sysUser.id, realname: sysUser.realname })
      .from(sysUser)
      .where(inArray(sysUser.id, userIds)))
      realnames.set(u.id, u.realname);
  const colleges = new Map<string, string>();
  for (const d of await db
    .select({ id: sysDepart.id, name: sysDepart.departName, nameEn: sysDepart.departNameEn })
    .from(sysDepart)
    .where(eq(sysDepart.delFlag, false)))
    colleges.set(d.id, zh || !d.nameEn ? d.name : d.nameEn);
  return new TeacherIndex(
    rows.map((r) => ({
      id: String(r.id),
      name: String(r.name),
      staffId: String(r.staffId),
      college: r.collegeId ? (colleges.get(String(r.collegeId)) ?? null) : null,
      names: [
        String(r.name),
        // The teacher's own English name: "Miller, David" finds 大卫·米勒.
        ...(r.nameEn ? [String(r.nameEn)] : []),
        ...(r.userId && realnames.get(String(r.userId)) ? [realnames.get(String(r.userId)) as string] : []),
      ],
    })),
  );
}
