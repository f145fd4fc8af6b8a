import { blockKey, dictLabel, type ReportReading, splitAtBlocks } from '@accredit/shared';
import { FileOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../../components/RichText.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import { BlockPending, BlockView } from './BlockView.tsx';
import './reader.css';

/**
 * The read-only report (issue 21 item 7): the report's heading, a table of contents, its numbered
 * sections with their text (sanitised again in the browser) and each live block drawn where its
 * marker stands, then the evidence of the shown sections' standards. The reviewers' page and the
 * Expert's view both draw a ReportReading with this; neither can change anything.
 */
export type EvidenceFile = ReportReading['evidence'][number]['items'][number]['files'][number];

export interface ReportReaderProps {
  reading: ReportReading;
  /** Blocks' sources as links into the product (signed-in readers only). */
  linkSources?: boolean;
  /** Opens an evidence file (the door goes through its token; a signed-in reader downloads it). */
  onOpenFile?: (file: EvidenceFile) => void;
  /** Buttons shown beside the title (the Word file, the language). */
  actions?: ReactNode;
}

type Section = ReportReading['sections'][number];

const depthOf = (s: Section) => s.number.split('.').length;
const anchorOf = (s: Section) => `acc-section-${s.id}`;

function scrollTo(id: string) {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

function SectionBody({
  section,
  reading,
  linkSources,
}: {
  section: Section;
  reading: ReportReading;
  linkSources: boolean;
}) {
  const { t } = useTranslation();
  const parts = splitAtBlocks(section.html);
  if (parts.length === 0)
    return (
      <p className="acc-block-note" data-testid="section-empty">
        {t('accDoorWeb.reader.noText')}
      </p>
    );
  return (
    <>
      {parts.map((part, i) => {
        if ('html' in part)
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional within one section's text
          return <RichText key={i} html={part.html} className="acc-reader-text" />;
        const data = reading.blocks[blockKey(part.block)];
        if (!data)
          return (
            <BlockPending
              // biome-ignore lint/suspicious/noArrayIndexKey: as above
              key={i}
              label={t(`accDoorWeb.kinds.${part.block.kind}`)}
              failed
            />
          );
        // biome-ignore lint/suspicious/noArrayIndexKey: the same block may stand twice in a section
        return <BlockView key={i} data={data} linkSource={linkSources} />;
      })}
    </>
  );
}

function Heading({ section }: { section: Section }) {
  const level = Math.min(depthOf(section) + 1, 4) as 2 | 3 | 4;
  const Tag = `h${level}` as const;
  return (
    <Tag data-testid="section-title">
      <span className="acc-reader-number">{section.number}</span>
      {section.title}
    </Tag>
  );
}

/** The standard a section answers, unless its title already says it (the template's titles do). */
function StandardLine({ section }: { section: Section }) {
  if (!section.standard) return null;
  const label =
    dictLabel('accreditationStandard', section.standard, currentLocale()).split(' / ').at(-1) ?? '';
  if (!label || section.title.includes(label) || label.includes(section.title)) return null;
  return (
    <Typography.Paragraph type="secondary" style={{ marginTop: -4 }}>
      {label}
    </Typography.Paragraph>
  );
}

function Evidence({
  reading,
  onOpenFile,
}: {
  reading: ReportReading;
  onOpenFile?: (f: EvidenceFile) => void;
}) {
  const { t } = useTranslation();
  if (reading.evidence.length === 0) return null;
  return (
    <section
      className="acc-reader-section acc-reader-evidence"
      id="acc-evidence"
      data-testid="reader-evidence"
    >
      <h2>{t('accDoorWeb.reader.evidence')}</h2>
      {reading.evidence.map((group) => (
        <div key={group.standard}>
          <Typography.Text strong>{group.label}</Typography.Text>
          {group.items.length === 0 ? (
            <p className="acc-block-note">{t('accDoorWeb.reader.noEvidence')}</p>
          ) : (
            <ul>
              {group.items.map((item, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: evidence items carry no id in the reading
                <li key={i}>
                  <Tag>{item.typeLabel}</Tag>
                  {item.title}
                  {item.files.map((f) =>
                    onOpenFile ? (
                      <Button
                        key={f.url}
                        type="link"
                        size="small"
                        icon={<FileOutlined />}
                        onClick={() => onOpenFile(f)}
                      >
                        {f.fileName}
                      </Button>
                    ) : (
                      <span key={f.url} className="acc-block-note">
                        {' '}
                        {f.fileName}
                      </span>
                    ),
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </section>
  );
}

export function ReportReader({ reading, linkSources = true, onOpenFile, actions }: ReportReaderProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { report } = reading;
  const frozen = Boolean(report.frozenTime);
  return (
    <article className="acc-reader" data-testid="report-reading">
      <header style={{ marginBottom: 16 }}>
        {reading.school && <Typography.Text type="secondary">{reading.school}</Typography.Text>}
        <Typography.Title level={1} style={{ marginTop: 4, fontSize: 26 }} data-testid="reader-title">
          {report.title}
        </Typography.Title>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
          <Tag color="geekblue">
            {dictLabel('accreditationScheme', report.scheme, locale) || report.scheme}
          </Tag>
          {report.year !== null && <Tag>{t('accDoorWeb.reader.year', { year: report.year })}</Tag>}
          {frozen ? (
            <Tag color="blue" data-testid="reader-state">
              {t('accDoorWeb.reader.frozen', { time: dayjs(report.frozenTime).format('YYYY-MM-DD') })}
            </Tag>
          ) : (
            <Tag color="green" data-testid="reader-state">
              {t('accDoorWeb.reader.live')}
            </Tag>
          )}
          {actions && <span style={{ marginLeft: 'auto', display: 'inline-flex', gap: 8 }}>{actions}</span>}
        </div>
      </header>
      {reading.sections.length === 0 ? (
        <Empty description={t('accDoorWeb.reader.noSections')} />
      ) : (
        <>
          <Card size="small" title={t('accDoorWeb.reader.contents')} style={{ marginBottom: 24 }}>
            <ol className="acc-reader-toc" data-testid="reader-toc">
              {reading.sections.map((s) => (
                <li key={s.id} className={depthOf(s) > 1 ? 'sub' : undefined}>
                  <Typography.Link onClick={() => scrollTo(anchorOf(s))}>
                    <span className="acc-reader-number">{s.number}</span>
                    {s.title}
                  </Typography.Link>
                </li>
              ))}
              {reading.evidence.length > 0 && (
                <li>
                  <Typography.Link onClick={() => scrollTo('acc-evidence')}>
                    {t('accDoorWeb.reader.evidence')}
                  </Typography.Link>
                </li>
              )}
            </ol>
          </Card>
          {reading.sections.map((s) => (
            <section key={s.id} id={anchorOf(s)} className="acc-reader-section" data-testid="reader-section">
              <Heading section={s} />
              <StandardLine section={s} />
              <SectionBody section={s} reading={reading} linkSources={linkSources} />
            </section>
          ))}
        </>
      )}
      <Evidence reading={reading} onOpenFile={onOpenFile} />
    </article>
  );
}
