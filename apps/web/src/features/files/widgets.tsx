import { dictLabel } from '@accredit/shared';
import {
  FileExcelOutlined,
  FileImageOutlined,
  FileOutlined,
  FilePdfOutlined,
  FilePptOutlined,
  FileWordOutlined,
} from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { splitCodes } from '../../crud/multi-dict.tsx';
import { currentLocale } from '../../i18n/index.ts';
import { standardLabel, standardTag } from '../evidence/standards.ts';
import type { FileKind } from './model.ts';

/** Small pieces of the file list: a type's icon, the standards a file is tagged to, its text status. */
const ICONS: Record<FileKind, { icon: typeof FileOutlined; color: string }> = {
  pdf: { icon: FilePdfOutlined, color: '#cf1322' },
  image: { icon: FileImageOutlined, color: '#389e0d' },
  word: { icon: FileWordOutlined, color: '#1d39c4' },
  excel: { icon: FileExcelOutlined, color: '#237804' },
  powerpoint: { icon: FilePptOutlined, color: '#d4380d' },
  other: { icon: FileOutlined, color: '#8c8c8c' },
};

export function FileIcon({ kind }: { kind: FileKind }) {
  const { icon: Icon, color } = ICONS[kind];
  return <Icon style={{ color, fontSize: 18 }} aria-hidden />;
}

/** One tag per standard: a framework's code as is (AACSB-5), a category by its short name. */
export function StandardTags({ value }: { value: unknown }) {
  const codes = splitCodes(value);
  if (codes.length === 0) return null;
  const locale = currentLocale();
  return (
    <span className="files-standards" data-testid="file-standards">
      {codes.map((code) => (
        <Tooltip key={code} title={standardLabel(code, locale)}>
          <Tag color="geekblue" data-code={code}>
            {standardTag(code, locale)}
          </Tag>
        </Tooltip>
      ))}
    </span>
  );
}

const TEXT_COLORS: Record<string, string> = {
  '0': 'default',
  '1': 'processing',
  '2': 'success',
  '3': 'error',
};

/** Whether the words inside the file can be searched (fileTextStatus: none, queued, indexed, failed). */
export function TextStatus({ status }: { status: string | null }) {
  if (status === null || status === '') return null;
  return (
    <Tag color={TEXT_COLORS[status] ?? 'default'} data-testid="file-text-status" data-status={status}>
      {dictLabel('fileTextStatus', status, currentLocale())}
    </Tag>
  );
}

export function formatTime(value: string | null | undefined): string {
  return value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '';
}

export function formatDate(value: string | null | undefined): string {
  return value ? dayjs(value).format('YYYY-MM-DD') : '';
}
