import { DisconnectOutlined, EditOutlined, FileSearchOutlined, TagsOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EvidenceRow } from './api.ts';
import { saveError } from './TagEditor.tsx';

/**
 * What may be done with one piece of evidence: open the record it is (a shared file shows its
 * files instead), change its standards, and take it off the standard being viewed. Changing is
 * offered only where the server said the caller may (`editable`).
 */
export function ItemActions({
  item,
  untag,
  onEdit,
  onOpen,
  editLabel,
}: {
  item: EvidenceRow;
  /** Remove the viewed standard (and those under it) from the item. */
  untag?: { label: string; run: () => Promise<unknown> };
  onEdit: () => void;
  onOpen?: () => void;
  /** "Tag" on the untagged list, "Edit standards" elsewhere. */
  editLabel?: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <>
      {onOpen && item.resource !== 'fileInfo' && (
        <Button size="small" icon={<FileSearchOutlined />} onClick={onOpen} data-testid="evidence-open">
          {t('evidence.item.open')}
        </Button>
      )}
      {item.editable && (
        <Button
          size="small"
          icon={editLabel ? <TagsOutlined /> : <EditOutlined />}
          onClick={onEdit}
          data-testid="evidence-edit"
        >
          {editLabel ?? t('evidence.item.edit')}
        </Button>
      )}
      {item.editable && untag && (
        <Popconfirm
          title={t('evidence.item.untagConfirm', { title: item.title, standard: untag.label })}
          okText={t('evidence.item.untag')}
          cancelText={t('evidence.tags.cancel')}
          okButtonProps={{ danger: true, loading: busy }}
          onConfirm={async () => {
            setBusy(true);
            try {
              await untag.run();
              void message.success(t('evidence.item.untagged'));
            } catch (e) {
              void message.error(saveError(e));
            } finally {
              setBusy(false);
            }
          }}
        >
          <Button size="small" danger icon={<DisconnectOutlined />} data-testid="evidence-untag">
            {t('evidence.item.untag')}
          </Button>
        </Popconfirm>
      )}
    </>
  );
}
