import {
  AOL_DEFAULTS,
  type AolAim,
  type AolBand,
  type AolComponent,
  type AolProblem,
  Rational,
  sumOf,
} from '@accredit/shared';
import { DeleteOutlined, PlusOutlined, UndoOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Descriptions,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../components/responsive.tsx';
import { dictOptions } from '../../../crud/fields.tsx';
import type { Sheet, SheetLo } from './api.ts';
import { evenWeights, newKey, weightTotal } from './config-model.ts';
import { nameOf, pick, problemsAt, problemText, targetText } from './util.ts';

/** What the quantitative wizard's first three steps edit (saved through the engine's edit). */
export interface QuantDraft {
  loIds: string[];
  classIds: string[];
  components: AolComponent[];
  aims: AolAim[];
  bands: AolBand[];
}

function Problems({ list }: { list: AolProblem[] }) {
  const { t } = useTranslation();
  if (!list.length) return null;
  return (
    <div data-testid="aas-problem">
      {list.map((p) => (
        <Typography.Text key={`${p.path}-${p.key}`} type="danger" style={{ display: 'block', fontSize: 12 }}>
          {problemText(t, p)}
        </Typography.Text>
      ))}
    </div>
  );
}

/* ---------------- Step 1: year, programme, course, classes, objectives ---------------- */

export function ScopeStep({
  sheet,
  loIds,
  classIds,
  onChange,
  editable,
  kind,
}: {
  sheet: Sheet;
  loIds: string[];
  classIds: string[];
  onChange: (next: { loIds?: string[]; classIds?: string[] }) => void;
  editable: boolean;
  kind: 'quantitative' | 'qualitative';
}) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const h = sheet.head;
  const losAll = sheet.candidateLos?.length ? sheet.candidateLos : sheet.los;
  const classesAll = sheet.candidateClasses?.length ? sheet.candidateClasses : sheet.classes;
  const loEditable = editable && losAll.length > 1;
  const shownLos = loEditable ? losAll : sheet.los.filter((o) => loIds.includes(o.id));
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="aas-step-scope">
      <Descriptions
        bordered
        size="small"
        column={phone ? 1 : 2}
        items={[
          { key: 'year', label: t('aolAssess.scope.year'), children: h.yearName ?? '—' },
          {
            key: 'programme',
            label: t('aolAssess.scope.programme'),
            children: pick(h.programmeName, h.programmeNameEn) || '—',
          },
          {
            key: 'course',
            label: t('aolAssess.scope.course'),
            children: (
              <span data-testid="aas-course">
                {h.courseCode} {pick(h.courseName, h.courseNameEn)}
              </span>
            ),
          },
          {
            key: 'teacher',
            label: t('aolAssess.scope.teacher'),
            children: pick(h.teacherName, h.teacherNameEn) || '—',
          },
          {
            key: 'method',
            label: t('aolAssess.scope.method'),
            children: t(
              kind === 'quantitative' ? 'aolAssess.scope.quantitative' : 'aolAssess.scope.qualitative',
            ),
          },
          {
            key: 'classes',
            label: t('aolAssess.scope.classes'),
            children:
              editable && classesAll.length > 1 ? (
                <Select
                  mode="multiple"
                  style={{ minWidth: 220, width: '100%' }}
                  value={classIds}
                  onChange={(v) => onChange({ classIds: v })}
                  options={classesAll.map((c) => ({ value: c.id, label: nameOf(c) }))}
                  data-testid="aas-classes"
                />
              ) : (
                <Space size={4} wrap>
                  {sheet.classes.map((c) => (
                    <Tag key={c.id}>{nameOf(c)}</Tag>
                  ))}
                  {sheet.classes.length === 0 ? t('aolAssess.scope.noClasses') : null}
                </Space>
              ),
          },
        ]}
      />
      <Card size="small" title={t('aolAssess.scope.objectives')}>
        <Table<SheetLo>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={shownLos}
          rowSelection={
            loEditable
              ? {
                  selectedRowKeys: loIds,
                  onChange: (keys) =>
                    onChange({ loIds: losAll.filter((o) => keys.includes(o.id)).map((o) => o.id) }),
                }
              : undefined
          }
          columns={[
            { key: 'code', title: t('aolAssess.scope.code'), dataIndex: 'code', width: 100 },
            { key: 'name', title: t('aolAssess.scope.objective'), render: (_, o) => nameOf(o) },
            {
              key: 'target',
              title: t('aolAssess.scope.target'),
              width: 90,
              align: 'right',
              render: (_, o) => targetText(o.target, AOL_DEFAULTS.target),
            },
          ]}
          data-testid="aas-objectives"
        />
        <div className="aas-hint">
          {t(loEditable ? 'aolAssess.scope.pickHint' : 'aolAssess.scope.planHint')}
        </div>
      </Card>
      {shownLos.length === 0 ? (
        <Alert type="warning" showIcon title={t('aolAssess.scope.noObjectives')} />
      ) : null}
    </Space>
  );
}

