import { RESOURCES, resourceByName } from '@accredit/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Input, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { titleOf } from '../../crud/fields.tsx';
import { RecordViewDrawer } from '../../crud/RecordView.tsx';
import { afterTagChange, type EvidenceRow, evidenceApi, evidenceKeys } from './api.ts';
import { EvidenceList, itemKey } from './EvidenceList.tsx';
import { ItemActions } from './ItemActions.tsx';
import { StandardPicker } from './StandardPicker.tsx';
import { TagEditor } from './TagEditor.tsx';
import './evidence.css';

/**
 * Evidence no standard names yet (issue 20 item 2, "untagged evidence is listed for tidying"):
 * shared files without standards, records with documents and no tag, supporting documents
 * without a tag. Each can be tagged in place; several at once by ticking them and choosing the
 * standards once.
 */
const TYPES = [
  'fileInfo',
  'supportMaterials',
  ...RESOURCES.filter((d) => d.attachments?.length).map((d) => d.name),
];

export default function UntaggedTab() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { message } = App.useApp();
  const [resource, setResource] = useState<string | undefined>();
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 20 });
  const [editing, setEditing] = useState<string | null>(null);
  const [viewing, setViewing] = useState<EvidenceRow | null>(null);
  const [selected, setSelected] = useState<Map<string, EvidenceRow>>(new Map());
  const [bulkCodes, setBulkCodes] = useState<string[]>([]);
  const [bulkBusy, setBulkBusy] = useState(false);

  const q = { resource, keyword: keyword || undefined, ...paging };
  const list = useQuery({ queryKey: evidenceKeys.untagged(q), queryFn: () => evidenceApi.untagged(q) });
  const typeOptions = useMemo(
    () =>
      [...new Set(TYPES)].flatMap((name) => {
        const def = resourceByName(name);
        return def ? [{ value: name, label: titleOf(t, def) }] : [];
      }),
    [t],
  );

  const tagOne = async (item: EvidenceRow, codes: string[]) => {
    await evidenceApi.setTags(item.resource, item.id, codes);
    setEditing(null);
    void message.success(t('evidence.untagged.tagged', { count: 1 }));
    await afterTagChange(client, item.resource);
  };

  const tagSelected = async () => {
    setBulkBusy(true);
    const items = [...selected.values()];
    const results = await Promise.allSettled(
      items.map((item) =>
        evidenceApi.setTags(item.resource, item.id, [...new Set([...item.standards, ...bulkCodes])]),
      ),
    );
    const failed = results.filter((r) => r.status === 'rejected').length;
    if (failed < items.length)
      void message.success(t('evidence.untagged.tagged', { count: items.length - failed }));
    if (failed > 0) void message.error(t('evidence.untagged.someFailed', { count: failed }));
    setSelected(new Map());
    setBulkBusy(false);
    await Promise.all([...new Set(items.map((i) => i.resource))].map((r) => afterTagChange(client, r)));
  };

  const page = list.data;
  const viewDef = viewing ? resourceByName(viewing.resource) : undefined;
  return (
    <div data-testid="untagged-tab">
      <Typography.Paragraph type="secondary">{t('evidence.untagged.hint')}</Typography.Paragraph>
      <div className="evidence-toolbar">
        <Select
          allowClear
          value={resource}
          options={typeOptions}
          placeholder={t('evidence.untagged.allTypes')}
          onChange={(v?: string) => {
            setResource(v);
            setPaging((p) => ({ ...p, pageNo: 1 }));
          }}
          style={{ flex: '0 1 240px', minWidth: 160 }}
          data-testid="untagged-type"
        />
        <Input.Search
          className="evidence-search"
          allowClear
          placeholder={t('evidence.view.keyword')}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPaging((p) => ({ ...p, pageNo: 1 }));
          }}
          data-testid="untagged-keyword"
        />
      </div>
      {selected.size > 0 && (
        <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }} data-testid="untagged-bulk">
          <div style={{ flex: '1 1 280px', minWidth: 0 }}>
            <StandardPicker value={bulkCodes} onChange={setBulkCodes} testId="untagged-bulk-picker" />
          </div>
          <Button
            type="primary"
            disabled={bulkCodes.length === 0}
            loading={bulkBusy}
            onClick={() => void tagSelected()}
            data-testid="untagged-bulk-save"
          >
            {t('evidence.untagged.tagSelected', { count: selected.size })}
          </Button>
          <Button onClick={() => setSelected(new Map())}>{t('evidence.tags.cancel')}</Button>
        </Flex>
      )}
      {list.isError && <Alert type="error" showIcon title={t('evidence.view.failed')} />}
      <EvidenceList
        items={page?.records ?? []}
        loading={list.isLoading}
        total={page?.total ?? 0}
        pageNo={paging.pageNo}
        pageSize={paging.pageSize}
        onPage={(pageNo, pageSize) => setPaging({ pageNo, pageSize })}
        empty={t('evidence.untagged.empty')}
        selected={new Set(selected.keys())}
        onSelect={(item, on) =>
          setSelected((prev) => {
            const next = new Map(prev);
            if (on) next.set(itemKey(item), item);
            else next.delete(itemKey(item));
            return next;
          })
        }
        below={(item) =>
          editing === itemKey(item) && (
            <TagEditor
              initial={item.standards}
              onSave={(codes) => tagOne(item, codes)}
              onCancel={() => setEditing(null)}
            />
          )
        }
        actions={(item) => (
          <ItemActions
            item={item}
            editLabel={t('evidence.untagged.tag')}
            onEdit={() => setEditing(itemKey(item))}
            onOpen={() => setViewing(item)}
          />
        )}
      />
      {viewDef && (
        <RecordViewDrawer
          def={viewDef}
          recordId={viewing?.id ?? null}
          can={() => false}
          onReview={() => {}}
          onClose={() => setViewing(null)}
        />
      )}
    </div>
  );
}
