import { type ButtonProps, Form, type FormInstance, Input, Modal, TreeSelect } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { validFields } from '../../components/valid-fields.ts';
import { buildFolderTree, type FolderItem, type FolderNode, moveTargets } from './model.ts';

/**
 * Small dialogs of the Files tab: a name (new folder, rename a folder or a file) and where to move
 * folders or files (a tree of the folders the caller may upload into, never a folder into itself
 * or below itself). Each waits for the server and shows its refusal in place.
 */

/** Field messages of a refused save on the form; a message without a field as the dialog's error. */
function showRefusal(error: unknown, form: FormInstance<{ name: string }>, field: 'name'): string | null {
  if (!(error instanceof ApiError)) return String(error);
  const fields = error.fields;
  const own = fields[field] ?? Object.values(fields)[0];
  if (own) {
    form.setFields([{ name: field, errors: [own] }]);
    return null;
  }
  return error.message;
}

export function NameDialog({
  title,
  label,
  initial,
  max,
  onClose,
  onSave,
  testId,
}: {
  title: string;
  label: string;
  initial: string;
  max: number;
  onClose: () => void;
  onSave: (name: string) => Promise<unknown>;
  testId: string;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const { name } = await validFields(form);
    setBusy(true);
    setError(null);
    try {
      await onSave(name.trim());
      onClose();
    } catch (e) {
      setError(showRefusal(e, form, 'name'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={busy}
      okText={t('common.save')}
      destroyOnHidden
      wrapProps={{ 'data-testid': testId }}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: initial }}
        onFinish={() => void submit().catch(() => undefined)}
      >
        <Form.Item
          name="name"
          label={label}
          rules={[{ required: true, whitespace: true, message: t('fileWeb.folder.nameRequired') }, { max }]}
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
        >
          <Input autoFocus maxLength={max} data-testid={`${testId}-input`} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

const TOP = '__top__';

interface TargetNode {
  value: string;
  title: string;
  disabled: boolean;
  children: TargetNode[];
}

export function MoveDialog({
  title,
  folders,
  movingFolders,
  current,
  allowTop,
  onClose,
  onMove,
}: {
  title: string;
  folders: readonly FolderItem[];
  /** Folders being moved (none when files are): they and what is below them are not offered. */
  movingFolders: readonly string[];
  /** Where the things are now (not a move). */
  current: string | null;
  /** Whether the top level is a place (folders only, for those who may add top folders). */
  allowTop: boolean;
  onClose: () => void;
  onMove: (folderId: string | null) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const treeData = useMemo(() => {
    const allowed = moveTargets(folders, movingFolders);
    const toData = (n: FolderNode): TargetNode => ({
      value: n.id,
      title: n.name,
      disabled: n.id === current,
      children: n.children.map(toData),
    });
    const tree = buildFolderTree(allowed).map(toData);
    return allowTop
      ? [
          {
            value: TOP,
            title: t('fileWeb.folder.top'),
            disabled: current === null,
            children: [],
          } as TargetNode,
          ...tree,
        ]
      : tree;
  }, [folders, movingFolders, current, allowTop, t]);
  const submit = async () => {
    if (!target) return;
    setBusy(true);
    setError(null);
    try {
      await onMove(target === TOP ? null : target);
      onClose();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={() => void submit()}
      okButtonProps={{ disabled: !target, 'data-testid': 'move-ok' } as ButtonProps}
      okText={t('fileWeb.folder.moveHere')}
      confirmLoading={busy}
      destroyOnHidden
      wrapProps={{ 'data-testid': 'move-dialog' }}
    >
      <Form layout="vertical">
        <Form.Item
          label={t('fileWeb.folder.moveTo')}
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
        >
          <TreeSelect
            value={target}
            onChange={(v: string) => setTarget(v)}
            treeData={treeData}
            treeDefaultExpandAll
            showSearch={{ treeNodeFilterProp: 'title' }}
            placeholder={t('fileWeb.folder.pickTarget')}
            style={{ width: '100%' }}
            data-testid="move-target"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
