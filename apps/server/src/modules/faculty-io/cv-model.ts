import {
  bilingualValue,
  dictLabel,
  type FieldDef,
  type Locale,
  RESOURCE,
  REVIEW_STATUS,
} from '@accredit/shared';
import { translate } from '../../core/i18n.ts';
import { labelIn } from '../../crud/labels.ts';
import type { Row } from '../../crud/present.ts';
import type { CvData, CvRange } from './cv-data.ts';

/**
 * A CV as language-ready content: the resume page shows it and the Word builder writes it, so
 * both say the same. Titles take the chosen language's version first (titleZh for Chinese,
 * titleEn for English) and fall back to the other.
 */
export interface CvRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
}
export interface CvItem {
  runs: CvRun[];
  /** Shown after the item, dimmed: "not yet reviewed". */
  note?: string;
}
export interface CvGroup {
  heading: string;
  years: { year: string; items: CvItem[] }[];
}
export interface CvSection {
  key: string;
  heading: string;
  fields?: { label: string; value: string }[];
  groups?: CvGroup[];
  items?: CvItem[];
  empty?: string;
}
export interface CvDocument {
  lang: Locale;
  title: string;
  name: string;
  subtitle: string;
  period: string;
  generated: string;
  sections: CvSection[];
}

const zhFirst = (lang: Locale) => lang.startsWith('zh');
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** A name, subject or specialty in the CV's language; a missing English value is marked, never transliterated. */
const inLang = (lang: Locale, record: object, zhKey: string, enKey: string) =>
  bilingualValue(record, zhKey, enKey, lang, (key) => translate(lang, key));

function departmentName(data: CvData, id: unknown, lang: Locale): string {
  const d = id ? data.departments.get(str(id)) : undefined;
  return d ? inLang(lang, d, 'departName', 'departNameEn') : str(id);
}

function label(lang: Locale, resource: keyof typeof RESOURCE, key: string): string {
  const def = RESOURCE[resource];
  const field = (def.fields as readonly FieldDef[]).find((f) => f.key === key);
  return field ? labelIn(def, field, lang) : key;
}

function titleOf(row: Row, lang: Locale): string {
  const [a, b] = zhFirst(lang) ? [row.titleZh, row.titleEn] : [row.titleEn, row.titleZh];
  return str(a || b || row.title);
}

const yearOf = (row: Row, key: string) => (row[key] ? str(row[key]).slice(0, 4) : '');

/** Items grouped by a type code (in code order) and then by year, newest first. */
function grouped(
  rows: Row[],
  typeKey: string,
  dict: string,
  dateKey: string,
  lang: Locale,
  item: (row: Row) => CvItem,
): CvGroup[] {
  const byType = new Map<string, Map<string, CvItem[]>>();
  for (const row of rows) {
    const type = str(row[typeKey]);
    const year = yearOf(row, dateKey) || translate(lang, 'facultyio.cv.undated');
    const years = byType.get(type) ?? new Map<string, CvItem[]>();
    years.set(year, [...(years.get(year) ?? []), item(row)]);
    byType.set(type, years);
  }
  return [...byType.entries()]
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([type, years]) => ({
      heading: dictLabel(dict, type, lang),
      years: [...years.entries()]
        .sort(([a], [b]) => b.localeCompare(a))
        .map(([year, items]) => ({ year, items })),
    }));
}

const unreviewed = (row: Row, lang: Locale) =>
  Number(row.reviewStatus) === REVIEW_STATUS.unreviewed
    ? translate(lang, 'facultyio.cv.unreviewed')
    : undefined;

