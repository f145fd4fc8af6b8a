import {
  inList,
  isSortable,
  type ResourceDef,
  type ReviewAction,
  resourceByName,
  viewByName,
  viewFields,
} from '@accredit/shared';
import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  type ButtonProps,
  Card,
  Checkbox,
  Popconfirm,
  Popover,
  Result,
  Space,
  Table,
  type TableColumnType,
} from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fixedUnlessPhone,
  phoneColumns,
  phoneTableWidth,
  RowActions,
  titleKeysFor,
  useIsPhone,
} from '../components/responsive.tsx';
import { ExportButton } from '../features/jobs/ExportButton.tsx';
import { currentLocale } from '../i18n/index.ts';
import { type CustomFieldInfo, type ResourceRecord, type RowAction, resourceApi } from './api.ts';
import type { EditorProps } from './EditorDrawer.tsx';
import { type FieldWidget, fieldLabel, titleOf, useCellText } from './fields.tsx';
import { ImportButton } from './ImportButton.tsx';
import { listPaging } from './list-total.tsx';
import { DictTags, isMultiDict } from './multi-dict.tsx';
import { type Can, canFrom, storedCodes } from './permissions.ts';
import { RecordViewDrawer, type RecordViewOptions, recordTitle } from './RecordView.tsx';
import { type FormTab, ResourceForm } from './ResourceForm.tsx';
import { HistoryDrawer, type PendingReview, ReasonDialog, ReviewTag } from './ReviewControls.tsx';
import { type Filters, SearchForm } from './SearchForm.tsx';

/**
 * One empty list for a resource without custom fields: a new one at each render changed the form's
 * inputs, and the open form was reset to the record, dropping what had been typed.
 */
const NO_CUSTOM_FIELDS: CustomFieldInfo[] = [];

/**
 * The generic list page of an engine resource: search form from the filterable fields, a table
 * with server-side sort and paging, column settings, row and batch actions, import and export,
 * review actions with status tags and the approval history, and the form drawer. Every button
 * shows only when `can(action)` holds. A domain screen replaces a column (`columns`), a form
 * widget (`widgets`) or adds a form tab (`tabs`) without copying this page.
 */
export interface ResourcePageProps {
  /** A registered resource name, or a definition. */
  resource: string | ResourceDef;
  can?: Can;
  columns?: Partial<
    Record<string, (column: TableColumnType<ResourceRecord>) => TableColumnType<ResourceRecord>>
  >;
  widgets?: Partial<Record<string, FieldWidget>>;
  tabs?: FormTab[];
  /** Fixed list parameters (e.g. a parent screen's id). */
  baseQuery?: Filters;
  /** A read-only view of the resource (`view…/list`) to list from, with its joined columns and filters. */
  view?: string;
  toolbar?: ReactNode;
  /** How a record opens read-only (the "View" action of reviewed resources): its type's fields, extra sections. */
  recordView?: RecordViewOptions;
  /** A screen's own add/edit drawer in place of the generic form (the syllabus editor). */
  editor?: (props: EditorProps) => ReactNode;
}

type Sort = { column?: string; order?: 'asc' | 'desc' };

export function ResourcePage(props: ResourcePageProps) {
  const def = typeof props.resource === 'string' ? resourceByName(props.resource) : props.resource;
  const { t } = useTranslation();
  if (!def) return <Result status="404" title={t('crud.ui.unknownResource')} />;
  return <ResourceList {...props} def={def} />;
}

