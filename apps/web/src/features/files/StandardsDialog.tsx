import { useQueryClient } from '@tanstack/react-query';
import { Alert, type ButtonProps, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { splitCodes } from '../../crud/multi-dict.tsx';
import { afterTagChange, evidenceApi } from '../evidence/api.ts';
import { StandardPicker } from '../evidence/StandardPicker.tsx';
import { saveError } from '../evidence/TagEditor.tsx';

/**
 * Tags a file to the standards it is evidence for, with the evidence repository's own picker and
 * call (POST /aacsb/evidenceTag/set writes the file's `standards`), so the evidence view, its
 * counts and this list all change together.
 */
export function StandardsDialog({
  fileId,
  fileName,
  value,
  onClose,
  onSaved,
}: {
  fileId: string;
  fileName: string;
  value: unknown;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [codes, setCodes] = useState<string[]>(() => splitCodes(value));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await evidenceApi.setTags('fileInfo', fileId, codes);
      await afterTagChange(client, 'fileInfo');
      onSaved();
      onClose();
    } catch (e) {
      setError(saveError(e));
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
          <StandardPicker value={codes} onChange={setCodes} disabled={busy} testId="standards-picker" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
