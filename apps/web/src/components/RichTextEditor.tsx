import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextEditorProps } from './rich-text/TiptapEditor.tsx';

/**
 * The one rich-text editor (Table 8-1 Parts B and C, rich-text fields of the generic form, an
 * announcement's content). Tiptap is loaded only when an editor is shown, so other pages do not
 * pay for it. It speaks a form control's language (`value`, `onChange` with HTML, `id`); the
 * server sanitises what it saves (apps/server/src/core/rich-text.ts).
 */
const TiptapEditor = lazy(() => import('./rich-text/TiptapEditor.tsx'));

export type { RichTextEditorProps };

export function RichTextEditor(props: RichTextEditorProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div role="status" aria-busy="true" aria-label={t('common.richText.loading')}>
          <Skeleton active paragraph={{ rows: 3 }} title={false} />
        </div>
      }
    >
      <TiptapEditor {...props} />
    </Suspense>
  );
}
