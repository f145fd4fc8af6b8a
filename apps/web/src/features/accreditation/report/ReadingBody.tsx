import { blockKey, type ReportReading, splitAtBlocks } from '@accredit/shared';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../../components/RichText.tsx';
import { BlockPending, BlockView } from './block-view.ts';

/**
 * A report as its readers see it (numbered sections, text, blocks where their markers stand):
 * the editor's preview and the Expert's view, until the reader's ReportReader is mounted here.
 */
export function ReadingBody({ reading }: { reading: ReportReading }) {
  const { t } = useTranslation();
  return (
    <article className="acc-rep-reading" data-testid="report-reading">
      {reading.sections.map((s) => (
        <section key={s.id} data-testid="reading-section">
          <Typography.Title level={s.number.includes('.') ? 5 : 4}>
            {s.number} {s.title}
          </Typography.Title>
          {splitAtBlocks(s.html).map((part, i) => {
            if ('html' in part)
              // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional
              return <RichText key={i} html={part.html} />;
            const data = reading.blocks[blockKey(part.block)];
            return data ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional
              <BlockView key={i} data={data} />
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional
              <BlockPending key={i} label={t(`accReportWeb.kinds.${part.block.kind}`)} failed />
            );
          })}
        </section>
      ))}
    </article>
  );
}
