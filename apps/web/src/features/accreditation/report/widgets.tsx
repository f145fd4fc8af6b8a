import { useTranslation } from 'react-i18next';
import { ReviewTag } from '../../../crud/ReviewControls.tsx';

/** A section's review state (0 unreviewed, 1 approved, 2 rejected) as the engine's review tag. */
export function ReviewStateTag({ status }: { status: number }) {
  const { t } = useTranslation();
  const known = status === 1 || status === 2 ? status : 0;
  return <ReviewTag status={known} text={t(`accReportWeb.review.state${known}`)} />;
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
