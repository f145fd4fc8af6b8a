import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Input, Popconfirm, Row, Space, Tabs, Tree, Typography } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Depart, sysApi, write } from '../api.ts';
import { parentsOf, treeKeys } from '../logic.ts';
import { NoAccess, quiet, usePerms, useSave } from '../shared.tsx';
import { DepartForm, type DepartValues } from './DepartForm.tsx';
import { FteTable } from './FteTable.tsx';

type Mode = { kind: 'view'; id: string } | { kind: 'add'; parent: Depart | null } | null;

function flatten(nodes: readonly Depart[]): Map<string, Depart> {
  const out = new Map<string, Depart>();
  const walk = (list: readonly Depart[]) => {
    for (const d of list) {
      out.set(d.id, d);
      if (d.children) walk(d.children);
    }
  };
  walk(nodes);
  return out;
}

/** Departments: the organisation tree with its generated codes, details, and FTE per unit. */
export default function DepartsPage() {
  const { t } = useTranslation();
  const can = usePerms('depart');
  const save = useSave();
  const queryClient = useQueryClient();
  const tree = useQuery({ queryKey: ['sys', 'departTree'], queryFn: sysApi.departTree });
  const [mode, setMode] = useState<Mode>(null);
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<Key[] | null>(null);
  const nodes = tree.data ?? [];
  const byId = useMemo(() => flatten(nodes), [nodes]);
  const parents = useMemo(() => parentsOf(nodes), [nodes]);
  // A keyword asks the server (searchBy, names in either language or the organisation code): the
  // matches are listed flat, each with its code, whatever their depth.
  const keyword = search.trim();
  const found = useQuery({
    queryKey: ['sys', 'departSearch', keyword],
    queryFn: () => sysApi.searchDeparts(keyword),
    enabled: keyword !== '',
  });
  const shown = keyword
    ? (found.data ?? []).map((d) => ({ ...d, children: undefined, isLeaf: true }))
    : nodes;
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['sys', 'departTree'] });
    void queryClient.invalidateQueries({ queryKey: ['sys', 'departs'] });
    void queryClient.invalidateQueries({ queryKey: ['sys', 'departSearch'] });
  };
  if (!can('query') && !can('get')) return <NoAccess />;

  const current = mode?.kind === 'view' ? (byId.get(mode.id) ?? null) : null;
  const parentOf = (d: Depart | null) => (d ? byId.get(parents.get(d.id) ?? '')?.title : null);

  const submit = async (values: DepartValues) => {
    if (mode?.kind === 'add') {
      const created = await save(() =>
        write<Depart>(
          'POST',
          '/sys/sysDepart/add',
          { body: { ...values, parentId: mode.parent?.id ?? null } },
          quiet,
        ),
      );
      if (!created) return;
      refresh();
      setMode({ kind: 'view', id: created.id });
    } else if (current) {
      const done = await save(() =>
        write('PUT', '/sys/sysDepart/edit', { body: { ...values, id: current.id } }, quiet),
      );
      if (done) refresh();
    }
  };
  const remove = async (d: Depart) => {
    const done = await save(() => write('DELETE', '/sys/sysDepart/delete', { query: { id: d.id } }, quiet));
    if (done === undefined) return;
    setMode(null);
    refresh();
  };

  const details =
    mode?.kind === 'add' ? (
      <Card
        size="small"
        title={
          mode.parent
            ? t('sysadmin.departs.addChildOf', { name: mode.parent.title })
            : t('sysadmin.departs.addTop')
        }
      >
        <DepartForm
          depart={null}
          parentName={mode.parent?.title}
          disabled={false}
          onSubmit={submit}
          onCancel={() => setMode(null)}
        />
      </Card>
    ) : current ? (
      <Card
        size="small"
        title={current.title}
        extra={
          <Space>
            {can('add') && (
              <Button
                size="small"
                onClick={() => setMode({ kind: 'add', parent: current })}
                data-testid="depart-add-child"
              >
                {t('sysadmin.departs.addChild')}
              </Button>
            )}
            {can('delete') && (
              <Popconfirm title={t('crud.ui.confirmDelete')} onConfirm={() => remove(current)}>
                <Button size="small" danger data-testid="depart-delete">
                  {t('common.delete')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        }
      >
        <DepartForm
          depart={current}
          parentName={parentOf(current)}
          disabled={!can('edit')}
          onSubmit={submit}
        />
      </Card>
    ) : (
      <Empty description={t('sysadmin.departs.pick')} />
    );

  return (
    <Card title={t('sysadmin.departs.title')} data-testid="sys-departs">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={9}>
          <Space wrap style={{ marginBottom: 12 }}>
            <Input.Search
              allowClear
              placeholder={t('sysadmin.departs.search')}
              onSearch={setSearch}
              style={{ width: 220 }}
              data-testid="depart-search"
            />
            {can('add') && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setMode({ kind: 'add', parent: null })}
                data-testid="depart-add"
              >
                {t('sysadmin.departs.addTop')}
              </Button>
            )}
          </Space>
          {shown.length ? (
            <Tree<Depart>
              blockNode
              treeData={shown}
              expandedKeys={keyword ? [] : (expanded ?? treeKeys(nodes))}
              onExpand={(keys) => setExpanded(keys)}
              selectedKeys={current ? [current.id] : []}
              onSelect={(keys) => keys[0] && setMode({ kind: 'view', id: String(keys[0]) })}
              titleRender={(d) => (
                <span>
                  {d.title} <Typography.Text type="secondary">{d.orgCode}</Typography.Text>
                </span>
              )}
              data-testid="depart-tree"
            />
          ) : (
            <Empty />
          )}
        </Col>
        <Col xs={24} lg={15}>
          <Tabs
            items={[
              { key: 'details', label: t('sysadmin.departs.details'), children: details },
              { key: 'fte', label: t('sysadmin.departs.fte'), children: <FteTable canEdit={can('edit')} /> },
            ]}
          />
        </Col>
      </Row>
    </Card>
  );
}
