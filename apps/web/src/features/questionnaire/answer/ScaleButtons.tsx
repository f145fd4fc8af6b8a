import { type RatingScale, textIn } from '@accredit/shared';
import { Radio } from 'antd';

/** The numbered buttons of a scale, with its labelled ends (`ends` false under a matrix row, which shows them once). */
export function ScaleButtons({
  scale,
  value,
  onChange,
  locale,
  readOnly,
  labelledBy,
  ends = true,
}: {
  scale: RatingScale | undefined;
  value: number | undefined;
  onChange: (v: number) => void;
  locale: string;
  readOnly?: boolean;
  labelledBy: string;
  ends?: boolean;
}) {
  const points = scale?.points ?? 5;
  const values = Array.from({ length: points }, (_, i) => i + 1);
  return (
    <div className="qnr-scale">
      <Radio.Group
        value={value}
        onChange={(e) => onChange(e.target.value as number)}
        optionType="button"
        buttonStyle="solid"
        disabled={readOnly}
        aria-labelledby={labelledBy}
        className="qnr-scale-buttons"
      >
        {values.map((v) => (
          <Radio.Button key={v} value={v}>
            {v}
          </Radio.Button>
        ))}
      </Radio.Group>
      {ends && scale && <ScaleEnds scale={scale} locale={locale} />}
    </div>
  );
}

export function ScaleEnds({ scale, locale }: { scale: RatingScale; locale: string }) {
  return (
    <div className="qnr-scale-ends">
      <span>1 · {textIn(scale.low, locale)}</span>
      <span>
        {textIn(scale.high, locale)} · {scale.points}
      </span>
    </div>
  );
}
