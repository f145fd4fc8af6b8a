import { DEGREE, type Status, type Teacher } from './model.ts';
import { ratio } from './numbers.ts';
import type { Teaching } from './productivity.ts';
import { degreeRank } from './rules.ts';
import { computeTable31, type Table31, type Table31Input } from './table31.ts';

/**
 * What-if (issue 8 item 7): change teachers' status, participation or time without saving, see
 * the ratios move, and list changes that would lift a failing ratio over its threshold. Pure, so
 * the web app recomputes on every keystroke from the table's inputs.
 */

export interface WhatIfChange {
  teacherId: string;
  status?: Status;
  participating?: boolean;
  /** New `t` in one discipline, or (without a discipline) the new total, spread in proportion. */
  percent?: number;
  disciplineId?: string;
}

/**
 * The part of a Table 3-1 input the what-if needs, as the page's answer carries it: the faculty
 * without the table's text columns (specialty, duties, basis) and their teaching without the
 * assignment ids (the drill-down's). computeTable31 gives the same totals from it.
 */
export function whatIfInput(input: Table31Input): Table31Input {
  const teaching: Record<string, Teaching[]> = {};
  for (const t of input.teachers) {
    const list = input.teaching[t.id];
    if (list)
      teaching[t.id] = list.map((x) =>
        x.disciplineId ? { p: x.p, disciplineId: x.disciplineId } : { p: x.p },
      );
  }
  return {
    ...input,
    teachers: input.teachers.map((t) => ({
      id: t.id,
      name: t.name,
      nameEn: t.nameEn,
      degree: t.degree,
      degreeYear: t.degreeYear,
      participating: t.participating,
      missionPercent: t.missionPercent,
      disciplines: t.disciplines,
    })),
    teaching,
  };
}

export function applyChanges(input: Table31Input, changes: readonly WhatIfChange[]): Table31Input {
  const statuses = { ...input.statuses };
  const byId = new Map<string, Teacher>(
    input.teachers.map((t) => [t.id, { ...t, disciplines: [...t.disciplines] }]),
  );
  for (const c of changes) {
    const t = byId.get(c.teacherId);
    if (!t) continue;
    if (c.status) statuses[c.teacherId] = c.status;
    if (c.participating !== undefined) t.participating = c.participating;
    if (c.percent === undefined) continue;
    const percent = Math.max(0, Math.min(100, c.percent));
    if (c.disciplineId) {
      t.disciplines = t.disciplines.map((d) => (d.disciplineId === c.disciplineId ? { ...d, percent } : d));
    } else if (t.disciplines.length === 0) {
      t.missionPercent = percent;
    } else {
      const sum = t.disciplines.reduce((s, d) => s + d.percent, 0);
      t.disciplines = t.disciplines.map((d) => ({
        ...d,
        percent: sum > 0 ? (d.percent * percent) / sum : percent / t.disciplines.length,
      }));
    }
  }
  return { ...input, statuses, teachers: [...byId.values()] };
}

export type RatioName = 'sufficiency' | 'sa' | 'saPaSp' | 'saPaSpIp';

export interface Suggestion {
  ratio: RatioName;
  /** Discipline id, or 'total' for the school. */
  scope: string;
  threshold: number;
  current: number | null;
  /** Shown value after all the listed changes. */
  reached: number | null;
  reachable: boolean;
  changes: WhatIfChange[];
}

const TARGET_STATUS: Record<Exclude<RatioName, 'sufficiency'>, Status[]> = {
  sa: ['SA'],
  saPaSp: ['SA', 'PA', 'SP'],
  saPaSpIp: ['SA', 'PA', 'SP', 'IP'],
};

/** The status a teacher could reach for a ratio: only doctorates become SA or PA, master's SP or IP. */
function liftTo(teacher: Teacher, ratio: Exclude<RatioName, 'sufficiency'>): Status | null {
  const rank = degreeRank(teacher.degree);
  if (ratio === 'sa') return rank >= degreeRank(DEGREE.doctor) ? 'SA' : null;
  if (ratio === 'saPaSp')
    return rank >= degreeRank(DEGREE.doctor) ? 'PA' : rank >= degreeRank(DEGREE.master) ? 'SP' : null;
  return rank >= degreeRank(DEGREE.master) ? 'IP' : null;
}

function groupRatio(table: Table31, scope: string, name: RatioName) {
  const totals = scope === 'total' ? table.total : table.groups.find((g) => g.disciplineId === scope)?.totals;
  return totals?.[name];
}

/**
 * Greedy lists of changes: largest effect first (supporting teachers with most teaching become
 * participating; teachers with most time move to the nearest status their degree allows) until
 * the ratio passes. Each list is independent of the others.
 */
export function suggestChanges(input: Table31Input): Suggestion[] {
  const base = computeTable31(input, { refs: false });
  const out: Suggestion[] = [];
  const scopes = ['total', ...base.groups.map((g) => g.disciplineId)];
  const teacherById = new Map(input.teachers.map((t) => [t.id, t]));
  for (const scope of scopes) {
    const rows =
      scope === 'total'
        ? base.groups.flatMap((g) => g.rows)
        : (base.groups.find((g) => g.disciplineId === scope)?.rows ?? []);
    for (const name of ['sufficiency', 'sa', 'saPaSp', 'saPaSpIp'] as const) {
      const r = groupRatio(base, scope, name);
      if (r?.pass !== false || r.threshold === null) continue;
      const candidates = new Map<string, { weight: number; change: WhatIfChange }>();
      for (const row of rows) {
        if (name === 'sufficiency') {
          if (row.participating || row.supportingP <= 0) continue;
          const prev = candidates.get(row.teacherId);
          candidates.set(row.teacherId, {
            weight: (prev?.weight ?? 0) + row.supportingP,
            change: { teacherId: row.teacherId, participating: true },
          });
          continue;
        }
        if (TARGET_STATUS[name].includes(row.status)) continue;
        const teacher = teacherById.get(row.teacherId);
        const status = teacher ? liftTo(teacher, name) : null;
        if (!status) continue;
        const prev = candidates.get(row.teacherId);
        candidates.set(row.teacherId, {
          weight: (prev?.weight ?? 0) + row.t,
          change: { teacherId: row.teacherId, status },
        });
      }
      const ordered = [...candidates.values()].sort((a, b) => b.weight - a.weight);
      // Each change adds its weight to the numerator and leaves the denominator alone, so the
      // running ratio is arithmetic rather than a recomputed table per step.
      const changes: WhatIfChange[] = [];
      let numerator = r.numerator;
      let reached = r.shown;
      let reachable = false;
      for (const c of ordered) {
        changes.push(c.change);
        numerator += c.weight;
        const after = ratio(numerator, r.denominator, r.threshold);
        reached = after.shown;
        if (after.pass) {
          reachable = true;
          break;
        }
      }
      out.push({ ratio: name, scope, threshold: r.threshold, current: r.shown, reached, reachable, changes });
    }
  }
  return out;
}
