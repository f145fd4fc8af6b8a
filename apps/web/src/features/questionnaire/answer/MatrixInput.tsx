import { textIn } from '@accredit/shared';
import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InputProps } from './question-inputs.tsx';
import { ScaleButtons } from './ScaleButtons.tsx';

/**
 * A matrix question: each row rated on the question's scale. On a wide screen a table (rows by
 * scale values, one radio per cell); on a phone the rows are stacked, each with its own row of
 * numbered buttons, so nothing scrolls sideways at 390 px. The scale's ends are told once, above.
 */
export function MatrixInput({ question, value, onChange, locale, readOnly, phone, labelId }: InputProps) {
  const { t } = useTranslation();
  const rated: Record<string, number> =
    value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  const set = (rowId: string, v: number) => onChange({ ...rated, [rowId]: v });
  const points = question.scale?.points ?? 5;
  const values = Array.from({ length: points }, (_, i) => i + 1);
  const rows = question.rows ?? [];
  const legend = question.scale && (
    <div className="qnr-matrix-legend">
      {t('qnrRespond.form.scaleLegend', {
        low: textIn(question.scale.low, locale),
        high: textIn(question.scale.high, locale),
        points,
      })}
    </div>
  );

  if (phone)
    return (
      <fieldset className="qnr-matrix-stack" aria-labelledby={labelId}>
        {legend}
        {rows.map((r) => {
          const rowLabel = `${labelId}-row-${r.id}`;
          return (
            <div key={r.id} className="qnr-matrix-row" data-testid={`qnr-matrix-row-${question.id}-${r.id}`}>
              <div id={rowLabel} className="qnr-matrix-row-text">
                {textIn(r.text, locale)}
              </div>
              <ScaleButtons
                scale={question.scale}
                value={rated[r.id]}
                onChange={(v) => set(r.id, v)}
                locale={locale}
                readOnly={readOnly}
                labelledBy={rowLabel}
                ends={false}
              />
            </div>
          );
        })}
      </fieldset>
    );

  return (
    <div className="qnr-matrix-wrap">
      {legend}
      <table className="qnr-matrix" aria-labelledby={labelId}>
        <thead>
          <tr>
            <th scope="col">
              <span className="qnr-sr-only">{t('qnrRespond.form.matrixRow')}</span>
            </th>
            {values.map((v) => (
              <th scope="col" key={v}>
                {v}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const text = textIn(r.text, locale);
            return (
              <tr key={r.id} data-testid={`qnr-matrix-row-${question.id}-${r.id}`}>
                <th scope="row">{text}</th>
                {values.map((v) => (
                  <td key={v}>
                    <Radio
                      checked={rated[r.id] === v}
                      disabled={readOnly}
                      onChange={() => set(r.id, v)}
                      name={`qnr-${question.id}-${r.id}`}
                      aria-label={`${text}: ${v}`}
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
