import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** A section's review state (0 unreviewed, 1 approved, 2 rejected) as a coloured tag. */
const COLORS: Record<number, string> = { 0: 'default', 1: 'success', 2: 'error' };

export function ReviewStateTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status] ?? 'default'} data-testid="review-state">
      {t(`accReportWeb.review.state${status in COLORS ? status : 0}`)}
    </Tag>
  );
}

/** The section's guidance for the reader's language: JSON {"en-US","zh-CN"} or plain text. */
export function guidanceText(raw: string | null | undefined, locale: string): string {
  if (!raw) return '';
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object') {
      const g = parsed as Record<string, string | undefined>;
      const zh = locale.startsWith('zh');
      return (zh ? (g['zh-CN'] ?? g['en-US']) : (g['en-US'] ?? g['zh-CN'])) ?? '';
    }
  } catch {
    /* plain text */
  }
  return raw;
}
