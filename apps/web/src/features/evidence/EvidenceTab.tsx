import { resourceByName } from '@accredit/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Grid, Input, Tree, TreeSelect, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RecordViewDrawer } from '../../crud/RecordView.tsx';
import { currentLocale } from '../../i18n/index.ts';
import { afterTagChange, type EvidenceRow, evidenceApi, evidenceKeys } from './api.ts';
import { EvidenceList } from './EvidenceList.tsx';
import { ItemActions } from './ItemActions.tsx';
import {
  ancestorKeys,
  CATEGORY_ROOT,
  codesUnder,
  countOf,
  isStandard,
  type StandardNode,
  standardLabel,
  standardNodes,
} from './standards.ts';
import { TagEditor } from './TagEditor.tsx';
import './evidence.css';

/**
 * The evidence repository (issue 20 item 2): the standards of AACSB, EQUIS, AMBA and the
 * product's category tree, each with how many pieces of evidence the caller may open, and the
 * evidence of the chosen standard (a parent gathers its children): shared files, supporting
 * documents and records with their files. The standard is kept in the address (`standard=`), so
 * "show me Standard 5" is a link. On a phone the tree becomes a picker above the list.
 */
interface TreeItem {
  key: string;
  title: React.ReactNode;
  selectable: boolean;
  children?: TreeItem[];
}

interface PickNode {
  value: string;
  title: string;
  selectable: boolean;
  children?: PickNode[];
}

export default function EvidenceTab() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const client = useQueryClient();
  const phone = Grid.useBreakpoint().md === false;
  const [params, setParams] = useSearchParams();
  const nodes = useMemo(() => standardNodes(locale), [locale]);
  const asked = params.get('standard') ?? '';
  const standard = asked && isStandard(asked, nodes) ? asked : '';
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 20 });
  const [editing, setEditing] = useState<string | null>(null);
  const [viewing, setViewing] = useState<EvidenceRow | null>(null);

  const summary = useQuery({ queryKey: evidenceKeys.summary(), queryFn: evidenceApi.summary });
  const q = { standard: standard || undefined, keyword: keyword || undefined, ...paging };
  const list = useQuery({ queryKey: evidenceKeys.list(q), queryFn: () => evidenceApi.list(q) });

  const choose = (code: string) => {
    const next = new URLSearchParams(params);
    if (code) next.set('standard', code);
    else next.delete('standard');
    setParams(next, { replace: true });
    setPaging((p) => ({ ...p, pageNo: 1 }));
    setEditing(null);
  };

  const treeData = useMemo(() => {
    const walk = (n: StandardNode): TreeItem => {
      const count = countOf(n.key, summary.data);
      return {
        key: n.key,
        selectable: n.key !== CATEGORY_ROOT,
        title: (
          <span data-testid={`evidence-node-${n.key}`}>
            {n.name}
            {count !== null && (
              <span className={`evidence-count${count > 0 ? ' evidence-count-some' : ''}`}>{count}</span>
            )}
          </span>
        ),
        ...(n.children.length ? { children: n.children.map(walk) } : {}),
      };
    };
    return nodes.map(walk);
  }, [nodes, summary.data]);

  const pickerData = useMemo(() => {
    const walk = (n: StandardNode): PickNode => {
      const count = countOf(n.key, summary.data);
      return {
        value: n.key,
        title: count === null ? n.name : `${n.name} (${count})`,
        selectable: n.key !== CATEGORY_ROOT,
        ...(n.children.length ? { children: n.children.map(walk) } : {}),
      };
    };
    return nodes.map(walk);
  }, [nodes, summary.data]);

  const under = standard ? codesUnder(standard, nodes) : [];
  const retag = async (item: EvidenceRow, codes: string[]) => {
    await evidenceApi.setTags(item.resource, item.id, codes);
    setEditing(null);
    await afterTagChange(client, item.resource);
  };
  const viewDef = viewing ? resourceByName(viewing.resource) : undefined;
  const page = list.data;

  return (
    <div data-testid="evidence-tab">
      <div className="evidence-layout">
        {!phone && (
          <div className="evidence-tree" data-testid="evidence-tree">
            <Tree
              blockNode
              treeData={treeData}
              selectedKeys={standard ? [standard] : []}
              defaultExpandedKeys={['AACSB', ...(standard ? ancestorKeys(standard, nodes) : [])]}
              onSelect={(keys) => choose(keys.length ? String(keys[0]) : '')}
            />
          </div>
        )}
        <div style={{ minWidth: 0 }}>
          <div className="evidence-toolbar">
            {phone ? (
              <TreeSelect
                value={standard || undefined}
                treeData={pickerData}
                onChange={(v?: string) => choose(v ?? '')}
                allowClear
                showSearch={{ treeNodeFilterProp: 'title' }}
                placeholder={t('evidence.view.all')}
                style={{ flex: '1 1 100%', minWidth: 0 }}
                data-testid="evidence-standard-picker"
              />
            ) : (
              <Typography.Title level={5} className="evidence-heading" data-testid="evidence-heading">
                {standard ? standardLabel(standard, locale) : t('evidence.view.all')}
              </Typography.Title>
            )}
            <Input.Search
              className="evidence-search"
              allowClear
              placeholder={t('evidence.view.keyword')}
              onSearch={(v) => {
                setKeyword(v.trim());
                setPaging((p) => ({ ...p, pageNo: 1 }));
              }}
              data-testid="evidence-keyword"
            />
          </div>
          {list.isError && <Alert type="error" showIcon title={t('evidence.view.failed')} />}
          <EvidenceList
            items={page?.records ?? []}
            loading={list.isLoading}
            total={page?.total ?? 0}
            pageNo={paging.pageNo}
            pageSize={paging.pageSize}
            onPage={(pageNo, pageSize) => setPaging({ pageNo, pageSize })}
            empty={standard ? t('evidence.view.empty') : t('evidence.view.emptyAll')}
            below={(item) =>
              editing === `${item.resource}:${item.id}` && (
                <TagEditor
                  initial={item.standards}
                  onSave={(codes) => retag(item, codes)}
                  onCancel={() => setEditing(null)}
                />
              )
            }
            actions={(item) => (
              <ItemActions
                item={item}
                untag={
                  standard && item.standards.some((c) => under.includes(c))
                    ? {
                        label: standardLabel(standard, locale),
                        run: () =>
                          retag(
                            item,
                            item.standards.filter((c) => !under.includes(c)),
                          ),
                      }
                    : undefined
                }
                onEdit={() => setEditing(`${item.resource}:${item.id}`)}
                onOpen={() => setViewing(item)}
              />
            )}
          />
        </div>
      </div>
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
