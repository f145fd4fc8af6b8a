import { levelSymbol, type MapScale } from '@accredit/shared';
import {
  App,
  Button,
  type ButtonProps,
  Empty,
  InputNumber,
  Modal,
  Select,
  Space,
  Table,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchDiff, type MapDiffView, newVersion } from './api.ts';

type Level = 'H' | 'M' | 'L';
interface DiffRow {
  courseId: string;
  loId: string;
  courseCode: string;
  courseName: string;
  courseNameEn: string | null;
  loCode: string;
  level?: Level;
  before?: Level;
  after?: Level;
}

/** "New version" (copy the shown version to another effective year) and "compare versions". */
export function NewVersionButton({
  programmeId,
  fromYear,
  versions,
  disabled,
  onCreated,
}: {
  programmeId: string;
  fromYear: number;
  versions: number[];
  disabled: boolean;
  onCreated: (year: number) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [year, setYear] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const start = () => {
    setYear(Math.max(fromYear, ...versions) + 1);
    setOpen(true);
  };
  const create = async () => {
    if (!year) return;
    setBusy(true);
    try {
      const res = await newVersion(programmeId, fromYear, year);
      message.success(t('curriculumMap.versionCreated', { year, count: res.count }));
      setOpen(false);
      onCreated(year);
    } catch {
      /* the client has shown the server's message */
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button onClick={start} disabled={disabled} data-testid="cmap-new-version">
        {t('curriculumMap.ui.newVersion')}
      </Button>
      <Modal
        open={open}
        title={t('curriculumMap.ui.newVersion')}
        onCancel={() => setOpen(false)}
        onOk={create}
        okButtonProps={
          { loading: busy, disabled: !year, 'data-testid': 'cmap-new-version-ok' } as ButtonProps
        }
        okText={t('curriculumMap.ui.create')}
      >
        <Typography.Paragraph>
          {t('curriculumMap.ui.newVersionHelp', { year: fromYear })}
        </Typography.Paragraph>
        <Space>
          <span>{t('curriculumMap.ui.effectiveYear')}</span>
          <InputNumber
            min={1900}
            max={2200}
            value={year}
            onChange={(v) => setYear(v)}
            data-testid="cmap-new-version-year"
          />
        </Space>
      </Modal>
    </>
  );
}

export function CompareVersions({
  programmeId,
  versions,
  current,
  scale,
  nameOf,
}: {
  programmeId: string;
  versions: number[];
  current: number;
  scale: MapScale;
  nameOf: (x: { name: string; nameEn: string | null }) => string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState<number | undefined>();
  const [to, setTo] = useState<number | undefined>();
  const [diff, setDiff] = useState<MapDiffView | null>(null);
  useEffect(() => {
    if (!open || from === undefined || to === undefined) return;
    let live = true;
    fetchDiff(programmeId, from, to)
      .then((d) => live && setDiff(d))
      .catch(() => live && setDiff(null));
    return () => {
      live = false;
    };
  }, [open, programmeId, from, to]);
  const start = () => {
    const older = versions.filter((v) => v < current);
    setFrom(older[0] ?? versions.find((v) => v !== current) ?? current);
    setTo(current);
    setDiff(null);
    setOpen(true);
  };
  const options = versions.map((v) => ({ value: v, label: String(v) }));
  const sym = (l: Level) => levelSymbol(l, scale);
  const course = {
    title: t('curriculumMap.ui.courseHeader'),
    key: 'course',
    render: (_: unknown, r: DiffRow) =>
      `${r.courseCode} ${nameOf({ name: r.courseName, nameEn: r.courseNameEn })}`,
  };
  const lo = { title: t('curriculumMap.ui.objective'), dataIndex: 'loCode', key: 'lo', width: 100 };
  const section = (kind: 'added' | 'removed' | 'changed') => {
    const rows = diff?.[kind] ?? [];
    return (
      <div data-testid={`cmap-diff-${kind}`} key={kind}>
        <Typography.Title level={5}>
          {t(`curriculumMap.ui.diff.${kind}`)} ({rows.length})
        </Typography.Title>
        {rows.length === 0 ? null : (
          <Table
            size="small"
            pagination={false}
            rowKey={(r) => `${r.courseId}-${r.loId}`}
            dataSource={rows as DiffRow[]}
            scroll={{ x: 'max-content' }}
            columns={[
              course,
              lo,
              kind === 'changed'
                ? {
                    title: t('curriculumMap.ui.level'),
                    key: 'level',
                    render: (_: unknown, r: DiffRow) =>
                      r.before && r.after ? `${sym(r.before)} → ${sym(r.after)}` : '',
                  }
                : {
                    title: t('curriculumMap.ui.level'),
                    key: 'level',
                    render: (_: unknown, r: DiffRow) => (r.level ? sym(r.level) : ''),
                  },
            ]}
          />
        )}
      </div>
    );
  };
  return (
    <>
      <Button onClick={start} disabled={versions.length < 2} data-testid="cmap-compare">
        {t('curriculumMap.ui.compare')}
      </Button>
      <Modal
        open={open}
        title={t('curriculumMap.ui.compare')}
        onCancel={() => setOpen(false)}
        footer={null}
        width={860}
      >
        <Space wrap style={{ marginBottom: 12 }}>
          <span>{t('curriculumMap.ui.from')}</span>
          <Select
            style={{ width: 110 }}
            value={from}
            options={options}
            onChange={setFrom}
            data-testid="cmap-diff-from"
          />
          <span>{t('curriculumMap.ui.to')}</span>
          <Select
            style={{ width: 110 }}
            value={to}
            options={options}
            onChange={setTo}
            data-testid="cmap-diff-to"
          />
        </Space>
        {diff && diff.added.length + diff.removed.length + diff.changed.length === 0 ? (
          <Empty description={t('curriculumMap.ui.diff.same')} />
        ) : (
          (['added', 'removed', 'changed'] as const).map(section)
        )}
      </Modal>
    </>
  );
}
