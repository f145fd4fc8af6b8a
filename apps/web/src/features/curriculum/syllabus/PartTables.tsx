import { weightTotal } from '@accredit/shared/curriculum/syllabus.ts';
import { DeleteOutlined, PlusOutlined, WarningOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Checkbox,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/index.ts';
import type { LoOption } from './api.ts';

/**
 * The editable tables of a syllabus (course objectives, assessment plan, weekly schedule,
 * textbooks): one row per entry, each cell a form control named [part, row, column], so the form
 * holds the parts as the API takes them. Objectives link to the course's programme objectives and
 * say at once when a link is not in the curriculum map; the assessment plan totals its weights live.
 */
export type Part = 'objectives' | 'assessment' | 'schedule' | 'textbooks';

interface Column {
  key: string;
  width: number;
  render: (name: number) => ReactNode;
}

const text = (max: number) => <Input maxLength={max} />;
const longText = (max: number) => <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} maxLength={max} />;
const number = (min: number, max: number, precision?: number) => (
  <InputNumber min={min} max={max} precision={precision} style={{ width: '100%' }} />
);

const BLANK: Record<Part, Record<string, unknown>> = {
  objectives: { code: '', text: '', textEn: '', loIds: [] },
  assessment: { name: '', nameEn: '', fullMarks: 100, weight: null },
  schedule: { week: null, topic: '', topicEn: '', hours: 2, activity: '' },
  textbooks: { title: '', author: '', publisher: '', year: null, isbn: '', required: false },
};

function PartTable({
  part,
  columns,
  readOnly,
  error,
  footer,
}: {
  part: Part;
  columns: Column[];
  readOnly: boolean;
  error?: string;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form.List name={part}>
      {(rows, { add, remove }) => (
        <div data-testid={`syllabus-part-${part}`}>
          {error && (
            <Alert
              type="error"
              showIcon
              title={error}
              style={{ marginBottom: 8 }}
              data-testid={`syllabus-error-${part}`}
            />
          )}
          <Table
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={rows}
            scroll={{ x: columns.reduce((w, c) => w + c.width, readOnly ? 0 : 48) }}
            locale={{ emptyText: t('syllabus.ui.empty') }}
            columns={[
              ...columns.map((c) => ({
                key: c.key,
                title: t(`syllabus.columns.${c.key}`),
                width: c.width,
                render: (_v: unknown, row: { name: number }) => (
                  <Form.Item name={[row.name, c.key]} noStyle={c.key !== 'loIds'} style={{ marginBottom: 0 }}>
                    {c.render(row.name)}
                  </Form.Item>
                ),
              })),
              ...(readOnly
                ? []
                : [
                    {
                      key: '_remove',
                      width: 48,
                      render: (_v: unknown, row: { name: number }) => (
                        <Button
                          type="text"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={t('syllabus.ui.removeRow')}
                          onClick={() => remove(row.name)}
                        />
                      ),
                    },
                  ]),
            ]}
          />
          <Space wrap style={{ marginTop: 8, justifyContent: 'space-between', width: '100%' }}>
            {!readOnly && (
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ ...BLANK[part] })}
                data-testid={`syllabus-add-${part}`}
              >
                {t('syllabus.ui.addRow')}
              </Button>
            )}
            {footer}
          </Space>
        </div>
      )}
    </Form.List>
  );
}

/** The live total of the weights: green at exactly 100, red otherwise. */
function WeightTotal() {
  const { t } = useTranslation();
  const rows = (Form.useWatch('assessment') ?? []) as { weight?: unknown }[];
  const total = weightTotal(rows.filter(Boolean));
  const complete = rows.length === 0 || Math.round(total * 100) === 10_000;
  return (
    <Typography.Text type={complete ? 'success' : 'danger'} strong data-testid="syllabus-weight-total">
      {complete ? t('syllabus.ui.weightsTotal', { total }) : t('syllabus.ui.weightsOff', { total })}
    </Typography.Text>
  );
}

