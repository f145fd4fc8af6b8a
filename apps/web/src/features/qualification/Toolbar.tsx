import type { Locale } from '@accredit/shared';
import { CameraOutlined, FileExcelOutlined, FileWordOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Dropdown, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { useSession } from '../../app/session.tsx';
import { type EnglishCheck, useEnglishCheck } from '../../components/english-check.tsx';
import { currentLocale } from '../../i18n/index.ts';
import { downloadExport, type TableCode } from './api.ts';

/** Year, exports (Excel in English or Chinese, Word) and "freeze a snapshot", each shown only with its permission. */
export function TableToolbar({
  year,
  onYear,
  table,
  perm,
}: {
  year: number;
  onYear: (y: number) => void;
  table: TableCode;
  perm: string;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const englishCheck = useEnglishCheck();
  // An English file first lists what it would name without an English value (export anyway or fill in).
  const exportAs = async (format: 'xlsx' | 'docx', lang: Locale = currentLocale()) => {
    const check = () => api.get<EnglishCheck>('/qualification/englishCheck', { table, year });
    if (!(await englishCheck(lang, check))) return;
    await downloadExport(table, year, format, lang).catch(() =>
      message.error(t('qualification.common.exportFailed')),
    );
  };
  const freeze = async () => {
    await api.post('/qualification/snapshots', { table, year });
    message.success(t('qualification.messages.snapshotSaved'));
    await queryClient.invalidateQueries({ queryKey: ['qualification', 'snapshots', table] });
  };
  return (
    <Space wrap>
      <span>{t('qualification.common.year')}</span>
      <InputNumber min={2000} max={2100} value={year} onChange={(v) => v && onYear(v)} data-testid="year" />
      {session.has(`${perm}:export`) && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              {
                key: 'en',
                label: t('qualification.common.excelEn'),
                onClick: () => exportAs('xlsx', 'en-US'),
              },
              {
                key: 'zh',
                label: t('qualification.common.excelZh'),
                onClick: () => exportAs('xlsx', 'zh-CN'),
              },
            ],
          }}
        >
          <Button icon={<FileExcelOutlined />} data-testid="export-excel">
            {t('qualification.common.exportExcel')}
          </Button>
        </Dropdown>
      )}
      {session.has(`${perm}:export`) && (
        <Button icon={<FileWordOutlined />} onClick={() => exportAs('docx')}>
          {t('qualification.common.exportWord')}
        </Button>
      )}
      {session.has(`${perm}:add`) && (
        <Button icon={<CameraOutlined />} onClick={freeze} data-testid="freeze">
          {t('qualification.common.freeze')}
        </Button>
      )}
    </Space>
  );
}
