import { bilingual, bilingualValue, isEnglishOutput, missingEnglishKey } from '@accredit/shared';
import { App, Button, type ButtonProps, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLocale } from '../i18n/index.ts';

/**
 * Names in the reader's language (packages/shared/src/bilingual.ts): English screens show a
 * record's English value, and its Chinese value visibly marked when the English one is missing.
 * Before an English export, `useEnglishCheck` lists the records the file would name without an
 * English value (the server's englishCheck calls) and lets the person fill them in or export anyway.
 */

/** The text of a record's bilingual field in the current language (marker included), for titles. */
export function useBilingual() {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (record: object, zhKey: string, enKey: string) => bilingualValue(record, zhKey, enKey, locale, t);
}

/** A record's bilingual field for a table cell: the value, and a warning-coloured marker when English is missing. */
export function Bilingual({ record, zh, en }: { record: object; zh: string; en: string }) {
  const { t } = useTranslation();
  const v = bilingual(record, zh, en, currentLocale());
  if (!v.missing) return <>{v.text}</>;
  return (
    <>
      {v.text} {/* A dark orange that keeps 4.5:1 contrast on white (antd's warning colour does not). */}
      <Typography.Text className="no-english" style={{ color: '#ad4e00' }} data-testid="no-english">
        [{t(missingEnglishKey(en))}]
      </Typography.Text>
    </>
  );
}

export interface MissingEnglish {
  kind: string;
  id: string;
  field: string;
  kindLabel: string;
  fieldLabel: string;
  record: string;
  path: string;
}
export interface EnglishCheck {
  complete: boolean;
  missing: MissingEnglish[];
}

function MissingList({ items, onOpen }: { items: MissingEnglish[]; onOpen: (path: string) => void }) {
  const { t } = useTranslation();
  return (
    <div data-testid="english-check">
      <Typography.Paragraph>
        {t('qualification.englishCheck.intro', { count: items.length })}
      </Typography.Paragraph>
      <Table<MissingEnglish>
        size="small"
        rowKey={(r) => `${r.kind}:${r.id}:${r.field}`}
        dataSource={items}
        pagination={items.length > 8 ? { pageSize: 8, size: 'small' } : false}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'record', title: t('qualification.englishCheck.columns.record'), dataIndex: 'record' },
          { key: 'kind', title: t('qualification.englishCheck.columns.kind'), dataIndex: 'kindLabel' },
          { key: 'field', title: t('qualification.englishCheck.columns.field'), dataIndex: 'fieldLabel' },
          {
            key: 'open',
            title: t('qualification.englishCheck.columns.open'),
            render: (_: unknown, r) => (
              <Button type="link" size="small" onClick={() => onOpen(r.path)}>
                {t('qualification.englishCheck.open')}
              </Button>
            ),
          },
        ]}
      />
    </div>
  );
}

/**
 * Returns `confirm(lang, check)`: for an English (non-Chinese) export it asks the server what the
 * file would name without an English value and, when something is missing, shows the list with
 * "Export anyway". Resolves true when the export should go ahead (nothing missing, or confirmed).
 */
export function useEnglishCheck() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  return async (lang: string, check: () => Promise<EnglishCheck>): Promise<boolean> => {
    if (!isEnglishOutput(lang)) return true;
    let result: EnglishCheck;
    try {
      result = await check();
    } catch {
      message.warning(t('qualification.englishCheck.checkFailed'));
      return true;
    }
    if (result.complete || result.missing.length === 0) return true;
    return new Promise<boolean>((resolve) => {
      const dialog = modal.confirm({
        title: t('qualification.englishCheck.title'),
        width: 760,
        icon: null,
        content: (
          <MissingList
            items={result.missing}
            onOpen={(path) => {
              dialog.destroy();
              resolve(false);
              navigate(path);
            }}
          />
        ),
        okText: t('qualification.englishCheck.exportAnyway'),
        cancelText: t('common.cancel'),
        okButtonProps: { 'data-testid': 'export-anyway' } as ButtonProps,
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
  };
}
