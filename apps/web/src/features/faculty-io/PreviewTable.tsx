import { Checkbox, Select, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PreviewAuthor, PreviewEntry } from './api.ts';

/**
 * The capture preview: one row per entry with its type, both titles, venue, year and DOI, a flag
 * for duplicates, the type's missing fields, and its authors. Matched authors show the teacher;
 * ambiguous ones get a choice among the candidates or "external author".
 */
export const EXTERNAL = '__external__';

export interface RowChoice {
  include: boolean;
  /** Per author position: a teacher id, EXTERNAL, or undefined while unresolved. */
  authors: (string | undefined)[];
}

interface Props {
  entries: PreviewEntry[];
  choices: Map<number, RowChoice>;
  onChange(index: number, choice: RowChoice): void;
}

function AuthorCell({
  entry,
  choice,
  onChange,
}: {
  entry: PreviewEntry;
  choice: RowChoice;
  onChange(choice: RowChoice): void;
}) {
  const { t } = useTranslation();
  const tagOf = (author: PreviewAuthor, i: number) => {
    if (author.status === 'matched') {
      const who = author.candidates[0];
      return (
        <Tag key={i} color="green" title={who ? `${who.name} (${who.staffId})` : undefined}>
          {author.name}
        </Tag>
      );
    }
    if (author.status === 'external') return <Tag key={i}>{author.name}</Tag>;
    return (
      <Space key={i} size={4} data-testid={`author-choice-${entry.index}-${i}`}>
        <Tag color="orange">{author.name}</Tag>
        <Select
          size="small"
          style={{ minWidth: 220 }}
          status={choice.authors[i] === undefined && choice.include ? 'error' : undefined}
          placeholder={t('facultyio.wizard.chooseTeacher')}
          value={choice.authors[i]}
          onChange={(value: string) => {
            const authors = [...choice.authors];
            authors[i] = value;
            onChange({ ...choice, authors });
          }}
          options={[
            ...author.candidates.map((c) => ({
              value: c.id,
              label: [c.name, c.staffId, c.college].filter(Boolean).join(' · '),
            })),
            { value: EXTERNAL, label: t('facultyio.wizard.externalAuthor') },
          ]}
        />
      </Space>
    );
  };
  return (
    <Space wrap size={[4, 4]}>
      {entry.authors.map(tagOf)}
    </Space>
  );
}

export function PreviewTable({ entries, choices, onChange }: Props) {
  const { t } = useTranslation();
  const columns: TableColumnsType<PreviewEntry> = [
    {
      key: 'include',
      width: 48,
      render: (_, e) => {
        const choice = choices.get(e.index);
        return (
          <Checkbox
            data-testid={`capture-include-${e.index}`}
            aria-label={t('facultyio.wizard.include')}
            disabled={e.problems.length > 0}
            checked={choice?.include}
            onChange={(ev) => choice && onChange(e.index, { ...choice, include: ev.target.checked })}
          />
        );
      },
    },
    { title: t('facultyio.wizard.columns.line'), dataIndex: 'line', width: 64 },
    {
      title: t('facultyio.wizard.columns.type'),
      dataIndex: 'outputTypeText',
      width: 120,
      render: (v: string) => <Tag color="cyan">{v}</Tag>,
    },
    {
      title: t('facultyio.wizard.columns.title'),
      key: 'title',
      render: (_, e) => (
        <div>
          {e.titleZh && <div>{e.titleZh}</div>}
          {e.titleEn && <div>{e.titleEn}</div>}
          <Typography.Text type="secondary">
            {[e.venueName, e.year, e.doi].filter(Boolean).join(' · ')}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: t('facultyio.wizard.columns.authors'),
      key: 'authors',
      width: 340,
      render: (_, e) => {
        const choice = choices.get(e.index);
        return choice ? (
          <AuthorCell entry={e} choice={choice} onChange={(c) => onChange(e.index, c)} />
        ) : null;
      },
    },
    {
      title: t('facultyio.wizard.columns.status'),
      key: 'status',
      width: 220,
      render: (_, e) => (
        <Space direction="vertical" size={2}>
          {e.duplicate?.kind === 'file' && (
            <Tag color="red" data-testid={`capture-duplicate-${e.index}`}>
              {t('facultyio.wizard.duplicateInFile', { line: entries[e.duplicate.index]?.line })}
            </Tag>
          )}
          {e.duplicate?.kind === 'database' && (
            <Tag color="red" data-testid={`capture-duplicate-${e.index}`} title={e.duplicate.title}>
              {t('facultyio.wizard.duplicateStored')}
            </Tag>
          )}
          {e.problems.map((p) => (
            <Typography.Text key={p} type="danger" style={{ fontSize: 12 }}>
              {p}
            </Typography.Text>
          ))}
          {!e.duplicate && e.problems.length === 0 && <Tag color="green">{t('facultyio.wizard.new')}</Tag>}
        </Space>
      ),
    },
  ];
  return (
    <Table
      rowKey="index"
      size="small"
      columns={columns}
      dataSource={entries}
      pagination={{ pageSize: 50, hideOnSinglePage: true }}
      onRow={(e) => ({ 'data-testid': `capture-row-${e.index}` }) as React.HTMLAttributes<HTMLElement>}
      scroll={{ x: 1000 }}
    />
  );
}
