import {
  applyChanges,
  computeTable31,
  type GroupTotals,
  STATUSES,
  type Status,
  suggestChanges,
  type Table31Input,
  type WhatIfChange,
} from '@accredit/shared/aacsb/index.ts';
import {
  Alert,
  Button,
  Card,
  Col,
  InputNumber,
  List,
  Row,
  Select,
  Space,
  Spin,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBilingual } from '../../components/english-check.tsx';
import { useWhatIfInput } from './api.ts';
import { percentText } from './format.ts';
import { PassTag, StatusTag } from './StatusTag.tsx';
import { useDisciplineName } from './Table31View.tsx';

/**
 * What-if (issue 8 item 7): change a teacher's status, participation or time without saving and
 * watch the ratios move; the same pure computation as the server, run in the browser on the
 * input the server gives apart from the table (whatIfInput: the faculty and their teaching as
 * Table 3-1 sums it), asked for when the what-if is opened.
 */
type Changes = Record<string, WhatIfChange>;
const RATIOS = ['sufficiency', 'sa', 'saPaSp', 'saPaSpIp'] as const;

/** The what-if tab of a year: its input, then the panel. */
export function WhatIfTab({ year }: { year: number }) {
  const answer = useWhatIfInput(year);
  if (answer.error) return <Alert type="error" showIcon title={(answer.error as Error).message} />;
  return answer.data ? <WhatIfPanel input={answer.data.input} /> : <Spin />;
}