function citation(row: CvData['outputs'][number], lang: Locale): CvItem {
  const runs: CvRun[] = [];
  row.authors.forEach((a, i) => {
    if (i > 0) runs.push({ text: zhFirst(lang) ? '，' : ', ' });
    // Internal co-authors by their name in the CV's language; external ones as they were entered.
    runs.push({ text: a.internal ? inLang(lang, a, 'name', 'nameEn') : a.name, bold: a.own });
  });
  if (runs.length) runs.push({ text: '. ' });
  runs.push({ text: titleOf(row, lang) });
  if (row.venueName) runs.push({ text: '. ' }, { text: str(row.venueName), italic: true });
  const vol = [row.volume ? str(row.volume) : '', row.issue ? `(${str(row.issue)})` : ''].join('');
  const tail = [vol, row.pages ? str(row.pages) : ''].filter(Boolean).join(': ');
  if (tail) runs.push({ text: `, ${tail}` });
  for (const [key, text] of [
    ['isbn', `ISBN ${str(row.isbn)}`],
    ['patentNumber', str(row.patentNumber)],
    ['doi', `https://doi.org/${str(row.doi)}`],
  ] as const)
    if (row[key]) runs.push({ text: `. ${text}` });
  if (row.venueLevel) runs.push({ text: ` [${str(row.venueLevel)}]` });
  return { runs, note: unreviewed(row, lang) };
}

function activity(row: Row, lang: Locale): CvItem {
  const bits = [row.organisation, row.role].map(str).filter(Boolean);
  const when = [str(row.startTime), str(row.endTime)].filter(Boolean).join(' – ');
  const hours = row.hours ? translate(lang, 'facultyio.cv.hours', { hours: row.hours }) : '';
  const level = row.level ? dictLabel('level', str(row.level), lang) : '';
  const details = [...bits, level, when, hours].filter(Boolean).join(', ');
  return {
    runs: [{ text: str(row.title), bold: true }, ...(details ? [{ text: `. ${details}` }] : [])],
    note: unreviewed(row, lang),
  };
}

function profile(data: CvData, lang: Locale): CvSection {
  const t = data.teacher;
  const dept = (id: unknown) => departmentName(data, id, lang);
  const fields: { label: string; value: string }[] = [
    { label: label(lang, 'teacher', 'staffId'), value: str(t.staffId) },
    { label: label(lang, 'teacher', 'sex'), value: t.sex ? dictLabel('sex', str(t.sex), lang) : '' },
    {
      label: label(lang, 'teacher', 'countryId'),
      value: t.countryId ? dictLabel('nationality', str(t.countryId), lang) : '',
    },
    { label: label(lang, 'teacher', 'collegeId'), value: dept(t.collegeId) },
    { label: label(lang, 'teacher', 'subject'), value: inLang(lang, t, 'subject', 'subjectEn') },
    { label: label(lang, 'teacher', 'duty'), value: str(t.duty) },
    { label: label(lang, 'teacher', 'workDay'), value: str(t.workDay) },
    { label: translate(lang, 'facultyio.cv.email'), value: data.account?.email ?? '' },
  ];
  return {
    key: 'profile',
    heading: translate(lang, 'facultyio.cv.sections.profile'),
    fields: fields.filter((f) => f.value),
  };
}

function degrees(data: CvData, lang: Locale): CvSection {
  const latest = data.accreditation.at(-1);
  const items: CvItem[] = [];
  if (latest?.highestDegree) {
    const bits = [inLang(lang, latest, 'specialty', 'specialtyEn'), str(latest.degreeYear)]
      .filter(Boolean)
      .join(', ');
    items.push({
      runs: [
        { text: dictLabel('highestDegree', str(latest.highestDegree), lang), bold: true },
        ...(bits ? [{ text: `, ${bits}` }] : []),
      ],
    });
  } else if (data.teacher.education)
    items.push({ runs: [{ text: dictLabel('education', str(data.teacher.education), lang), bold: true }] });
  return {
    key: 'degrees',
    heading: translate(lang, 'facultyio.cv.sections.degrees'),
    items,
    empty: translate(lang, 'facultyio.cv.none'),
  };
}

