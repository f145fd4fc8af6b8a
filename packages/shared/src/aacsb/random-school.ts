import {
  type Activity,
  type Assignment,
  type Category,
  DEFAULT_OUTPUT_MAPPING,
  type DegreeCode,
  type DegreeLevel,
  type Discipline,
  type Output,
  type OutputAuthor,
  type Teacher,
} from './model.ts';

/**
 * A generated school for tests that hold two ways of computing the tables against each other
 * (issue 22: the database's sums and the pure model over the records). Seeded, so a failure
 * repeats. It reaches the awkward corners: teachers without disciplines or split over two,
 * missing degrees, items without category or date, unapproved records, the same teacher listed
 * twice on one item, authors outside the faculty, activities that span years.
 */
export interface RandomSchool {
  year: number;
  disciplines: Discipline[];
  teachers: Teacher[];
  outputs: Output[];
  activities: Activity[];
  assignments: Assignment[];
}

/** mulberry32: a small seeded generator (the same seed gives the same school). */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomSchool(
  seed: number,
  size: { teachers?: number; outputs?: number; activities?: number } = {},
): RandomSchool {
  const rnd = generator(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
  const date = (from: number, to: number) =>
    `${int(from, to)}-${String(int(1, 12)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`;
  const year = 2025;
  const disciplines: Discipline[] = Array.from({ length: 4 }, (_, i) => ({
    id: `RD${seed}-${i}`,
    name: `学科${i}`,
    nameEn: `Discipline ${i}`,
    fte: i === 0 ? null : 10,
  }));
  const teachers: Teacher[] = Array.from({ length: size.teachers ?? 60 }, (_, i) => {
    const split = rnd();
    const d = pick(disciplines).id;
    const e = pick(disciplines.filter((x) => x.id !== d)).id;
    const percent = int(1, 9) * 10;
    return {
      id: `RT${seed}-${i}`,
      name: `Teacher ${String(i).padStart(3, '0')}`,
      degree: pick<DegreeCode | null>(['3', '3', '3', '2', '2', '1', '4', null]),
      degreeYear: rnd() < 0.1 ? null : int(1995, 2026),
      participating: rnd() < 0.7,
      missionPercent: int(0, 10) * 10,
      responsibilities: ['UT'],
      disciplines:
        split < 0.1
          ? []
          : split < 0.35
            ? [
                { disciplineId: d, percent },
                { disciplineId: e, percent: 100 - percent - int(0, 1) * 10 },
              ]
            : [{ disciplineId: d, percent: pick([100, 100, 80, 50]) }],
    };
  });
  const types = Object.keys(DEFAULT_OUTPUT_MAPPING);
  const outputs: Output[] = Array.from({ length: size.outputs ?? 400 }, (_, i) => {
    const authors: OutputAuthor[] = [];
    const n = int(1, 3);
    for (let k = 0; k < n; k++)
      authors.push({ teacherId: rnd() < 0.15 ? null : pick(teachers).id, isLead: k === 0 && rnd() < 0.9 });
    // Now and then the same teacher twice on one item (a lead entry and another).
    if (rnd() < 0.05 && authors[0].teacherId)
      authors.push({ teacherId: authors[0].teacherId, isLead: false });
    return {
      id: `RO${seed}-${String(i).padStart(4, '0')}`,
      type: pick(types),
      category: pick<Category | null>(['1', '2', '3', '1', '2', null]),
      peerReviewed: rnd() < 0.5,
      date: rnd() < 0.03 ? null : date(2017, 2027),
      approved: rnd() < 0.85,
      title: `Output ${i}`,
      venueLevel: pick([null, null, 'ABS 4', ' abs 4', 'FT50', 'CSSCI']),
      authors,
    };
  });
  const activities: Activity[] = Array.from({ length: size.activities ?? 200 }, (_, i) => {
    const start = date(2016, 2027);
    const startYear = Number(start.slice(0, 4));
    return {
      id: `RE${seed}-${i}`,
      teacherId: pick(teachers).id,
      type: String(int(1, 9)),
      title: `Activity ${i}`,
      start,
      end: rnd() < 0.4 ? date(startYear, startYear + 4) : null,
      approved: rnd() < 0.85,
    };
  });
  const assignments: Assignment[] = Array.from({ length: 150 }, (_, i) => {
    const teacher = pick(teachers);
    return {
      id: `RA${seed}-${i}`,
      teacherId: teacher.id,
      disciplineId: rnd() < 0.3 ? (teacher.disciplines[0]?.disciplineId ?? null) : null,
      year,
      courseCode: `C${i}`,
      degreeLevel: pick<DegreeLevel>(['1', '2', '3', '4', '5']),
      creditHours: int(1, 4),
      contactHours: int(16, 64),
      enrolledStudents: int(5, 80),
    };
  });
  return { year, disciplines, teachers, outputs, activities, assignments };
}