export function WhatIfPanel({ input }: { input: Table31Input }) {
  const { t } = useTranslation();
  const nameOf = useDisciplineName();
  const [changes, setChanges] = useState<Changes>({});
  const list = useMemo(() => Object.values(changes), [changes]);
  // Figures only (no drill-down here): the answer's input carries no assignment ids either.
  const before = useMemo(() => computeTable31(input, { refs: false }), [input]);
  const after = useMemo(() => computeTable31(applyChanges(input, list), { refs: false }), [input, list]);
  const suggestions = useMemo(() => suggestChanges(applyChanges(input, list)), [input, list]);
  const personName = useBilingual();
  const teacherName = (id: string) => {
    const found = input.teachers.find((x) => x.id === id);
    return found ? personName(found, 'name', 'nameEn') : id;
  };
  const scopeName = (scope: string) => {
    if (scope === 'total') return t('qualification.table31.school');
    const g = before.groups.find((x) => x.disciplineId === scope);
    return g ? nameOf(g) : scope;
  };
  const change = (id: string, patch: Partial<WhatIfChange>) =>
    setChanges((c) => ({ ...c, [id]: { ...c[id], teacherId: id, ...patch } }));

  const compare = (scope: string, b: GroupTotals, a: GroupTotals) => (
    <Card size="small" title={scopeName(scope)} key={scope}>
      {RATIOS.map((r) => (
        <div key={r} data-testid={`whatif-${scope}-${r}`}>
          {t(`qualification.ratios.${r}`)}: {percentText(b[r].shown)} →{' '}
          <Typography.Text strong>{percentText(a[r].shown)}</Typography.Text> <PassTag pass={a[r].pass} />
        </div>
      ))}
    </Card>
  );

  const describe = (c: WhatIfChange) =>
    [
      teacherName(c.teacherId),
      c.status && t('qualification.whatif.toStatus', { status: c.status }),
      c.participating !== undefined &&
        t(c.participating ? 'qualification.whatif.toParticipating' : 'qualification.whatif.toSupporting'),
      c.percent !== undefined && t('qualification.whatif.toPercent', { percent: c.percent }),
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Alert type="info" title={t('qualification.whatif.hint')} />
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={8}>
          {compare('total', before.total, after.total)}
        </Col>
        {before.groups.map((g) => {
          const a = after.groups.find((x) => x.disciplineId === g.disciplineId);
          return a ? (
            <Col xs={24} lg={8} key={g.disciplineId}>
              {compare(g.disciplineId, g.totals, a.totals)}
            </Col>
          ) : null;
        })}
      </Row>
      <Table
        size="small"
        rowKey="id"
        pagination={{ pageSize: 10 }}
        dataSource={input.teachers}
        data-testid="whatif-teachers"
        columns={[
          // The name in the page's language, as Table 3-1 shows it.
          { title: t('qualification.table31.name'), render: (_, r) => personName(r, 'name', 'nameEn') },
          {
            title: t('qualification.board.status'),
            render: (_, r) => (
              <Select<Status>
                size="small"
                style={{ width: 90 }}
                value={changes[r.id]?.status ?? input.statuses[r.id] ?? 'A'}
                options={STATUSES.map((s) => ({ value: s, label: s }))}
                onChange={(status) => change(r.id, { status })}
                data-testid={`whatif-status-${r.id}`}
              />
            ),
          },
          {
            title: t('qualification.board.participating'),
            render: (_, r) => (
              <Switch
                size="small"
                checked={changes[r.id]?.participating ?? r.participating}
                onChange={(participating) => change(r.id, { participating })}
              />
            ),
          },
          {
            title: t('qualification.whatif.percent'),
            render: (_, r) => (
              <InputNumber
                size="small"
                min={0}
                max={100}
                value={
                  changes[r.id]?.percent ??
                  (r.disciplines.length ? r.disciplines.reduce((s, d) => s + d.percent, 0) : r.missionPercent)
                }
                onChange={(v) => change(r.id, { percent: v ?? 0 })}
              />
            ),
          },
          {
            title: '',
            render: (_, r) =>
              changes[r.id] ? (
                <Button
                  size="small"
                  type="link"
                  onClick={() =>
                    setChanges((c) => {
                      const { [r.id]: _drop, ...rest } = c;
                      return rest;
                    })
                  }
                >
                  {t('qualification.whatif.undo')}
                </Button>
              ) : null,
          },
        ]}
      />
      <Space>
        <Button onClick={() => setChanges({})} disabled={list.length === 0}>
          {t('qualification.whatif.reset')}
        </Button>
        <Typography.Text type="secondary">{t('qualification.whatif.notSaved')}</Typography.Text>
      </Space>
      <Card size="small" title={t('qualification.whatif.suggestions')}>
        {suggestions.length === 0 ? (
          <Typography.Text type="success">{t('qualification.whatif.allPass')}</Typography.Text>
        ) : (
          <List
            size="small"
            dataSource={suggestions}
            data-testid="whatif-suggestions"
            renderItem={(s) => (
              <List.Item
                actions={[
                  <Button
                    key="try"
                    size="small"
                    disabled={s.changes.length === 0}
                    onClick={() =>
                      setChanges((c) =>
                        Object.fromEntries([
                          ...Object.entries(c),
                          ...s.changes.map((x) => [x.teacherId, { ...c[x.teacherId], ...x }]),
                        ]),
                      )
                    }
                  >
                    {t('qualification.whatif.try')}
                  </Button>,
                ]}
              >
                <Space direction="vertical" size={0}>
                  <span>
                    {scopeName(s.scope)} · {t(`qualification.ratios.${s.ratio}`)}: {percentText(s.current)} →{' '}
                    {percentText(s.reached)} (≥ {s.threshold}%){' '}
                    {!s.reachable && <Tag color="warning">{t('qualification.whatif.notReachable')}</Tag>}
                  </span>
                  <Typography.Text type="secondary">
                    {s.changes.map(describe).join('; ') || t('qualification.whatif.noCandidates')}
                  </Typography.Text>
                </Space>
              </List.Item>
            )}
          />
        )}
      </Card>
      {list.length > 0 && (
        <Card size="small" title={t('qualification.whatif.changes')}>
          {list.map((c) => (
            <div key={c.teacherId}>
              {describe(c)} {c.status && <StatusTag status={c.status} />}
            </div>
          ))}
        </Card>
      )}
    </Space>
  );
}
