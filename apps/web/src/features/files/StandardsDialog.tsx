import {
  ACCREDITATION_CATEGORY,
  type CategoryNode,
  dictChoices,
  EVIDENCE_FRAMEWORKS,
} from '@accredit/shared';
import { Alert, type ButtonProps, Form, Modal, TreeSelect } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { splitCodes } from '../../crud/multi-dict.tsx';
import { currentLocale } from '../../i18n/index.ts';

/**
 * Tags a file to the standards it is evidence for (the accreditationStandard dictionary: the
 * category tree of spec 001 section 9, AACSB, EQUIS, AMBA); the evidence view gathers files by
 * these tags. Only codes the dictionary still offers can be picked.
 */
interface Node {
  value: string;
  title: string;
  selectable: boolean;
  children?: Node[];
}

function standardsTree(): Node[] {
  const locale = currentLocale();
  const offered = new Set(dictChoices('accreditationStandard').map((i) => i.value));
  const walk = (n: CategoryNode): Node | null => {
    const children = (n.children ?? []).map(walk).filter((c): c is Node => c !== null);
    if (!offered.has(n.code) && children.length === 0) return null;
    return {
      value: n.code,
      title: n.name[locale],
      selectable: offered.has(n.code),
      ...(children.length ? { children } : {}),
    };
  };
  return [ACCREDITATION_CATEGORY, ...EVIDENCE_FRAMEWORKS].map(walk).filter((n): n is Node => n !== null);
}

export function StandardsDialog({
  fileName,
  value,
  onClose,
  onSave,
}: {
  fileName: string;
  value: unknown;
  onClose: () => void;
  onSave: (codes: string[]) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [codes, setCodes] = useState<string[]>(() => splitCodes(value));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const treeData = useMemo(standardsTree, []);
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await onSave(codes);
      onClose();
    } catch (e) {
      setError(e instanceof ApiError ? Object.values(e.fields)[0] || e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('fileWeb.files.standardsTitle', { name: fileName })}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('common.save')}
      okButtonProps={{ 'data-testid': 'standards-save' } as ButtonProps}
      confirmLoading={busy}
      destroyOnHidden
      wrapProps={{ 'data-testid': 'standards-dialog' }}
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Form layout="vertical">
        <Form.Item label={t('fileWeb.files.standards')}>
          <TreeSelect
            multiple
            value={codes}
            onChange={(v: string[]) => setCodes(v)}
            treeData={treeData}
            showSearch={{ treeNodeFilterProp: 'title' }}
            allowClear
            placeholder={t('fileWeb.files.pickStandards')}
            style={{ width: '100%' }}
            data-testid="standards-picker"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
