import type { StatementKind, VersionState } from '@accredit/shared';
import { api } from '../../../api/client.ts';
import type { ResourceRecord } from '../../../crud/api.ts';

/** The statement history call (apps/server/src/modules/strategy/statement-routes.ts). */
export interface StatementVersion extends ResourceRecord {
  id: string;
  contentZh: string | null;
  contentEn: string | null;
  effectiveDate: string;
  approvedBy?: string | null;
  changeNote?: string | null;
  reviewStatus: number;
  reviewStatus_dictText?: string;
  reviewReason?: string | null;
  reviewBy?: string | null;
  reviewTime?: string | null;
  createTime: string | null;
  state: VersionState;
  validTo: string | null;
}

export interface StatementHistory {
  kind: StatementKind;
  today: string;
  inForceId: string | null;
  years: number[];
  versions: StatementVersion[];
}

export const statementApi = (kind: StatementKind) => ({
  history: () => api.get<StatementHistory>(`/aacsb/${kind}/history`),
});

export const historyKey = (kind: StatementKind) => ['crud', kind, 'statementHistory'] as const;
