import {
  type ActionBeforeAfter,
  type ActionProposal,
  AOL_DEFAULTS,
  type BeforeAfterPoint,
  dictLabel,
  resourceByName,
} from '@accredit/shared';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Empty,
  Select,
  Skeleton,
  Table,
  type TableColumnType,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import { type ResourceRecord, resourceApi } from '../../../crud/api.ts';
import { ResourceForm } from '../../../crud/ResourceForm.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import { type ProgrammeOption, type TreeNode, useGoalTree } from '../../curriculum/programmes/api.ts';
import { labelOf, nameIn } from '../plan/api.ts';
import { change, loopApi, useProgrammeYears } from './api.ts';
import { ownerWidget } from './OwnerSelect.tsx';

interface PickerProps {
  programmes: ProgrammeOption[];
  programmeId: string | undefined;
  onProgramme: (id: string) => void;
}

function ProgrammePicker({ programmes, programmeId, onProgramme }: PickerProps) {
  const { t } = useTranslation();
  return (
    <Select
      className="aol-actions-programme"
      showSearch
      optionFilterProp="label"
      placeholder={t('aolPlan.web.common.pickProgramme')}
      aria-label={t('aolPlan.web.common.programme')}
      value={programmeId}
      onChange={onProgramme}
      options={programmes.map((p) => ({ value: p.id, label: labelOf(p) }))}
      data-testid="actions-programme"
    />
  );
}

const zh = () => currentLocale().startsWith('zh');

/**
 * The actions proposed for the unmet objectives and goals of a year, those without an action yet.
 * "Create action" records the action (finding and a proposed action worded from the figure, Not
 * Started) and opens it in the generic form to name the owner and due date and reword it.
 */
export function ProposalsPanel(props: PickerProps & { canAdd: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const years = useProgrammeYears(props.programmeId);
  const [yearId, setYearId] = useState<string | undefined>();
  const [creating, setCreating] = useState<string | null>(null);
  const [editing, setEditing] = useState<ResourceRecord | null>(null);
  const def = resourceByName('improvementAction');

  // The newest year of the programme first; another programme starts again from its newest.
  useEffect(() => {
    const list = years.data ?? [];
    if (!list.length) setYearId(undefined);
    else if (!list.some((y) => y.id === yearId)) setYearId(list[0].id);
  }, [years.data, yearId]);

  const proposals = useQuery({
    queryKey: ['aolPlan', 'proposals', yearId],
    enabled: Boolean(yearId),
    queryFn: () => loopApi.proposals(yearId as string),
  });
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['aolPlan', 'proposals'] }),
      client.invalidateQueries({ queryKey: ['aolPlan', 'beforeAfter'] }),
      client.invalidateQueries({ queryKey: ['crud', 'improvementAction'] }),
    ]);

  const keyOf = (p: ActionProposal) => `${p.kind}-${p.loId ?? p.lgId}`;
  const create = async (p: ActionProposal) => {
    // The finding comes worded in both languages; the action is proposed in the reader's.
    const action = t('aolPlan.web.actions.defaultAction', { code: p.code });
    setCreating(keyOf(p));
    try {
      const { id } = await resourceApi('improvementAction').add({
        ...p.action,
        action,
        actionEn: zh() ? null : action,
      });
      message.success(t('aolPlan.web.actions.created'));
      await refresh();
      setEditing(await resourceApi('improvementAction').queryById(id));
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : String(e));
    } finally {
      setCreating(null);
    }
  };

  const rows = proposals.data ?? [];
  return (
    <div className="aol-actions-panel" data-testid="actions-proposed">
      <div className="aol-actions-toolbar">
        <ProgrammePicker {...props} />
        <Select
          className="aol-actions-year"
          placeholder={t('aolPlan.web.common.pickYear')}
          aria-label={t('aolPlan.web.common.year')}
          loading={years.isLoading}
          value={yearId}
          onChange={setYearId}
          options={(years.data ?? []).map((y) => ({ value: y.id, label: y.label }))}
          data-testid="actions-year"
        />
      </div>
      <Typography.Paragraph type="secondary">{t('aolPlan.web.actions.proposedHint')}</Typography.Paragraph>
      {props.programmeId && years.isSuccess && !years.data.length && (
        <Empty description={t('aolPlan.web.actions.noYears')} />
      )}
      {proposals.isLoading && <Skeleton active />}
      {proposals.error && <Alert type="error" showIcon title={proposals.error.message} />}
      {proposals.isSuccess && rows.length === 0 && (
        <Empty description={t('aolPlan.web.actions.noProposals')} data-testid="actions-no-proposals" />
      )}
      <div className="aol-actions-proposals">
        {rows.map((p) => (
          <div key={keyOf(p)} className="aol-actions-proposal" data-testid="actions-proposal">
            <div className="aol-actions-proposal-head">
              <Tag color={p.kind === 'lo' ? 'blue' : 'purple'}>
                {p.kind === 'lo' ? t('aolPlan.web.actions.kindLo') : t('aolPlan.web.actions.kindGoal')}
              </Tag>
              <strong>{p.code}</strong>
              <span className="aol-actions-proposal-name">{nameIn(p.name, p.nameEn)}</span>
            </div>
            <div className="aol-actions-proposal-figures">
              <Tag color="red">
                {t('aolPlan.web.actions.figureBelow', { value: p.figure?.shown ?? '—', target: p.target })}
              </Tag>
              <span>{zh() ? p.action.finding : p.action.findingEn || p.action.finding}</span>
            </div>
            {props.canAdd && (
              <Button
                type="primary"
                size="small"
                icon={<PlusOutlined />}
                loading={creating === keyOf(p)}
                onClick={() => create(p)}
                data-testid="actions-proposal-create"
              >
                {t('aolPlan.web.actions.create')}
              </Button>
            )}
          </div>
        ))}
      </div>
      {def && (
        <ResourceForm
          def={def}
          open={editing !== null}
          record={editing}
          customFields={[]}
          widgets={{ ownerId: ownerWidget }}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}
    </div>
  );
}

