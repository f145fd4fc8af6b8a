import { EditOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n/index.ts';
import { afterTagChange, evidenceApi, evidenceKeys } from './api.ts';
import { StandardTags, TagEditor } from './TagEditor.tsx';

/**
 * The standards a record or shared file is evidence for, with an editor for those allowed to
 * change them (the server says so: edit rights on the record, or fileSharing:edit and read
 * access). Shown in every record's view (crud/RecordView.tsx) and usable on a file's row or
 * details. Shows nothing when the caller may not open the record.
 */
export interface EvidenceTagsProps {
  /** The engine resource, e.g. 'fileInfo' for a shared file, 'supportMaterials', 'teachingContribution'. */
  resource: string;
  recordId: string;
  /** Without the section heading and hint (a table cell, a small panel). */
  compact?: boolean;
  /** After a save, with the record's standards as stored. */
  onSaved?: (standards: string[]) => void;
}

export function EvidenceTags({ resource, recordId, compact = false, onSaved }: EvidenceTagsProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const locale = currentLocale();
  const [editing, setEditing] = useState(false);
  const query = useQuery({
    queryKey: evidenceKeys.tags(resource, recordId),
    queryFn: () => evidenceApi.tagsOf(resource, recordId),
    retry: false,
  });
  const state = query.data;
  if (!state) return null;
  const save = async (codes: string[]) => {
    const saved = await evidenceApi.setTags(resource, recordId, codes);
    client.setQueryData(evidenceKeys.tags(resource, recordId), saved);
    setEditing(false);
    onSaved?.(saved.standards);
    await afterTagChange(client, resource);
  };
  return (
    <div data-testid="evidence-tags">
      {!compact && (
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {t('evidence.tags.title')}
        </Typography.Title>
      )}
      {editing ? (
        <TagEditor initial={state.standards} onSave={save} onCancel={() => setEditing(false)} />
      ) : (
        <Flex wrap gap={4} align="center">
          {state.standards.length > 0 ? (
            <StandardTags codes={state.standards} locale={locale} />
          ) : (
            <Typography.Text type="secondary">{t('evidence.tags.none')}</Typography.Text>
          )}
          {state.editable && (
            <Button
              size="small"
              type="link"
              icon={<EditOutlined />}
              onClick={() => setEditing(true)}
              data-testid="evidence-tags-edit"
            >
              {t('evidence.tags.edit')}
            </Button>
          )}
        </Flex>
      )}
      {!compact && state.own && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('evidence.tags.ownHint')}
        </Typography.Text>
      )}
    </div>
  );
}
