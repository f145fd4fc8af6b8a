import { bilingualValue, dictLabel } from '@accredit/shared';
import {
  type GroupTotals,
  type Ratio,
  STATUSES,
  type Table31,
  UNASSIGNED,
} from '@accredit/shared/aacsb/index.ts';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Bilingual, useBilingual } from '../../components/english-check.tsx';
import { currentLocale } from '../../i18n/index.ts';
import type { Presented } from './api.ts';
import type { DrillTarget } from './DrillDrawer.tsx';
import { Figure } from './Figure.tsx';
import { amountText, percentText } from './format.ts';
import { PassTag } from './StatusTag.tsx';

/**
 * Table 3-1 in the AACSB layout: rows grouped by discipline, subtotal and ratios per discipline,
 * then the school total with the five ratios. Every figure opens its drill-down.
 */
type Drill = (target: Omit<DrillTarget, 'table' | 'year' | 'snapshotId'>) => void;

export const RATIO_CELLS: Record<'sufficiency' | 'sa' | 'saPaSp' | 'saPaSpIp', [string, string]> = {
  sufficiency: ['P', 'PS'],
  sa: ['sa', 't'],
  saPaSp: ['saPaSp', 't'],
  saPaSpIp: ['saPaSpIp', 't'],
};

export function useDisciplineName() {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (d: { disciplineId: string; name: string; nameEn: string }) =>
    d.disciplineId === UNASSIGNED
      ? t('qualification.tables.unassigned')
      : bilingualValue(d, 'name', 'nameEn', locale, t);
}

function RatioList({
  scope,
  label,
  totals,
  drill,
}: {
  scope: string;
  label: string;
  totals: GroupTotals;
  drill: Drill;
}) {
  const { t } = useTranslation();
  const item = (name: keyof typeof RATIO_CELLS, r: Ratio) => (
    <span className="q-ratio" key={name}>
      {t(`qualification.ratios.${name}`)}:{' '}
      <Figure
        text={percentText(r.shown)}
        testId={`ratio-${scope}-${name}`}
        onOpen={() =>
          drill({
            cells: RATIO_CELLS[name].map((c) => `31:${scope}:${c}`),
            title: `${label} · ${t(`qualification.ratios.${name}`)}`,
          })
        }
      />{' '}
      {r.threshold !== null && <span className="q-threshold">(≥ {r.threshold}%)</span>}{' '}
      <PassTag pass={r.pass} />
    </span>
  );
  return (
    <div className="q-ratios-list">
      {item('sufficiency', totals.sufficiency)}
      {item('sa', totals.sa)}
      {item('saPaSp', totals.saPaSp)}
      {item('saPaSpIp', totals.saPaSpIp)}
    </div>
  );
}

export function Table31View({ table, drill }: { table: Presented<Table31>; drill: Drill }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const nameOf = useDisciplineName();
  const personName = useBilingual();
  const weakest = table.groups.find((g) => g.disciplineId === table.total.disciplineSufficiency.disciplineId);
  const fig = (scope: string, col: string, value: number, title: string) => (
    <Figure
      text={amountText(value)}
      testId={`cell-${scope}-${col}`}
      onOpen={() => drill({ cells: [`31:${scope}:${col}`], title })}
    />
  );
  const sums = (scope: string, label: string, totals: GroupTotals) => (
    <>
      <td>{label}</td>
      <td colSpan={2} />
      <td className="num">
        {fig(scope, 'P', totals.participatingP, `${label} · ${t('qualification.table31.participatingP')}`)}
      </td>
      <td className="num">
        {fig(scope, 'S', totals.supportingP, `${label} · ${t('qualification.table31.supportingP')}`)}
      </td>
      <td />
      {STATUSES.map((s) => (
        <td className="num" key={s}>
          {fig(scope, s, totals.byStatus[s], `${label} · ${s}`)}
        </td>
      ))}
      <td>{t('qualification.table31.computedFte', { fte: amountText(totals.computedFte) })}</td>
    </>
  );
  return (
    <div className="q-scroll">
      <table className="q-table" data-testid="table31">
        <thead>
          <tr>
            <th rowSpan={2}>{t('qualification.table31.name')}</th>
            <th rowSpan={2}>{t('qualification.table31.specialty')}</th>
            <th rowSpan={2}>{t('qualification.table31.degree')}</th>
            <th colSpan={2}>
              {t('qualification.table31.productivity', {
                unit: dictLabel('teachingProductivityUnit', table.unit, locale),
              })}
            </th>
            <th rowSpan={2}>{t('qualification.table31.responsibilities')}</th>
            <th colSpan={5}>{t('qualification.table31.mission')}</th>
            <th rowSpan={2}>{t('qualification.table31.basis')}</th>
          </tr>
          <tr>
            <th>{t('qualification.table31.participatingShort')}</th>
            <th>{t('qualification.table31.supportingShort')}</th>
            {STATUSES.map((s) => (
              <th key={s}>{s}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.groups.map((g) => {
            const name = nameOf(g);
            return (
              <Fragment key={g.disciplineId}>
                <tr className="q-group">
                  <td colSpan={12}>
                    {name}
                    {g.fte !== null && ` · ${t('qualification.table31.fte', { fte: g.fte })}`}
                  </td>
                </tr>
                {g.rows.map((r) => {
                  const scope = `${g.disciplineId}|${r.teacherId}`;
                  const who = personName(r, 'name', 'nameEn');
                  return (
                    <tr key={scope}>
                      <td>
                        <Bilingual record={r} zh="name" en="nameEn" />
                      </td>
                      <td>
                        <Bilingual record={r} zh="specialty" en="specialtyEn" />
                      </td>
                      <td>
                        {[r.degree ? dictLabel('highestDegree', r.degree, locale) : '', r.degreeYear ?? '']
                          .filter(Boolean)
                          .join(', ')}
                      </td>
                      <td className="num">
                        {r.participating &&
                          fig(
                            scope,
                            'P',
                            r.participatingP,
                            `${who} · ${t('qualification.table31.participatingP')}`,
                          )}
                      </td>
                      <td className="num">
                        {!r.participating &&
                          fig(
                            scope,
                            'S',
                            r.supportingP,
                            `${who} · ${t('qualification.table31.supportingP')}`,
                          )}
                      </td>
                      <td>{r.responsibilities.join(', ')}</td>
                      {STATUSES.map((s) => (
                        <td className="num" key={s}>
                          {s === r.status && fig(scope, s, r.t, `${who} · ${s}`)}
                        </td>
                      ))}
                      <td>{r.basis}</td>
                    </tr>
                  );
                })}
                <tr className="q-subtotal">
                  {sums(g.disciplineId, t('qualification.table31.subtotal', { name }), g.totals)}
                </tr>
                <tr className="q-ratios">
                  <td colSpan={12}>
                    <RatioList scope={g.disciplineId} label={name} totals={g.totals} drill={drill} />
                  </td>
                </tr>
              </Fragment>
            );
          })}
          <tr className="q-total">{sums('total', t('qualification.table31.total'), table.total)}</tr>
          <tr className="q-ratios">
            <td colSpan={12}>
              <RatioList
                scope="total"
                label={t('qualification.table31.school')}
                totals={table.total}
                drill={drill}
              />
              <div className="q-ratio" style={{ marginTop: 6 }}>
                {t('qualification.ratios.disciplineSufficiency')}:{' '}
                {percentText(table.total.disciplineSufficiency.shown)} {weakest && `(${nameOf(weakest)})`} (≥{' '}
                {table.total.disciplineSufficiency.threshold}%){' '}
                <PassTag pass={table.total.disciplineSufficiency.allPass} />
              </div>
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
