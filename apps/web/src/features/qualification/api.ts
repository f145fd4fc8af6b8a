import type {
  Assignment,
  AtRisk,
  CheckKind,
  ConditionCheck,
  DisciplineShare,
  OutputMapping,
  ProductivityUnit,
  RuleCheck,
  RuleSet,
  Status,
  Table31,
  Table31Input,
  Table32,
  Table81,
  Thresholds,
} from '@accredit/shared/aacsb/index.ts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { download } from '../../api/files.ts';
import { currentLocale } from '../../i18n/index.ts';

/** Calls of the qualification module (apps/server/src/modules/qualification) and their shapes. */

export type TableCode = '31' | '32' | '81';
export type Presented<T> = Omit<T, 'cells'>;
export type { Assignment, CheckKind, ConditionCheck, DisciplineShare, RuleCheck, Status };

export interface Identification {
  status: Status;
  computedStatus: string;
  overridden: boolean;
  reason: string | null;
  createBy: string | null;
  createTime: string;
}
export interface BoardTeacher {
  id: string;
  name: string;
  nameEn?: string;
  degree: string | null;
  degreeYear: number | null;
  participating: boolean;
  computed: Status;
  status: Status;
  checks: RuleCheck[];
  atRisk: AtRisk | null;
  identification: Identification | null;
}
export interface Board {
  year: number;
  ruleVersion: number;
  window: number;
  teachers: BoardTeacher[];
}
export interface HistoryEntry extends Identification {
  id: string;
  action: 'identify' | 'cancel';
}
export interface RuleVersion {
  version: number;
  rules: RuleSet;
  note: string | null;
  createBy: string | null;
  createTime: string;
}
export interface Settings {
  unit: ProductivityUnit;
  thresholds: Thresholds;
  mapping: OutputMapping;
}
export interface Table31Answer {
  year: number;
  ruleVersion: number;
  table: Presented<Table31>;
}
/** What what-if needs of Table 3-1's input, asked for when the what-if is opened. */
export interface WhatIfInputAnswer {
  year: number;
  ruleVersion: number;
  input: Table31Input;
}
export interface Table32Answer {
  year: number;
  table: Presented<Table32>;
}
export interface Table81Answer {
  year: number;
  table: Presented<Table81>;
  narrative: { B: string; C: string };
}
export interface DrillAnswer {
  cells: { key: string; value: number }[];
  teachers: {
    id: string;
    name: string;
    nameEn?: string;
    amount: number;
    status: Status | null;
    participating: boolean | null;
    evidence: { kind: string; id: string; title: string; date: string | null; amount: number }[];
  }[];
  records: {
    kind: 'teacher' | 'output' | 'activity' | 'assignment';
    id: string;
    title: string;
    date: string | null;
    type: string | null;
    amount: number;
    teacherId: string | null;
    teacherName: string | null;
    teacherNameEn?: string | null;
  }[];
}
export interface RecordAnswer {
  kind: string;
  id: string;
  source: { resource: string; outputType: string | null };
  fields: Record<string, string | number | boolean | null>;
  authors: {
    order: number | null;
    teacherId: string | null;
    name: string;
    institution: string | null;
    isLead: boolean;
  }[];
}
export interface SnapshotRow {
  id: string;
  tableCode: TableCode;
  year: number;
  note: string | null;
  createBy: string | null;
  createTime: string;
}
export interface SnapshotAnswer extends SnapshotRow {
  table: unknown;
  changes: { key: string; snapshot: number; live: number }[];
}
export type TrendRow = { year: number; prj: number; otherReviewed: number; other: number };

export const useBoard = (year: number) =>
  useQuery({
    queryKey: ['qualification', 'board', year],
    queryFn: () => api.get<Board>('/qualification/board', { year }),
  });
export const useSettings = () =>
  useQuery({
    queryKey: ['qualification', 'settings'],
    queryFn: () => api.get<Settings>('/qualification/settings'),
  });
export const useRuleVersions = () =>
  useQuery({
    queryKey: ['qualification', 'rules'],
    queryFn: () => api.get<RuleVersion[]>('/qualification/rules'),
  });
export const useTable31 = (year: number) =>
  useQuery({
    queryKey: ['qualification', 't31', year],
    queryFn: () => api.get<Table31Answer>('/qualification/table31', { year }),
  });
export const useWhatIfInput = (year: number) =>
  useQuery({
    queryKey: ['qualification', 't31', year, 'input'],
    queryFn: () => api.get<WhatIfInputAnswer>('/qualification/table31/input', { year }),
  });
export const useTable32 = (year: number) =>
  useQuery({
    queryKey: ['qualification', 't32', year],
    queryFn: () => api.get<Table32Answer>('/qualification/table32', { year }),
  });
export const useTable81 = (year: number) =>
  useQuery({
    queryKey: ['qualification', 't81', year],
    queryFn: () => api.get<Table81Answer>('/qualification/table81', { year }),
  });
export const useSnapshots = (table: TableCode) =>
  useQuery({
    queryKey: ['qualification', 'snapshots', table],
    queryFn: () => api.get<SnapshotRow[]>('/qualification/snapshots', { table }),
  });
export const useTrends = (from: number, to: number) =>
  useQuery({
    queryKey: ['qualification', 'trends', from, to],
    queryFn: () => api.get<TrendRow[]>('/qualification/trends', { from, to }),
  });

/** Downloads an export with the token (a plain link cannot send it). */
export function downloadExport(
  table: TableCode,
  year: number,
  format: 'xlsx' | 'docx',
  lang = currentLocale(),
) {
  return download(
    '/qualification/export',
    { table, year, format, lang },
    `table-${table}-${year}-${lang}.${format}`,
  );
}

/** Default reporting year: the last full calendar year. */
export function defaultYear(): number {
  return new Date().getFullYear() - 1;
}
