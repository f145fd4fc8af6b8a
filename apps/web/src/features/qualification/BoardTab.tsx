import { dictLabel } from '@accredit/shared';
import { STATUSES, type Status } from '@accredit/shared/aacsb/index.ts';
import { WarningOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Drawer,
  Form,
  Input,
  Modal,
  Select,
  Space,
  Table,
  Tag,
  Timeline,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { useSession } from '../../app/session.tsx';
import { Bilingual } from '../../components/english-check.tsx';
import { useUnsavedForm } from '../../components/unsaved-changes.tsx';
import { currentLocale } from '../../i18n/index.ts';
import { type BoardTeacher, type HistoryEntry, useBoard } from './api.ts';
import { RecordDrawer } from './DrillDrawer.tsx';
import { ReasonView } from './ReasonView.tsx';
import { StatusTag } from './StatusTag.tsx';

/** The qualification board: each teacher's computed status, reason and at-risk flag; identify, override, cancel, history. */
export function BoardTab({ year }: { year: number }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const session = useSession();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { data, isLoading } = useBoard(year);
  const [selected, setSelected] = useState<string[]>([]);
  const [override, setOverride] = useState<BoardTeacher | null>(null);
  const [cancelOf, setCancelOf] = useState<BoardTeacher | null>(null);
  const [historyOf, setHistoryOf] = useState<BoardTeacher | null>(null);
  const [record, setRecord] = useState<{ kind: 'output' | 'activity'; id: string } | null>(null);
  const [form] = Form.useForm<{ status: Status; reason: string }>();
  const unsaved = useUnsavedForm(form, override !== null);
  const closeOverride = unsaved.guard(() => setOverride(null));
  const canIdentify = session.has('teacherQualification:enable');
  const canCancel = session.has('teacherQualification:disable');
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['qualification'] });

  const identify = async (teacherIds: string[], extra: { status?: Status; reason?: string } = {}) => {
    await api.post('/qualification/identify', { year, teacherIds, ...extra });
    message.success(t('qualification.messages.identifiedShort'));
    setSelected([]);
    await refresh();
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        {STATUSES.map((s) => (
          <Tag key={s}>
            {s}: {data?.teachers.filter((x) => x.status === s).length ?? 0}
          </Tag>
        ))}
        <Tag color="warning" icon={<WarningOutlined />}>
          {t('qualification.board.atRiskCount', {
            count: data?.teachers.filter((x) => x.atRisk).length ?? 0,
          })}
        </Tag>
        {data && (
          <Typography.Text type="secondary">
            {t('qualification.board.ruleVersion', { version: data.ruleVersion })}
          </Typography.Text>
        )}
        {canIdentify && (
          <Button
            type="primary"
            disabled={selected.length === 0}
            onClick={() => identify(selected)}
            data-testid="identify-selected"
          >
            {t('qualification.board.identifySelected', { count: selected.length })}
          </Button>
        )}
      </Space>
      <Table
        size="small"
        rowKey="id"
        loading={isLoading}
        dataSource={data?.teachers ?? []}
        data-testid="board"
        pagination={{ pageSize: 20 }}
        rowSelection={
          canIdentify
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }
            : undefined
        }
        expandable={{
          expandedRowRender: (r) => (
            <ReasonView
              checks={r.checks}
              atRisk={r.atRisk}
              year={year}
              onRecord={(kind, id) => setRecord({ kind, id })}
            />
          ),
        }}
        columns={[
          {
            title: t('qualification.table31.name'),
            dataIndex: 'name',
            render: (_: string, r) => <Bilingual record={r} zh="name" en="nameEn" />,
          },
          {
            title: t('qualification.table31.degree'),
            render: (_, r) =>
              [r.degree ? dictLabel('highestDegree', r.degree, locale) : '', r.degreeYear ?? '']
                .filter(Boolean)
                .join(', '),
          },
          {
            title: t('qualification.board.participating'),
            dataIndex: 'participating',
            render: (p: boolean) =>
              t(p ? 'qualification.board.participatingYes' : 'qualification.board.supporting'),
          },
          {
            title: t('qualification.board.computed'),
            dataIndex: 'computed',
            render: (s: Status) => <StatusTag status={s} />,
          },
          {
            title: t('qualification.board.identified'),
            render: (_, r) =>
              r.identification ? (
                <Space size={4}>
                  <StatusTag status={r.identification.status} />
                  {r.identification.overridden && (
                    <Tooltip title={r.identification.reason}>
                      <Tag color="orange">{t('qualification.board.overridden')}</Tag>
                    </Tooltip>
                  )}
                </Space>
              ) : (
                <Typography.Text type="secondary">{t('qualification.board.notIdentified')}</Typography.Text>
              ),
          },
          {
            title: t('qualification.board.atRisk'),
            render: (_, r) =>
              r.atRisk ? (
                <Tooltip
                  title={t('qualification.board.atRiskDetail', {
                    year: year + 1,
                    status: r.atRisk.nextStatus,
                  })}
                >
                  <Tag color="warning" icon={<WarningOutlined />} data-testid={`at-risk-${r.id}`}>
                    {r.status} → {r.atRisk.nextStatus}
                  </Tag>
                </Tooltip>
              ) : null,
          },
          {
            title: t('qualification.common.actions'),
            render: (_, r) => (
              <Space size={0} wrap>
                {canIdentify && !r.identification && (
                  <Button size="small" type="link" onClick={() => identify([r.id])}>
                    {t('qualification.board.identify')}
                  </Button>
                )}
                {canIdentify && (
                  <Button
                    size="small"
                    type="link"
                    onClick={() => {
                      form.setFieldsValue({ status: r.status, reason: '' });
                      setOverride(r);
                    }}
                  >
                    {t('qualification.board.override')}
                  </Button>
                )}
                {canCancel && r.identification && (
                  <Button size="small" type="link" danger onClick={() => setCancelOf(r)}>
                    {t('qualification.board.cancel')}
                  </Button>
                )}
                <Button size="small" type="link" onClick={() => setHistoryOf(r)}>
                  {t('qualification.board.history')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={Boolean(override)}
        title={t('qualification.board.overrideTitle', { name: override?.name })}
        onCancel={closeOverride}
        onOk={async () => {
          const v = await form.validateFields();
          if (override) await identify([override.id], v);
          setOverride(null);
        }}
        destroyOnHidden
      >
        <Form {...unsaved.touchProps} onValuesChange={unsaved.check} form={form} layout="vertical">
          <Form.Item name="status" label={t('qualification.board.status')} rules={[{ required: true }]}>
            <Select
              options={STATUSES.map((s) => ({ value: s, label: `${s} · ${t(`qualification.status.${s}`)}` }))}
            />
          </Form.Item>
          <Form.Item
            name="reason"
            label={t('qualification.board.reason')}
            dependencies={['status']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, v: string) =>
                  getFieldValue('status') !== override?.computed && !v?.trim()
                    ? Promise.reject(new Error(t('qualification.errors.reasonRequired')))
                    : Promise.resolve(),
              }),
            ]}
          >
            <Input.TextArea rows={3} maxLength={1000} />
          </Form.Item>
        </Form>
      </Modal>
      <CancelModal
        teacher={cancelOf}
        year={year}
        onDone={async () => {
          setCancelOf(null);
          await refresh();
        }}
      />
      <HistoryDrawer teacher={historyOf} year={year} onClose={() => setHistoryOf(null)} />
      <RecordDrawer record={record} onClose={() => setRecord(null)} />
    </Space>
  );
}

