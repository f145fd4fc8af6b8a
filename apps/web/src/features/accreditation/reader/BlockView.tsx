import type { BlockData, BlockTable } from '@accredit/shared';
import { Alert, Skeleton, Tag } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EChart } from '../../qualification/EChart.tsx';
import { chartOption, headerRows, rowCells } from './block-format.ts';
import './reader.css';

/**
 * One live block of a report section drawn from its BlockData (issue 21 item 3): a table in
 * AACSB's layout (grouped headers over columns, group, subtotal and total rows shaded as the
 * Word file shades them), a chart (echarts, loaded when first drawn) with its table below, or the
 * block's note when it has nothing to show or could not be resolved. The editor, the Expert's view
 * and the reviewers' page all draw blocks with this.
 */
export interface BlockViewProps {
  data: BlockData;
  /**
   * The source as a link into the product (signed-in readers); the reviewers' page, whose readers
   * have no account, prints it as text.
   */
  linkSource?: boolean;
  /** Hide the "live / frozen" line (the editor says it once for the whole section). */
  hideTakenAt?: boolean;
}

export function BlockTableView({ table, testId }: { table: BlockTable; testId?: string }) {
  const header = headerRows(table);
  return (
    <div className="acc-block-scroll">
      {/* A table of many columns keeps a readable width on a phone and scrolls sideways. */}
      <table className={`acc-block-table${table.columns.length >= 7 ? ' many' : ''}`} data-testid={testId}>
        <thead>
          {header.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: header rows are positional
            <tr key={r}>
              {row.map((c) => (
                <th
                  key={c.column === null ? `g-${c.label}-${c.colSpan}` : `c-${c.column}`}
                  colSpan={c.colSpan > 1 ? c.colSpan : undefined}
                  rowSpan={c.rowSpan > 1 ? c.rowSpan : undefined}
                  scope={c.column === null ? 'colgroup' : 'col'}
                >
                  {c.label}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their place
            <tr key={r} className={row.kind}>
              {rowCells(table, row).map((c) => (
                <td
                  key={c.column}
                  colSpan={c.colSpan > 1 ? c.colSpan : undefined}
                  className={c.figure ? 'num' : (table.columns[c.column]?.kind ?? undefined)}
                >
                  {c.text}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SourceLine({ source, link }: { source: NonNullable<BlockData['source']>; link: boolean }) {
  const { t } = useTranslation();
  const internal = source.href.startsWith('/');
  let target: React.ReactNode = source.label;
  if (link && internal) target = <Link to={source.href}>{source.label}</Link>;
  else if (link && /^https?:\/\//i.test(source.href))
    target = (
      <a href={source.href} target="_blank" rel="noopener noreferrer">
        {source.label}
      </a>
    );
  return (
    <div className="acc-block-source" data-testid="block-source">
      {t('accDoorWeb.block.source')}: {target}
    </div>
  );
}

export function BlockView({ data, linkSource = true, hideTakenAt = false }: BlockViewProps) {
  const { t } = useTranslation();
  const option = useMemo(() => (data.chart ? chartOption(data.chart) : null), [data.chart]);
  const when = dayjs(data.takenAt);
  const hasTable = Boolean(data.table && data.table.rows.length > 0);
  return (
    <figure
      className="acc-block"
      data-testid="live-block"
      data-block-kind={data.kind}
      data-block-key={data.key}
    >
      <figcaption className="acc-block-head">
        <span className="acc-block-title">{data.title}</span>
        {data.subtitle && <span className="acc-block-sub">{data.subtitle}</span>}
        {!hideTakenAt && when.isValid() && (
          <span className="acc-block-when">
            {data.frozen ? (
              <Tag color="blue">
                {t('accDoorWeb.block.frozen', { time: when.format('YYYY-MM-DD HH:mm') })}
              </Tag>
            ) : (
              <Tag color="green">{t('accDoorWeb.block.live', { time: when.format('YYYY-MM-DD HH:mm') })}</Tag>
            )}
          </span>
        )}
      </figcaption>
      {data.error ? (
        <Alert type="warning" showIcon title={t('accDoorWeb.block.error')} description={data.error} />
      ) : (
        <>
          {option && <EChart option={option} height={280} testId="block-chart" />}
          {hasTable && data.table && <BlockTableView table={data.table} testId="block-table" />}
          {!option && !hasTable && (
            <p className="acc-block-note" data-testid="block-empty">
              {data.empty || t('accDoorWeb.block.empty')}
            </p>
          )}
        </>
      )}
      {data.source && <SourceLine source={data.source} link={linkSource} />}
    </figure>
  );
}

/** A block whose data is on its way (or missing from the answer): its place held with its kind's name. */
export function BlockPending({ label, failed }: { label: string; failed?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="acc-block" data-testid="live-block-pending">
      <div className="acc-block-head">
        <span className="acc-block-title">{label}</span>
      </div>
      {failed ? (
        <p className="acc-block-note">{t('accDoorWeb.block.missing')}</p>
      ) : (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      )}
    </div>
  );
}