function ResourceList({
  def,
  can: canProp,
  columns: overrides,
  widgets,
  tabs,
  baseQuery,
  toolbar,
  view,
  recordView,
  editor,
}: ResourcePageProps & { def: ResourceDef }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const cellText = useCellText();
  const api = resourceApi(def.name);
  // What the list shows: the definition's fields, then a view's joined ones (never in the form).
  const listDef = useMemo(() => {
    const v = view ? viewByName(view) : undefined;
    return v ? { ...def, fields: [...def.fields, ...viewFields(v)] } : def;
  }, [def, view]);
  const can = useMemo(() => canProp ?? canFrom(def, storedCodes()), [canProp, def]);
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  // Past 10,000 matches the total is "10,000+" until the user asks for the exact count.
  const [exactTotal, setExactTotal] = useState(false);
  const [sort, setSort] = useState<Sort>({});
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<{ record: ResourceRecord | null } | null>(null);
  const [review, setReview] = useState<PendingReview | null>(null);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [hidden, setHidden] = useState<string[]>([]);
  const phone = useIsPhone();

  const custom = useQuery({
    queryKey: ['crud', def.name, 'customFields'],
    enabled: Boolean(def.customFields),
    queryFn: () => api.customFields(),
  });
  const customFields = custom.data ?? NO_CUSTOM_FIELDS;
  const query = { ...baseQuery, ...filters, ...sort, ...page, ...(exactTotal ? { exactTotal: 'true' } : {}) };
  const list = useQuery({
    queryKey: ['crud', def.name, 'list', query],
    enabled: can('query'),
    queryFn: () => (view ? resourceApi(view).list(query) : api.list(query)),
    placeholderData: keepPreviousData,
  });
  const refresh = () => {
    setSelected([]);
    return queryClient.invalidateQueries({ queryKey: ['crud', def.name] });
  };
  const locked = (r: ResourceRecord) => def.reviewed === true && r.reviewStatus === 1;
  /** A record the caller may approve or reject. */
  const pending = (r: ResourceRecord) => def.reviewed === true && can('review') && r.reviewStatus === 0;
  // A row the caller may read but not change (outside their reach for it) offers no such action.
  const may = (action: RowAction, r: ResourceRecord) => can(action) && !r.denied?.includes(action);

  const columns = useMemo(() => {
    const out: TableColumnType<ResourceRecord>[] = [];
    for (const field of listDef.fields.filter(inList)) {
      const column: TableColumnType<ResourceRecord> = {
        key: field.key,
        dataIndex: field.key,
        title: fieldLabel(t, listDef, field),
        sorter: isSortable(field) ? true : undefined,
        ellipsis: true,
        render: (_v, record) =>
          isMultiDict(field) ? <DictTags field={field} value={record[field.key]} /> : cellText(field, record),
      };
      const replace = overrides?.[field.key];
      out.push(replace ? replace(column) : column);
    }
    for (const c of customFields)
      out.push({
        key: `cf_${c.id}`,
        title: c.label,
        ellipsis: true,
        render: (_v, r) => r.customFields?.[c.id] ?? '',
      });
    if (def.reviewed)
      out.push({
        key: 'reviewStatus',
        dataIndex: 'reviewStatus',
        title: t('crud.review.statusLabel'),
        sorter: true,
        render: (_v, r) => (
          <ReviewTag status={Number(r.reviewStatus)} text={String(r.reviewStatus_dictText)} />
        ),
      });
    return out;
  }, [def, listDef, customFields, overrides, t, cellText]);

  // Approval asks first, naming how many records (and which, when they are on this page).
  const act = (action: ReviewAction, ids: string[]) => {
    if (action !== 'approve') {
      setReview({ action, ids });
      return;
    }
    const named = (list.data?.records ?? [])
      .filter((r) => ids.includes(r.id))
      .map((r) => recordTitle(def, r))
      .filter(Boolean)
      .slice(0, 5);
    modal.confirm({
      title:
        ids.length === 1
          ? t('crud.review.confirmApproveOne')
          : t('crud.review.confirmApprove', { count: ids.length }),
      content: named.length ? (
        <ul style={{ paddingInlineStart: 18, margin: 0 }}>
          {named.map((n) => (
            <li key={n}>{n}</li>
          ))}
          {ids.length > named.length && <li>…</li>}
        </ul>
      ) : undefined,
      okText: t('crud.review.action.approve'),
      cancelText: t('crud.ui.cancel'),
      okButtonProps: { 'data-testid': 'approve-confirm' } as ButtonProps,
      onOk: () =>
        api.review(ids, 'approve').then(() => {
          message.success(t('crud.review.done.approve'));
          setViewing(null);
          void refresh();
        }),
    });
  };

  const rowActions: TableColumnType<ResourceRecord> = {
    key: '_actions',
    title: t('crud.ui.actions'),
    fixed: fixedUnlessPhone(phone, 'right'),
    width: phone ? 64 : undefined,
    render: (_v, r) => (
      <RowActions phone={phone}>
        {(def.reviewed || recordView) && can('get') && (
          <Button size="small" type="link" onClick={() => setViewing(r.id)} data-testid="crud-view">
            {t('crud.view.open')}
          </Button>
        )}
        {may('edit', r) && !locked(r) && (
          <Button size="small" type="link" onClick={() => setEditing({ record: r })} data-testid="crud-edit">
            {t('crud.ui.edit')}
          </Button>
        )}
        {pending(r) && (
          <>
            <Button
              size="small"
              type="link"
              onClick={() => act('approve', [r.id])}
              data-testid="crud-approve"
            >
              {t('crud.review.action.approve')}
            </Button>
            <Button size="small" type="link" danger onClick={() => act('reject', [r.id])}>
              {t('crud.review.action.reject')}
            </Button>
          </>
        )}
        {def.reviewed && can('review') && r.reviewStatus === 1 && (
          <Button size="small" type="link" onClick={() => act('cancel', [r.id])}>
            {t('crud.review.action.cancel')}
          </Button>
        )}
        {def.reviewed && may('edit', r) && r.reviewStatus === 2 && (
          <Button size="small" type="link" onClick={() => act('resubmit', [r.id])}>
            {t('crud.review.action.resubmit')}
          </Button>
        )}
        {def.reviewed && can('get') && (
          <Button size="small" type="link" onClick={() => setHistoryOf(r.id)}>
            {t('crud.review.action.history')}
          </Button>
        )}
        {may('delete', r) && !locked(r) && (
          <Popconfirm
            title={t('crud.ui.confirmDelete')}
            okText={t('crud.ui.ok')}
            cancelText={t('crud.ui.cancel')}
            onConfirm={() => api.remove(r.id).then(refresh)}
          >
            <Button size="small" type="link" danger>
              {t('crud.ui.delete')}
            </Button>
          </Popconfirm>
        )}
      </RowActions>
    ),
  };

  if (!can('query')) return <Result status="403" title={t('crud.ui.noPermission')} />;
  const visible = columns.filter((c) => !hidden.includes(String(c.key)));
  // On a phone the title (in the reader's language) and the review status come first and stay in
  // view; the rest, the other language's title included, scrolls sideways.
  const shown = phone
    ? phoneColumns(visible, [...titleKeysFor(def.title, currentLocale()).slice(0, 1), 'reviewStatus'])
    : visible;
  const title = titleOf(t, def);
  const data = list.data;
  // The batch buttons act on the chosen rows they can act on (an approved record is locked; one
  // outside the caller's reach cannot be deleted; only a pending record can be approved) and say
  // how many: the server refuses a whole batch that holds one it may not change.
  const chosen = (data?.records ?? []).filter((r) => selected.includes(r.id));
  const deletable = chosen.filter((r) => may('delete', r) && !locked(r)).map((r) => r.id);
  const approvable = chosen.filter(pending).map((r) => r.id);

  return (
    <Card title={title} data-testid={`crud-page-${def.name}`}>
      <SearchForm
        def={listDef}
        custom={customFields}
        onSearch={(f) => {
          setFilters(f);
          setExactTotal(false);
          setPage((p) => ({ ...p, pageNo: 1 }));
        }}
      />
      <Space wrap style={{ margin: '8px 0' }}>
        {can('add') && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ record: null })}
            data-testid="crud-add"
          >
            {t('crud.ui.add')}
          </Button>
        )}
        {deletable.length > 0 && (
          <Popconfirm
            title={t('crud.ui.confirmBatchDelete', { count: deletable.length })}
            description={
              deletable.length < chosen.length
                ? t('crud.ui.batchLeaves', { count: chosen.length - deletable.length })
                : undefined
            }
            onConfirm={() => api.removeBatch(deletable).then(refresh)}
          >
            <Button danger data-testid="crud-batch-delete">
              {t('crud.ui.batchDelete')} ({deletable.length})
            </Button>
          </Popconfirm>
        )}
        {approvable.length > 0 && (
          <Button onClick={() => act('approve', approvable)} data-testid="crud-batch-approve">
            {t('crud.review.action.batchApprove')} ({approvable.length})
          </Button>
        )}
        {can('import') && (
          <ImportButton upload={api.importExcel} startJob={api.importJob} onImported={refresh} />
        )}
        {can('import') && (
          <Button onClick={() => api.template(`${title}-${t('crud.import.template')}.xlsx`)}>
            {t('crud.ui.downloadTemplate')}
          </Button>
        )}
        {can('export') && (
          <ExportButton
            list={data}
            direct={() => api.exportXls({ ...baseQuery, ...filters, ...sort }, `${title}.xlsx`)}
            startJob={() => api.exportJob({ ...baseQuery, ...filters, ...sort })}
          />
        )}
        {toolbar}
        <Popover
          trigger="click"
          title={t('crud.ui.columns')}
          content={
            <Checkbox.Group
              style={{ display: 'flex', flexDirection: 'column' }}
              value={columns.map((c) => String(c.key)).filter((k) => !hidden.includes(k))}
              options={columns.map((c) => ({ value: String(c.key), label: c.title as string }))}
              onChange={(keep) =>
                setHidden(columns.map((c) => String(c.key)).filter((k) => !keep.includes(k)))
              }
            />
          }
        >
          <Button icon={<SettingOutlined />} aria-label={t('crud.ui.columns')} />
        </Popover>
      </Space>
      <Table<ResourceRecord>
        rowKey="id"
        size="middle"
        // On a phone the table is exactly as wide as its columns' widths, so a long title is cut
        // at its column instead of pushing the status off the screen.
        scroll={{ x: phone ? phoneTableWidth(shown, 32 + 64) : 'max-content' }}
        loading={list.isFetching}
        dataSource={data?.records ?? []}
        columns={[...shown, rowActions]}
        rowSelection={
          can('delete') || (def.reviewed && can('review'))
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(String)),
                // Selected rows are deleted or reviewed together: one the caller may do neither to is not offered.
                getCheckboxProps: (r: ResourceRecord) => ({
                  disabled: !(may('delete', r) && !locked(r)) && !pending(r),
                }),
              }
            : undefined
        }
        pagination={listPaging(t, page, data, {
          exact: exactTotal,
          onExact: () => setExactTotal(true),
          counting: exactTotal && list.isFetching,
        })}
        onChange={(pagination, _filters, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          setPage({ pageNo: pagination.current ?? 1, pageSize: pagination.pageSize ?? 10 });
          setSort(
            s?.order ? { column: String(s.columnKey), order: s.order === 'ascend' ? 'asc' : 'desc' } : {},
          );
        }}
      />
      {editor?.({
        open: editing !== null,
        record: editing?.record ?? null,
        onClose: () => setEditing(null),
        onSaved: () => {
          setEditing(null);
          void refresh();
        },
      })}
      <ResourceForm
        def={def}
        open={editing !== null && !editor}
        record={editing?.record ?? null}
        customFields={customFields}
        widgets={widgets}
        tabs={tabs}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
      {def.reviewed && (
        <>
          <ReasonDialog
            def={def}
            pending={review}
            onClose={() => setReview(null)}
            onDone={() => {
              setReview(null);
              setViewing(null);
              void refresh();
            }}
          />
          <HistoryDrawer def={def} recordId={historyOf} onClose={() => setHistoryOf(null)} />
        </>
      )}
      {(def.reviewed || recordView) && (
        <RecordViewDrawer
          def={def}
          recordId={viewing}
          options={recordView}
          can={can}
          onReview={act}
          onClose={() => setViewing(null)}
        />
      )}
    </Card>
  );
}

export default ResourcePage;
