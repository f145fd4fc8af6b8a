import { RESOURCE } from '@accredit/shared';
import { TeamOutlined } from '@ant-design/icons';
import { Button, InputNumber, type TableColumnType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session.tsx';
import type { ResourceRecord } from '../../../crud/api.ts';
import type { FieldWidget } from '../../../crud/fields.tsx';
import { canFrom } from '../../../crud/permissions.ts';
import { ResourcePage } from '../../../crud/ResourcePage.tsx';
import { ClassDrawer } from './ClassDrawer.tsx';

/**
 * The Classes screen (menu component `classes`): the engine's class list with each class's
 * number of students, and a class's own drawer (its students: add, remove, import a workbook into
 * it). The count is kept by the server; the form shows it without letting anyone type it.
 */
const MemberCount: FieldWidget = ({ value, id }) => (
  <InputNumber id={id} value={typeof value === 'number' ? value : 0} disabled style={{ width: '100%' }} />
);

type ColumnOverride = (column: TableColumnType<ResourceRecord>) => TableColumnType<ResourceRecord>;

export default function ClassesPage() {
  const { t } = useTranslation();
  const session = useSession();
  const can = canFrom(RESOURCE.classes, session);
  const [open, setOpen] = useState<ResourceRecord | null>(null);

  const opener =
    (key: string): ColumnOverride =>
    (column) => ({
      ...column,
      render: (_v, record) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
          onClick={() => setOpen(record)}
          data-testid={`class-open-${key}-${String(record.code)}`}
        >
          {String(record[key] ?? '')}
        </Button>
      ),
    });

  return (
    <>
      <ResourcePage
        resource={RESOURCE.classes}
        can={can}
        widgets={{ memberCount: MemberCount }}
        columns={{
          code: opener('code'),
          name: opener('name'),
          nameEn: opener('nameEn'),
          memberCount: (column) => ({
            ...column,
            width: 110,
            render: (_v, record) => (
              <Button
                type="link"
                size="small"
                icon={<TeamOutlined />}
                onClick={() => setOpen(record)}
                aria-label={t('classes.list.studentsOf', { name: String(record.name ?? '') })}
                data-testid={`class-members-${String(record.code)}`}
              >
                {Number(record.memberCount ?? 0)}
              </Button>
            ),
          }),
        }}
      />
      <ClassDrawer record={open} onClose={() => setOpen(null)} />
    </>
  );
}