function positions(data: CvData, lang: Locale): CvSection {
  const items = [...data.accreditation].reverse().map((row): CvItem => {
    const year = str(row.year);
    const disciplines = data.disciplines
      .filter((d) => str(d.year) === year)
      .map((d) => `${departmentName(data, d.disciplineId, lang)} ${str(d.percent)}%`)
      .join(', ');
    const parts = [
      translate(lang, row.participating ? 'facultyio.cv.participating' : 'facultyio.cv.supporting'),
      row.employmentStatus ? dictLabel('employmentStatus', str(row.employmentStatus), lang) : '',
      disciplines,
      row.responsibilities
        ? str(row.responsibilities)
            .split(',')
            .map((c) => dictLabel('dutyCode', c.trim(), lang))
            .join(', ')
        : '',
      row.missionPercent !== null && row.missionPercent !== undefined
        ? translate(lang, 'facultyio.cv.mission', { percent: row.missionPercent })
        : '',
    ].filter(Boolean);
    return { runs: [{ text: `${year}: `, bold: true }, { text: parts.join('; ') }] };
  });
  return {
    key: 'positions',
    heading: translate(lang, 'facultyio.cv.sections.positions'),
    items,
    empty: translate(lang, 'facultyio.cv.none'),
  };
}

function teaching(data: CvData, lang: Locale): CvSection {
  const items = [...data.assignments].reverse().map((row): CvItem => {
    const bits = [
      str(row.term || row.year),
      row.degreeLevel ? dictLabel('degreeLevel', str(row.degreeLevel), lang) : '',
      row.creditHours !== null ? translate(lang, 'facultyio.cv.credits', { credits: row.creditHours }) : '',
      row.enrolledStudents
        ? translate(lang, 'facultyio.cv.students', { students: row.enrolledStudents })
        : '',
    ].filter(Boolean);
    return {
      runs: [
        { text: `${str(row.courseName || row.courseCode)} (${str(row.courseCode)})`, bold: true },
        { text: `, ${bits.join(', ')}` },
      ],
    };
  });
  return {
    key: 'teaching',
    heading: translate(lang, 'facultyio.cv.sections.teaching'),
    items,
    empty: translate(lang, 'facultyio.cv.none'),
  };
}

function periodText(range: CvRange, lang: Locale): string {
  if (!range.from && !range.to) return translate(lang, 'facultyio.cv.allYears');
  return translate(lang, 'facultyio.cv.period', { from: range.from ?? '…', to: range.to ?? '…' });
}

export function buildCvDocument(data: CvData, lang: Locale, range: CvRange, today: string): CvDocument {
  const none = translate(lang, 'facultyio.cv.none');
  const t = data.teacher;
  return {
    lang,
    title: translate(lang, 'facultyio.cv.title'),
    name: inLang(lang, t, 'name', 'nameEn'),
    subtitle: [str(t.duty), t.collegeId ? departmentName(data, t.collegeId, lang) : '']
      .filter(Boolean)
      .join(' · '),
    period: periodText(range, lang),
    generated: translate(lang, 'facultyio.cv.generated', { date: today }),
    sections: [
      profile(data, lang),
      degrees(data, lang),
      positions(data, lang),
      {
        key: 'research',
        heading: translate(lang, 'facultyio.cv.sections.research'),
        groups: grouped(data.outputs, 'outputType', 'researchOutputType', 'publishDate', lang, (r) =>
          citation(r as CvData['outputs'][number], lang),
        ),
        empty: none,
      },
      {
        key: 'teachingContributions',
        heading: translate(lang, 'facultyio.cv.sections.teachingContributions'),
        groups: grouped(data.teaching, 'type', 'teachingContributionType', 'startTime', lang, (r) =>
          activity(r, lang),
        ),
        empty: none,
      },
      {
        key: 'engagement',
        heading: translate(lang, 'facultyio.cv.sections.engagement'),
        groups: grouped(data.engagement, 'type', 'professionalActivityType', 'startTime', lang, (r) =>
          activity(r, lang),
        ),
        empty: none,
      },
      teaching(data, lang),
    ],
  };
}
