import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { App, Button, Empty, Popconfirm, Tag, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceApi } from '../../../crud/api.ts';
import { currentLocale } from '../../../i18n/index.ts';
import { reorder, useRefreshTree } from './api.ts';
import { ItemForm } from './ItemForm.tsx';
import { moved, nextSort, type TreeKind, type TreeNode } from './tree-model.ts';

/**
 * One list of the goal tree (training objectives, goals, or one goal's objectives): each record
 * with its code, both texts (the reader's language first), its target, and the actions its role
 * holds (edit in place, move up or down, delete); an add button opens the same form at the end.
 */
const SHORT: Record<TreeKind, string> = {
  trainingObjective: 'to',
  degreeProgramsLg: 'lg',
  degreeProgramsLo: 'lo',
};

/** The text in the other language, under the reader's own (none when only one exists). */
function otherText(node: TreeNode, zhFirst: boolean): string {
  if (zhFirst) return node.textEn;
  return node.textEn ? node.text : '';
}

export interface NodeListProps<T extends TreeNode> {
  kind: TreeKind;
  nodes: readonly T[];
  parent: { degreeProgramsId: string; lgId?: string };
  can: { add: boolean; edit: boolean; delete: boolean };
  addLabel: string;
  addTestId: string;
  emptyText: string;
  suggestCode: (nodes: readonly T[]) => string;
  /** What shows under a record (a goal's objectives). */
  children?: (node: T) => ReactNode;
}

export function NodeList<T extends TreeNode>(props: NodeListProps<T>) {
  const { kind, nodes, parent, can, addLabel, addTestId, emptyText, suggestCode, children } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const refresh = useRefreshTree();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [busy, setBusy] = useState(false);
  const zhFirst = currentLocale().startsWith('zh');

  const move = async (id: string, delta: -1 | 1) => {
    const ids = moved(
      nodes.map((n) => n.id),
      id,
      delta,
    );
    if (!ids) return;
    setBusy(true);
    try {
      await reorder(kind, ids);
      await refresh(kind);
      message.success(t('programmes.messages.reordered'));
    } finally {
      setBusy(false);
    }
  };
  const remove = async (id: string) => {
    await resourceApi(kind).remove(id);
    await refresh(kind);
    message.success(t('programmes.messages.deleted'));
  };
  const done = () => {
    setEditing(null);
    void refresh(kind);
  };

  return (
    <div className={`programmes-list programmes-list-${SHORT[kind]}`}>
      {nodes.length === 0 && editing !== 'new' && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      )}
      {nodes.map((node, index) => (
        <div key={node.id} className="programmes-node" data-testid={`tree-item-${SHORT[kind]}-${node.code}`}>
          {editing === node.id ? (
            <ItemForm
              kind={kind}
              node={node}
              parent={{ ...parent, sort: node.sort }}
              suggestedCode={node.code}
              onDone={done}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <div className="programmes-node-row">
              <Tag
                color={kind === 'degreeProgramsLg' ? 'blue' : kind === 'degreeProgramsLo' ? 'cyan' : 'gold'}
              >
                {node.code}
              </Tag>
              <div className="programmes-node-text">
                <div className="programmes-node-main" data-testid="tree-item-text">
                  {zhFirst ? node.text : node.textEn || node.text}
                </div>
                {otherText(node, zhFirst) && (
                  <div className="programmes-node-other">{otherText(node, zhFirst)}</div>
                )}
              </div>
              {kind !== 'trainingObjective' && (
                <Tag className="programmes-node-target" data-testid="tree-item-target">
                  {t('programmes.tree.target', { value: (node.target ?? 0.7).toFixed(2) })}
                </Tag>
              )}
              <div className="programmes-node-actions">
                {can.edit && (
                  <>
                    <Tooltip title={t('programmes.tree.up')}>
                      <Button
                        size="small"
                        type="text"
                        icon={<ArrowUpOutlined />}
                        aria-label={`${t('programmes.tree.up')} ${node.code}`}
                        disabled={index === 0 || busy}
                        onClick={() => void move(node.id, -1)}
                        data-testid="tree-up"
                      />
                    </Tooltip>
                    <Tooltip title={t('programmes.tree.down')}>
                      <Button
                        size="small"
                        type="text"
                        icon={<ArrowDownOutlined />}
                        aria-label={`${t('programmes.tree.down')} ${node.code}`}
                        disabled={index === nodes.length - 1 || busy}
                        onClick={() => void move(node.id, 1)}
                        data-testid="tree-down"
                      />
                    </Tooltip>
                    <Tooltip title={t('programmes.tree.edit')}>
                      <Button
                        size="small"
                        type="text"
                        icon={<EditOutlined />}
                        aria-label={`${t('programmes.tree.edit')} ${node.code}`}
                        onClick={() => setEditing(node.id)}
                        data-testid="tree-edit"
                      />
                    </Tooltip>
                  </>
                )}
                {can.delete && (
                  <Popconfirm
                    title={t('programmes.tree.confirmDelete', { code: node.code })}
                    okText={t('programmes.tree.delete')}
                    cancelText={t('programmes.form.cancel')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove(node.id)}
                  >
                    <Button
                      size="small"
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`${t('programmes.tree.delete')} ${node.code}`}
                      data-testid="tree-delete"
                    />
                  </Popconfirm>
                )}
              </div>
            </div>
          )}
          {children?.(node)}
        </div>
      ))}
      {editing === 'new' ? (
        <div className="programmes-node">
          <ItemForm
            kind={kind}
            node={null}
            parent={{ ...parent, sort: nextSort(nodes) }}
            suggestedCode={suggestCode(nodes)}
            onDone={done}
            onCancel={() => setEditing(null)}
          />
        </div>
      ) : (
        can.add && (
          <Button
            type="dashed"
            size="small"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid={addTestId}
            className="programmes-add"
          >
            {addLabel}
          </Button>
        )
      )}
    </div>
  );
}