/** An objective's links that the map in force lacks, under its picker. */
function LinkFlags({ name, options }: { name: number; options: readonly LoOption[] }) {
  const { t } = useTranslation();
  const linked = (Form.useWatch(['objectives', name, 'loIds']) ?? []) as string[];
  const missing = linked.map((id) => options.find((o) => o.id === id)).filter((o) => o && !o.inMap);
  if (missing.length === 0) return null;
  return (
    <div data-testid="syllabus-map-flag">
      {missing.map((o) => (
        <Tag
          key={o?.id}
          color="warning"
          icon={<WarningOutlined />}
          style={{ marginTop: 4, whiteSpace: 'normal' }}
        >
          {`${o?.code}: ${t('syllabus.ui.notInMap')}`}
        </Tag>
      ))}
    </div>
  );
}

export function loLabel(o: LoOption): string {
  const zh = currentLocale().startsWith('zh');
  const name = zh ? o.name : o.nameEn || o.name;
  const programme = zh ? o.programme : o.programmeEn || o.programme;
  return `${o.code} ${name} · ${programme}`;
}

export function ObjectivesTable({
  readOnly,
  error,
  options,
  hint,
}: {
  readOnly: boolean;
  error?: string;
  options: readonly LoOption[];
  hint?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {hint && <Alert type="info" showIcon title={hint} style={{ marginBottom: 8 }} />}
      <PartTable
        part="objectives"
        readOnly={readOnly}
        error={error}
        columns={[
          { key: 'code', width: 90, render: () => text(20) },
          { key: 'text', width: 240, render: () => longText(2000) },
          { key: 'textEn', width: 240, render: () => longText(4000) },
          {
            key: 'loIds',
            width: 280,
            render: (name) => (
              <LoPicker name={name} options={options} placeholder={t('syllabus.ui.loPlaceholder')} />
            ),
          },
        ]}
      />
    </>
  );
}

/** The LO multi-select with the row's map flags under it (Form.Item gives value and onChange). */
function LoPicker({
  name,
  options,
  placeholder,
  value,
  onChange,
}: {
  name: number;
  options: readonly LoOption[];
  placeholder: string;
  value?: string[];
  onChange?: (v: string[]) => void;
}) {
  return (
    <>
      <Select
        mode="multiple"
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        optionFilterProp="label"
        style={{ width: '100%' }}
        options={options.map((o) => ({ value: o.id, label: loLabel(o) }))}
        data-testid="syllabus-lo-select"
      />
      <LinkFlags name={name} options={options} />
    </>
  );
}

export function AssessmentTable({ readOnly, error }: { readOnly: boolean; error?: string }) {
  return (
    <PartTable
      part="assessment"
      readOnly={readOnly}
      error={error}
      footer={<WeightTotal />}
      columns={[
        { key: 'name', width: 200, render: () => text(200) },
        { key: 'nameEn', width: 200, render: () => text(400) },
        { key: 'fullMarks', width: 110, render: () => number(0.01, 10_000, 2) },
        { key: 'weight', width: 110, render: () => number(0, 100, 2) },
      ]}
    />
  );
}

export function ScheduleTable({ readOnly, error }: { readOnly: boolean; error?: string }) {
  return (
    <PartTable
      part="schedule"
      readOnly={readOnly}
      error={error}
      columns={[
        { key: 'week', width: 80, render: () => number(1, 60, 0) },
        { key: 'topic', width: 220, render: () => longText(500) },
        { key: 'topicEn', width: 220, render: () => longText(1000) },
        { key: 'hours', width: 90, render: () => number(0, 100, 1) },
        { key: 'activity', width: 160, render: () => text(500) },
      ]}
    />
  );
}

export function TextbooksTable({ readOnly, error }: { readOnly: boolean; error?: string }) {
  return (
    <PartTable
      part="textbooks"
      readOnly={readOnly}
      error={error}
      columns={[
        { key: 'title', width: 220, render: () => longText(500) },
        { key: 'author', width: 150, render: () => text(300) },
        { key: 'publisher', width: 150, render: () => text(300) },
        { key: 'year', width: 90, render: () => number(1000, 9999, 0) },
        { key: 'isbn', width: 150, render: () => text(20) },
        { key: 'required', width: 80, render: () => <CheckboxValue /> },
      ]}
    />
  );
}

/** A checkbox speaking Form.Item's value/onChange (the stored boolean). */
function CheckboxValue({ value, onChange }: { value?: boolean; onChange?: (v: boolean) => void }) {
  return <Checkbox checked={value === true} onChange={(e) => onChange?.(e.target.checked)} />;
}
