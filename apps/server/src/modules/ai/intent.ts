import type { OutputColumn, Status } from '@accredit/shared/aacsb/index.ts';
import { normalise, toSimplified } from '@accredit/shared/ai/index.ts';

/**
 * What figure a question asks for, read from its words in English, Chinese or Portuguese. Only
 * the figures the consultant can compute are recognised; anything else is answered from the
 * knowledge base. Disciplines are matched by their names in the department tree.
 */
export type Measure = 'sufficiency' | 'sa' | 'saPaSp' | 'saPaSpIp';
/** A reporting year, or the current one (the latest year with faculty records up to today). */
export type YearRef = number | 'current';

export type Intent =
  | { kind: 'ratio'; measure: Measure; year: YearRef; disciplineId: string | null }
  | { kind: 'losing'; status: Status | null; year: YearRef }
  | {
      kind: 'outputs';
      /** Table 8-1 output-type column, or null for all counted contributions. */
      column: OutputColumn | null;
      /** Research-output type code (1 journal articles) when the question names one. */
      outputType: string | null;
      year: number | null;
      disciplineId: string | null;
      /** The asker's own records ("did I publish"). */
      mine: boolean;
    };

export interface NamedDiscipline {
  id: string;
  name: string;
  nameEn: string;
}

function yearIn(q: string, now: number): YearRef | null {
  const explicit = /(?:^|[^0-9])((?:19|20)\d{2})(?:[^0-9]|$)/.exec(q);
  if (explicit) return Number(explicit[1]);
  if (/last year|去年|ano passado/.test(q)) return now - 1;
  if (/this year|今年|本年|este ano|current/.test(q)) return 'current';
  return null;
}

export function findDiscipline(question: string, disciplines: readonly NamedDiscipline[]): string | null {
  const q = normalise(question);
  for (const d of disciplines) {
    const en = d.nameEn.trim().toLowerCase();
    if (en && new RegExp(`(^|[^a-z])${en.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^a-z]|$)`).test(q))
      return d.id;
    const zh = toSimplified(d.name.trim());
    const core = zh.replace(/(学科|学系|系)$/, '');
    if (zh && q.includes(zh)) return d.id;
    if (core.length >= 2 && q.includes(core)) return d.id;
  }
  return null;
}

const STATUS_WORD: [RegExp, Status][] = [
  [/(^|[^a-z])sa([^a-z]|$)|scholarly academic|学术型学者/, 'SA'],
  [/(^|[^a-z])pa([^a-z]|$)|practice academic|实践型学者/, 'PA'],
  [/(^|[^a-z])sp([^a-z]|$)|scholarly practitioner|学术型实践者/, 'SP'],
  [/(^|[^a-z])ip([^a-z]|$)|instructional practitioner|教学型实践者/, 'IP'],
];

function measureIn(q: string): Measure | null {
  if (/sa\s*\+\s*pa\s*\+\s*sp\s*\+\s*ip/.test(q)) return 'saPaSpIp';
  if (/sa\s*\+\s*pa\s*\+\s*sp/.test(q)) return 'saPaSp';
  if (/sufficien|充足|suficiência/.test(q)) return 'sufficiency';
  const ratioWord = /ratio|percent|proportion|share|%|比例|比率|占比|百分比|proporção|percentual/.test(q);
  if (ratioWord && STATUS_WORD[0][0].test(q)) return 'sa';
  return null;
}

export function parseIntent(
  question: string,
  disciplines: readonly NamedDiscipline[],
  now = new Date(),
): Intent | null {
  const q = normalise(question);
  const thisYear = now.getUTCFullYear();
  const year = yearIn(q, thisYear);

  if (/lose|losing|lost|drop|at risk|no longer|失去|丧失|不再|降级|风险|perder|perderão/.test(q)) {
    const status = STATUS_WORD.find(([re]) => re.test(q))?.[1] ?? null;
    if (status || /status|qualif|资格|teacher|faculty|教师|docente/.test(q))
      return { kind: 'losing', status, year: year === null ? 'current' : year };
  }

  const measure = measureIn(q);
  if (measure)
    return {
      kind: 'ratio',
      measure,
      year: year ?? 'current',
      disciplineId: findDiscipline(question, disciplines),
    };

  // "How does Table 8-1 count?" asks how, not how many: "count" alone is no figure question.
  const asksCount = /how many|number of|多少|几篇|几项|数量|quantos|quantas/.test(q);
  const aboutOutputs =
    /article|paper|publication|publish|contribution|output|论文|文章|成果|发表|贡献|artigo|publica|contribuiç/.test(
      q,
    );
  if (asksCount && aboutOutputs) {
    const peer = /peer[- ]?review|同行评审|revisad/.test(q);
    const articles = /article|paper|论文|文章|artigo/.test(q) && !/contribution|贡献|成果|contribuiç/.test(q);
    return {
      kind: 'outputs',
      column: peer ? 'prj' : null,
      outputType: !peer && articles ? '1' : null,
      year: typeof year === 'number' ? year : year === 'current' ? thisYear : null,
      disciplineId: findDiscipline(question, disciplines),
      mine: /(^|[^a-z])(i|my|me|mine)([^a-z]|$)|我(?!们)|publiquei|meus|minhas/.test(q),
    };
  }
  return null;
}