function CancelModal({
  teacher,
  year,
  onDone,
}: {
  teacher: BoardTeacher | null;
  year: number;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <Modal
      open={Boolean(teacher)}
      title={t('qualification.board.cancelTitle', { name: teacher?.name })}
      onCancel={onDone}
      onOk={async () => {
        if (teacher) await api.post('/qualification/cancel', { year, teacherId: teacher.id, reason });
        setReason('');
        onDone();
      }}
    >
      <Input.TextArea
        rows={3}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        placeholder={t('qualification.board.reason')}
      />
    </Modal>
  );
}

function HistoryDrawer({
  teacher,
  year,
  onClose,
}: {
  teacher: BoardTeacher | null;
  year: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { data = [] } = useQuery({
    enabled: Boolean(teacher),
    queryKey: ['qualification', 'history', teacher?.id, year],
    queryFn: () => api.get<HistoryEntry[]>('/qualification/history', { year, teacherId: teacher?.id }),
  });
  return (
    <Drawer
      open={Boolean(teacher)}
      onClose={onClose}
      title={t('qualification.board.historyTitle', { name: teacher?.name, year })}
    >
      {data.length === 0 ? (
        <Typography.Text type="secondary">{t('qualification.board.noHistory')}</Typography.Text>
      ) : (
        <Timeline
          items={data.map((h) => ({
            color: h.action === 'identify' ? 'green' : 'red',
            content: (
              <div>
                <strong>{t(`qualification.board.act.${h.action}`)}</strong> {h.status}
                {h.overridden &&
                  ` (${t('qualification.board.overriddenFrom', { status: h.computedStatus })})`}
                <div>
                  {h.createBy} · {new Date(h.createTime).toLocaleString()}
                </div>
                {h.reason && <div>{h.reason}</div>}
              </div>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}