/* ---------------- Step 2: components and full marks ---------------- */

export function ComponentsStep({
  components,
  onChange,
  problems,
  editable,
}: {
  components: AolComponent[];
  onChange: (next: AolComponent[]) => void;
  problems: AolProblem[];
  editable: boolean;
}) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const kinds = dictOptions('aolComponentKind');
  const set = (i: number, patch: Partial<AolComponent>) =>
    onChange(components.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  const add = () => {
    const kind = 'other';
    onChange([
      ...components,
      {
        key: newKey(
          kind,
          components.map((c) => c.key),
        ),
        kind,
        name: '',
        fullMarks: 100,
      },
    ]);
  };
  const total = sumOf(
    components.filter((c) => Number.isFinite(c.fullMarks)).map((c) => Rational.from(c.fullMarks)),
  );
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="aas-step-components">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('aolAssess.components.intro')}
      </Typography.Paragraph>
      <Table<AolComponent & { i: number }>
        rowKey="key"
        size="small"
        pagination={false}
        scroll={{ x: phone ? 640 : undefined }}
        dataSource={components.map((c, i) => ({ ...c, i }))}
        rowClassName={(c) => (problemsAt(problems, `components.${c.i}`).length ? 'aas-row-error' : '')}
        columns={[
          {
            key: 'kind',
            title: t('aolAssess.components.kind'),
            width: 150,
            render: (_, c) => (
              <Select
                style={{ width: '100%' }}
                disabled={!editable}
                value={c.kind}
                options={kinds}
                onChange={(kind) => set(c.i, { kind })}
                data-testid={`aas-comp-kind-${c.i}`}
              />
            ),
          },
          {
            key: 'name',
            title: t('aolAssess.components.name'),
            render: (_, c) => (
              <>
                <Input
                  disabled={!editable}
                  value={c.name}
                  status={problemsAt(problems, `components.${c.i}.name`).length ? 'error' : undefined}
                  onChange={(e) => set(c.i, { name: e.target.value })}
                  data-testid={`aas-comp-name-${c.i}`}
                />
                <Problems list={problemsAt(problems, `components.${c.i}.name`)} />
              </>
            ),
          },
          {
            key: 'nameEn',
            title: t('aolAssess.components.nameEn'),
            render: (_, c) => (
              <Input
                disabled={!editable}
                value={c.nameEn ?? ''}
                onChange={(e) => set(c.i, { nameEn: e.target.value || undefined })}
                data-testid={`aas-comp-nameEn-${c.i}`}
              />
            ),
          },
          {
            key: 'fullMarks',
            title: t('aolAssess.components.fullMarks'),
            width: 130,
            render: (_, c) => (
              <>
                <InputNumber
                  disabled={!editable}
                  min={0}
                  style={{ width: '100%' }}
                  value={Number.isFinite(c.fullMarks) ? c.fullMarks : null}
                  status={problemsAt(problems, `components.${c.i}.fullMarks`).length ? 'error' : undefined}
                  onChange={(v) => set(c.i, { fullMarks: v === null ? Number.NaN : Number(v) })}
                  data-testid={`aas-comp-full-${c.i}`}
                />
                <Problems
                  list={[
                    ...problemsAt(problems, `components.${c.i}.fullMarks`),
                    ...problemsAt(problems, `components.${c.i}.key`),
                  ]}
                />
              </>
            ),
          },
          {
            key: 'remove',
            width: 50,
            render: (_, c) =>
              editable ? (
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('aolAssess.components.remove')}
                  onClick={() => onChange(components.filter((_, j) => j !== c.i))}
                  data-testid={`aas-comp-remove-${c.i}`}
                />
              ) : null,
          },
        ]}
        data-testid="aas-components"
      />
      <Space wrap>
        {editable ? (
          <Button icon={<PlusOutlined />} onClick={add} data-testid="aas-comp-add">
            {t('aolAssess.components.add')}
          </Button>
        ) : null}
        <Typography.Text type="secondary" data-testid="aas-comp-total">
          {t('aolAssess.components.total', { total: total.roundHalfUp(2).replace(/\.?0+$/, '') })}
        </Typography.Text>
      </Space>
      {components.length === 0 ? (
        <Alert type="warning" showIcon title={t('aolAssess.components.none')} />
      ) : null}
    </Space>
  );
}

