import { dictLabel } from '@accredit/shared';
import { STATUSES, type Table32 } from '@accredit/shared/aacsb/index.ts';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n/index.ts';
import type { Presented } from './api.ts';
import type { DrillTarget } from './DrillDrawer.tsx';
import { Figure } from './Figure.tsx';
import { amountText, percentText } from './format.ts';

/** Table 3-2: percent of teaching at each degree level by status; each row sums to 100%. */
export function Table32View({
  table,
  drill,
}: {
  table: Presented<Table32>;
  drill: (t: Omit<DrillTarget, 'table' | 'year' | 'snapshotId'>) => void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <div className="q-scroll">
      <table className="q-table" data-testid="table32">
        <thead>
          <tr>
            <th>{t('qualification.table32.level')}</th>
            {STATUSES.map((s) => (
              <th key={s}>{s}</th>
            ))}
            <th>{t('qualification.table32.total')}</th>
            <th>
              {t('qualification.table32.productivity', {
                unit: dictLabel('teachingProductivityUnit', table.unit, locale),
              })}
            </th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((r) => {
            const label =
              r.level === 'total'
                ? t('qualification.table32.all')
                : dictLabel('degreeLevel', r.level, locale);
            return (
              <tr key={r.level} className={r.level === 'total' ? 'q-total' : undefined}>
                <td>{label}</td>
                {STATUSES.map((s) => (
                  <td className="num" key={s}>
                    <Figure
                      text={percentText(r.shown[s])}
                      testId={`cell32-${r.level}-${s}`}
                      onOpen={() =>
                        drill({
                          cells: [`32:${r.level}:${s}`, `32:${r.level}:all`],
                          title: `${label} · ${s}`,
                        })
                      }
                    />
                  </td>
                ))}
                <td className="num">{r.total > 0 ? '100.0%' : '—'}</td>
                <td className="num">
                  <Figure
                    text={amountText(r.total)}
                    onOpen={() => drill({ cells: [`32:${r.level}:all`], title: label })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