function Point({ point, target }: { point: BeforeAfterPoint | null; target?: number | null }) {
  const { t } = useTranslation();
  if (!point?.figure)
    return <Typography.Text type="secondary">{t('aolPlan.web.actions.noFigure')}</Typography.Text>;
  return (
    <span className="aol-actions-point">
      <strong>{point.figure.shown}</strong>
      <Typography.Text type="secondary"> ({point.label})</Typography.Text>
      {point.met !== null && (
        <Tag color={point.met ? 'green' : 'red'}>
          {point.met ? t('aolPlan.web.goals.met') : t('aolPlan.web.goals.notMet')}
        </Tag>
      )}
      {target != null && point.met === null && <Tag>{t('aolPlan.web.goals.target', { target })}</Tag>}
    </span>
  );
}

/** Per action of the programme: the figure of its year beside that of the next year assessing the objective. */
export function BeforeAfterPanel(props: PickerProps) {
  const { t } = useTranslation();
  const tree = useGoalTree(props.programmeId ?? '');
  // The objectives' and goals' codes, statements and targets, by id.
  const nodes = useMemo(() => {
    const out = new Map<string, TreeNode>();
    for (const g of tree.goals) {
      out.set(g.id, g);
      for (const lo of g.objectives) out.set(lo.id, lo);
    }
    return out;
  }, [tree.goals]);
  const nodeOf = (r: ActionBeforeAfter) => nodes.get(r.loId ?? r.lgId ?? '');
  const targetOf = (r: ActionBeforeAfter) => nodeOf(r)?.target ?? AOL_DEFAULTS.target;
  const rows = useQuery({
    queryKey: ['aolPlan', 'beforeAfter', props.programmeId],
    enabled: Boolean(props.programmeId),
    queryFn: () => loopApi.beforeAfter(props.programmeId as string),
  });
  const columns: TableColumnType<ActionBeforeAfter>[] = [
    {
      key: 'objective',
      title: t('aolPlan.web.actions.objective'),
      width: 200,
      render: (_v, r) => {
        const node = nodeOf(r);
        return node ? (
          <span>
            <strong>{node.code}</strong> {nameIn(node.text, node.textEn)}
          </span>
        ) : null;
      },
    },
    {
      key: 'finding',
      title: t('aolPlan.web.actions.finding'),
      width: 260,
      render: (_v, r) => (zh() ? r.finding : r.findingEn || r.finding) ?? '',
    },
    {
      key: 'status',
      title: t('aolPlan.web.actions.status'),
      width: 120,
      render: (_v, r) => (r.status ? dictLabel('aolActionStatus', r.status, currentLocale()) : ''),
    },
    {
      key: 'before',
      title: t('aolPlan.web.actions.before'),
      width: 200,
      render: (_v, r) => <Point point={r.before} target={targetOf(r)} />,
    },
    {
      key: 'after',
      title: t('aolPlan.web.actions.after'),
      width: 200,
      render: (_v, r) =>
        r.after ? (
          <Point point={r.after} target={targetOf(r)} />
        ) : (
          <Typography.Text type="secondary">{t('aolPlan.web.actions.notYet')}</Typography.Text>
        ),
    },
    {
      key: 'change',
      title: t('aolPlan.web.actions.change'),
      width: 100,
      align: 'right',
      render: (_v, r) => {
        const d = change(r.before?.figure, r.after?.figure);
        if (d === null) return '';
        return (
          <Typography.Text
            type={d > 0 ? 'success' : d < 0 ? 'danger' : undefined}
            data-testid="actions-change"
          >
            {d > 0 ? '+' : ''}
            {d.toFixed(3)}
          </Typography.Text>
        );
      },
    },
  ];
  return (
    <div className="aol-actions-panel" data-testid="actions-before-after">
      <div className="aol-actions-toolbar">
        <ProgrammePicker {...props} />
      </div>
      <Typography.Paragraph type="secondary">{t('aolPlan.web.actions.beforeAfterHint')}</Typography.Paragraph>
      {rows.error && <Alert type="error" showIcon title={rows.error.message} />}
      <Table<ActionBeforeAfter>
        rowKey="id"
        size="small"
        loading={rows.isLoading || tree.loading}
        dataSource={rows.data ?? []}
        columns={columns}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('aolPlan.web.actions.noActions') }}
      />
    </div>
  );
}
