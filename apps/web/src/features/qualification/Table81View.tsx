import { CATEGORIES, OUTPUT_COLUMNS, type Table81, type Table81Row } from '@accredit/shared/aacsb/index.ts';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Presented } from './api.ts';
import type { DrillTarget } from './DrillDrawer.tsx';
import { Figure } from './Figure.tsx';
import { amountText, percentText } from './format.ts';
import { useDisciplineName } from './Table31View.tsx';

/** Table 8-1 Part A: category columns and output-type columns (equal totals), and the producing-faculty percents. */
export function Table81View({
  table,
  drill,
}: {
  table: Presented<Table81>;
  drill: (t: Omit<DrillTarget, 'table' | 'year' | 'snapshotId'>) => void;
}) {
  const { t } = useTranslation();
  const nameOf = useDisciplineName();
  const row = (r: Table81Row, scope: string, label: string, className?: string) => {
    const fig = (col: string, v: number, title: string) => (
      <Figure
        text={amountText(v)}
        testId={`cell81-${scope}-${col}`}
        onOpen={() => drill({ cells: [`81:${scope}:${col}`], title: `${label} · ${title}` })}
      />
    );
    return (
      <tr key={scope} className={className}>
        <td>{label}</td>
        {CATEGORIES.map((c) => (
          <td className="num" key={c}>
            {fig(`cat${c}`, r.categories[c], t(`qualification.table81.cat${c}`))}
          </td>
        ))}
        <td className="num">{fig('total', r.total, t('qualification.table81.total'))}</td>
        {OUTPUT_COLUMNS.map((c) => (
          <td className="num" key={c}>
            {fig(c, r.columns[c], t(`qualification.table81.${c}`))}
          </td>
        ))}
        <td className="num">{fig('total', r.total, t('qualification.table81.total'))}</td>
        <td className="num">
          <Figure
            text={percentText(r.participatingProducing.shown)}
            onOpen={() =>
              drill({
                cells: [`81:${scope}:participatingProducing`, `81:${scope}:participating`],
                title: `${label} · ${t('qualification.table81.participatingProducing')}`,
              })
            }
          />
        </td>
        <td className="num">
          <Figure
            text={percentText(r.fteProducing.shown)}
            onOpen={() =>
              drill({
                cells: [`81:${scope}:fteProducing`, `81:${scope}:fte`],
                title: `${label} · ${t('qualification.table81.fteProducing')}`,
              })
            }
          />
        </td>
      </tr>
    );
  };
  return (
    <div className="q-scroll">
      <p>
        {t('qualification.table81.subtitle', {
          from: table.window.from,
          to: table.window.to,
          option: t(
            table.rateCounting ? 'qualification.table81.rateOption' : 'qualification.table81.countOption',
          ),
        })}
      </p>
      <table className="q-table" data-testid="table81">
        <thead>
          <tr>
            <th rowSpan={2}>{t('qualification.table81.discipline')}</th>
            <th colSpan={4}>{t('qualification.table81.categories')}</th>
            <th colSpan={4}>{t('qualification.table81.outputTypes')}</th>
            <th rowSpan={2}>{t('qualification.table81.participatingProducing')}</th>
            <th rowSpan={2}>{t('qualification.table81.fteProducing')}</th>
          </tr>
          <tr>
            {CATEGORIES.map((c) => (
              <th key={c}>{t(`qualification.table81.cat${c}`)}</th>
            ))}
            <th>{t('qualification.table81.total')}</th>
            {OUTPUT_COLUMNS.map((c) => (
              <th key={c}>{t(`qualification.table81.${c}`)}</th>
            ))}
            <th>{t('qualification.table81.total')}</th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((r) => row(r, r.disciplineId, nameOf(r)))}
          {row(table.total, 'total', t('qualification.table81.grandTotal'), 'q-total')}
        </tbody>
      </table>
      {table.uncategorised.length > 0 && (
        <Alert
          style={{ marginTop: 8 }}
          type="warning"
          title={t('qualification.table81.uncategorised', { count: table.uncategorised.length })}
        />
      )}
    </div>
  );
}
