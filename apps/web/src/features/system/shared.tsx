import type { Action } from '@accredit/shared';
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, type FormInstance, Popconfirm, Result, Table, type TableProps } from 'antd';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { useSession } from '../../app/session.tsx';
import { type Paging, tablePaging } from '../../components/paging.ts';
import { write } from './api.ts';
import { fieldErrors } from './logic.ts';

/**
 * What the administration screens share: the button check of the current role (the same
 * `session.has` the shell and the resource engine use) and the handling of a refused save.
 */
export type Can = (action: Action) => boolean;

/** `can('add')` for the screen's permission base (`user`, `role`, ...). */
export function usePerms(base: string): Can {
  const session = useSession();
  return useCallback((action: Action) => session.has(`${base}:${action}`), [session, base]);
}

/** A screen opened by a role that may not list it (the menu normally hides it). */
export function NoAccess() {
  const { t } = useTranslation();
  return <Result status="403" title={t('crud.ui.noPermission')} data-testid="sys-no-access" />;
}

/**
 * Runs a save and reports it: the server's success message, or per-field messages on the form
 * (the client is quiet so the same problem is not shown twice). Resolves to whether it worked.
 */
export function useSave() {
  const { message } = App.useApp();
  return useCallback(
    async <T,>(
      run: () => Promise<{ message: string; result: T }>,
      form?: FormInstance,
      fallbackField?: string,
    ): Promise<T | undefined> => {
      try {
        const answer = await run();
        if (answer.message) message.success(answer.message);
        return answer.result;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const known = form ? Object.keys(form.getFieldsValue() as object) : [];
        const errors = form
          ? fieldErrors(error, known, error.status === 400 ? fallbackField : undefined)
          : [];
        if (form && errors.length) form.setFields(errors);
        else message.error(error.message);
        return undefined;
      }
    },
    [message],
  );
}

export const quiet = { quiet: true } as const;

/**
 * A row's delete link: asks first (`title`), calls `DELETE path?id=…`, reports the server's answer,
 * and refreshes the list when it worked.
 */
export function DeleteLink({
  path,
  id,
  title,
  onDeleted,
  testId,
}: {
  path: string;
  id: string;
  title: string;
  onDeleted: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const save = useSave();
  return (
    <Popconfirm
      title={title}
      onConfirm={async () => {
        const done = await save(() => write('DELETE', path, { query: { id } }, quiet));
        if (done !== undefined) onDeleted();
      }}
    >
      <Button type="link" size="small" danger data-testid={testId}>
        {t('common.delete')}
      </Button>
    </Popconfirm>
  );
}

/** The add button above an administration list ("Add" unless told). */
export function AddButton({
  onClick,
  testId,
  children,
}: {
  onClick: () => void;
  testId?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      style={{ marginBottom: 12 }}
      onClick={onClick}
      data-testid={testId}
    >
      {children ?? t('common.add')}
    </Button>
  );
}

/** An administration list paged on the server: the page of `list`'s records, its total, page changes handed to `onPage`. */
export function PagedTable<T extends object>({
  list,
  page,
  onPage,
  ...props
}: {
  list: { isFetching: boolean; data?: { records: T[]; total: number } };
  page: Paging;
  onPage: (page: Paging) => void;
} & Omit<TableProps<T>, 'loading' | 'dataSource' | 'pagination'>) {
  const { t } = useTranslation();
  return (
    <Table<T>
      rowKey="id"
      size="middle"
      {...props}
      loading={list.isFetching}
      dataSource={list.data?.records ?? []}
      pagination={tablePaging(t, page, list.data?.total, onPage)}
    />
  );
}
