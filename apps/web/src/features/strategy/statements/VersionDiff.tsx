import { diffStats, diffText, plainText } from '@accredit/shared';
import { Empty, Segmented, Select, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatementVersion } from './api.ts';

/**
 * The differences between two versions, in either language, with the shared model the server
 * uses (Chinese compared per character, English per word). Removed text is struck through in red,
 * added text underlined in green (<del>/<ins>, so a screen reader says so too).
 */
export interface CompareChoice {
  fromId: string | null;
  toId: string | null;
}

export function versionLabel(t: (key: string, v?: Record<string, unknown>) => string, v: StatementVersion) {
  return `${v.effectiveDate} · ${t(`statement.state.${v.state}`)}`;
}

export function VersionDiff({
  versions,
  choice,
  onChoice,
}: {
  versions: StatementVersion[];
  choice: CompareChoice;
  onChoice: (choice: CompareChoice) => void;
}) {
  const { t, i18n } = useTranslation();
  const [lang, setLang] = useState<'zh' | 'en'>(i18n.language.startsWith('zh') ? 'zh' : 'en');
  const from = versions.find((v) => v.id === choice.fromId);
  const to = versions.find((v) => v.id === choice.toId);
  const result = useMemo(() => {
    if (!from || !to) return null;
    const key = lang === 'zh' ? 'contentZh' : 'contentEn';
    const a = plainText(from[key]);
    const b = plainText(to[key]);
    return { segments: diffText(a, b), stats: diffStats(a, b) };
  }, [from, to, lang]);
  const options = versions.map((v) => ({ value: v.id, label: versionLabel(t, v) }));

  if (versions.length < 2) return <Empty description={t('statement.diff.needTwo')} />;
  return (
    <div data-testid="statement-diff">
      <Space wrap className="stmt-diff-pickers">
        {(['from', 'to'] as const).map((end) => {
          const key = end === 'from' ? 'fromId' : 'toId';
          return (
            <div key={end} className="stmt-diff-picker">
              <label htmlFor={`stmt-diff-${end}`} className="stmt-diff-label">
                {t(`statement.diff.${end}`)}
              </label>
              <Select
                id={`stmt-diff-${end}`}
                className="stmt-diff-select"
                value={choice[key] ?? undefined}
                options={options}
                onChange={(id) => onChoice({ ...choice, [key]: id })}
                data-testid={`statement-diff-${end}`}
              />
            </div>
          );
        })}
        <Segmented
          value={lang}
          onChange={(v) => setLang(v as 'zh' | 'en')}
          options={[
            { value: 'zh', label: t('statement.lang.zh') },
            { value: 'en', label: t('statement.lang.en') },
          ]}
          data-testid="statement-diff-lang"
        />
      </Space>
      {result && (
        <>
          <Typography.Paragraph type="secondary" data-testid="statement-diff-stats">
            {t(lang === 'zh' ? 'statement.diff.statsZh' : 'statement.diff.statsEn', { ...result.stats })}
            {' · '}
            {t('statement.diff.legend')}
          </Typography.Paragraph>
          <div className="stmt-diff" lang={lang} data-testid="statement-diff-text">
            {result.segments.length === 0 ? (
              <Typography.Text type="secondary">{t('statement.lang.missing')}</Typography.Text>
            ) : (
              result.segments.map((s, i) =>
                s.type === 'added' ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: pieces have no identity but their place
                  <ins key={i}>{s.text}</ins>
                ) : s.type === 'removed' ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: as above
                  <del key={i}>{s.text}</del>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: as above
                  <span key={i}>{s.text}</span>
                ),
              )
            )}
          </div>
        </>
      )}
    </div>
  );
}