/* ---------------- Step 3: marks and weights per objective, bands, targets ---------------- */

export function AimsStep({
  los,
  draft,
  onChange,
  problems,
  editable,
}: {
  los: SheetLo[];
  draft: QuantDraft;
  onChange: (next: Partial<QuantDraft>) => void;
  problems: AolProblem[];
  editable: boolean;
}) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const { aims, components, bands } = draft;
  const indexOf = (loId: string, key: string) =>
    aims.findIndex((a) => a.loId === loId && a.componentKey === key);
  const setAim = (loId: string, key: string, patch: Partial<AolAim> | null) => {
    const i = indexOf(loId, key);
    if (patch === null) onChange({ aims: aims.filter((_, j) => j !== i) });
    else if (i < 0) {
      const full = components.find((c) => c.key === key)?.fullMarks ?? 0;
      const left = Rational.ONE.sub(weightTotal(aims, loId));
      const weight = left.cmp(0) > 0 ? Number(left.roundHalfUp(3)) : 0;
      onChange({ aims: [...aims, { loId, componentKey: key, marks: full, weight, ...patch }] });
    } else onChange({ aims: aims.map((a, j) => (j === i ? { ...a, ...patch } : a)) });
  };
  const even = (loId: string) => {
    const mine = aims.filter((a) => a.loId === loId);
    const w = evenWeights(mine.length);
    let n = 0;
    onChange({ aims: aims.map((a) => (a.loId === loId ? { ...a, weight: w[n++] } : a)) });
  };
  const aimProblems = (loId: string, key: string) => {
    const i = indexOf(loId, key);
    return i < 0 ? [] : problemsAt(problems, `aims.${i}`);
  };
  const setBand = (i: number, patch: Partial<AolBand>) =>
    onChange({ bands: bands.map((b, j) => (j === i ? { ...b, ...patch } : b)) });

  const loCards = los.map((lo) => {
    const total = weightTotal(aims, lo.id);
    const ok = total.cmp(1) === 0;
    return (
      <Card
        key={lo.id}
        size="small"
        className="aas-lo-card"
        title={
          <span title={nameOf(lo)}>
            {lo.code} <Typography.Text type="secondary">{nameOf(lo)}</Typography.Text>
          </span>
        }
        extra={
          <Space size={4} wrap>
            <Tag color={ok ? 'success' : 'error'} data-testid={`aas-weight-total-${lo.code}`}>
              {t('aolAssess.aims.total', { total: total.roundHalfUp(3) })}
            </Tag>
            {editable && aims.some((a) => a.loId === lo.id) ? (
              <Button size="small" onClick={() => even(lo.id)} data-testid={`aas-even-${lo.code}`}>
                {t('aolAssess.aims.even')}
              </Button>
            ) : null}
          </Space>
        }
        data-testid={`aas-lo-${lo.code}`}
      >
        <Table<AolComponent>
          rowKey="key"
          size="small"
          pagination={false}
          dataSource={components}
          scroll={{ x: phone ? 420 : undefined }}
          rowClassName={(c) => (aimProblems(lo.id, c.key).length ? 'aas-row-error' : '')}
          columns={[
            {
              key: 'aimed',
              width: 40,
              render: (_, c) => (
                <Checkbox
                  disabled={!editable}
                  checked={indexOf(lo.id, c.key) >= 0}
                  onChange={(e) => setAim(lo.id, c.key, e.target.checked ? {} : null)}
                  aria-label={t('aolAssess.aims.aimed')}
                  data-testid={`aas-aim-${lo.code}-${c.key}`}
                />
              ),
            },
            {
              key: 'component',
              title: t('aolAssess.aims.component'),
              render: (_, c) => (
                <span>
                  {nameOf(c) || c.key}{' '}
                  <Typography.Text type="secondary">
                    ({t('aolAssess.aims.full', { full: c.fullMarks })})
                  </Typography.Text>
                </span>
              ),
            },
            {
              key: 'marks',
              title: t('aolAssess.aims.marks'),
              width: 120,
              render: (_, c) => {
                const a = aims[indexOf(lo.id, c.key)];
                return a ? (
                  <InputNumber
                    disabled={!editable}
                    min={0}
                    max={c.fullMarks}
                    style={{ width: '100%' }}
                    value={Number.isFinite(a.marks) ? a.marks : null}
                    onChange={(v) => setAim(lo.id, c.key, { marks: v === null ? Number.NaN : Number(v) })}
                    data-testid={`aas-marks-${lo.code}-${c.key}`}
                  />
                ) : null;
              },
            },
            {
              key: 'weight',
              title: t('aolAssess.aims.weight'),
              width: 120,
              render: (_, c) => {
                const a = aims[indexOf(lo.id, c.key)];
                return a ? (
                  <>
                    <InputNumber
                      disabled={!editable}
                      min={0}
                      max={1}
                      step={0.05}
                      style={{ width: '100%' }}
                      value={Number.isFinite(a.weight) ? a.weight : null}
                      onChange={(v) => setAim(lo.id, c.key, { weight: v === null ? Number.NaN : Number(v) })}
                      data-testid={`aas-weight-${lo.code}-${c.key}`}
                    />
                    <Problems list={aimProblems(lo.id, c.key)} />
                  </>
                ) : null;
              },
            },
          ]}
        />
        <Problems list={problemsAt(problems, `los.${lo.id}`)} />
      </Card>
    );
  });

  const bandCard = (
    <Card size="small" title={t('aolAssess.bands.title')} data-testid="aas-bands">
      <Table<AolBand & { i: number }>
        rowKey="i"
        size="small"
        pagination={false}
        dataSource={bands.map((b, i) => ({ ...b, i }))}
        columns={[
          {
            key: 'name',
            title: t('aolAssess.bands.name'),
            render: (_, b) => (
              <>
                <Input
                  disabled={!editable}
                  value={b.name}
                  status={problemsAt(problems, `bands.${b.i}.name`).length ? 'error' : undefined}
                  onChange={(e) => setBand(b.i, { name: e.target.value })}
                  data-testid={`aas-band-name-${b.i}`}
                />
                <Problems list={problemsAt(problems, `bands.${b.i}`)} />
              </>
            ),
          },
          {
            key: 'nameEn',
            title: t('aolAssess.bands.nameEn'),
            render: (_, b) => (
              <Input
                disabled={!editable}
                value={b.nameEn ?? ''}
                onChange={(e) => setBand(b.i, { nameEn: e.target.value || undefined })}
              />
            ),
          },
          {
            key: 'min',
            title: t('aolAssess.bands.min'),
            width: 100,
            render: (_, b) => (
              <InputNumber
                disabled={!editable}
                min={0}
                max={1}
                step={0.05}
                style={{ width: '100%' }}
                value={b.min}
                onChange={(v) => setBand(b.i, { min: v === null ? Number.NaN : Number(v) })}
                data-testid={`aas-band-min-${b.i}`}
              />
            ),
          },
          {
            key: 'remove',
            width: 44,
            render: (_, b) =>
              editable ? (
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('aolAssess.bands.remove')}
                  onClick={() => onChange({ bands: bands.filter((_, j) => j !== b.i) })}
                />
              ) : null,
          },
        ]}
      />
      <Problems list={problems.filter((p) => p.path === 'bands')} />
      {editable ? (
        <Space style={{ marginTop: 8 }} wrap>
          <Button
            size="small"
            icon={<PlusOutlined />}
            onClick={() => onChange({ bands: [...bands, { name: '', min: 0 }] })}
            data-testid="aas-band-add"
          >
            {t('aolAssess.bands.add')}
          </Button>
          <Button
            size="small"
            icon={<UndoOutlined />}
            onClick={() => onChange({ bands: AOL_DEFAULTS.bands.map((b) => ({ ...b })) })}
            data-testid="aas-band-defaults"
          >
            {t('aolAssess.bands.defaults')}
          </Button>
        </Space>
      ) : null}
      <div className="aas-hint">{t('aolAssess.bands.hint')}</div>
      <Typography.Title level={5} style={{ marginTop: 12 }}>
        {t('aolAssess.bands.targets')}
      </Typography.Title>
      <Space size={[4, 4]} wrap data-testid="aas-targets">
        {los.map((lo) => (
          <Tag key={lo.id} color="blue">
            {lo.code}: {targetText(lo.target, AOL_DEFAULTS.target)}
          </Tag>
        ))}
      </Space>
    </Card>
  );

  return (
    <Row gutter={[16, 16]} data-testid="aas-step-aims">
      <Col xs={24} xl={15}>
        <Typography.Paragraph type="secondary">{t('aolAssess.aims.intro')}</Typography.Paragraph>
        {components.length === 0 ? (
          <Alert type="warning" showIcon title={t('aolAssess.components.none')} />
        ) : null}
        {loCards}
      </Col>
      <Col xs={24} xl={9}>
        {bandCard}
      </Col>
    </Row>
  );
}
