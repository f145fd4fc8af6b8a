import { Alert, type ButtonProps, Descriptions, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import { useRefOptions } from '../../../crud/fields.tsx';
import { type GenerateResult, teachingApi } from './api.ts';

/**
 * "Generate teaching assignments": the semester's course teachers become the teaching assignments
 * that Tables 3-1 and 3-2 read. Running it again changes only what changed; typed ones stay.
 */
export function GenerateModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const semesters = useRefOptions('semester', open);
  const [semesterId, setSemesterId] = useState<string | undefined>();
  const [result, setResult] = useState<GenerateResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const run = async () => {
    if (!semesterId) return;
    setRunning(true);
    setError(null);
    setResult(null);
    try {
      setResult(await teachingApi.generate(semesterId));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setRunning(false);
    }
  };
  const close = () => {
    setResult(null);
    setError(null);
    onClose();
  };
  return (
    <Modal
      open={open}
      title={t('teaching.generate.title')}
      okText={t('teaching.generate.run')}
      okButtonProps={{ disabled: !semesterId, 'data-testid': 'teaching-generate-run' } as ButtonProps}
      cancelText={t('teaching.generate.close')}
      onOk={run}
      onCancel={close}
      confirmLoading={running}
      destroyOnHidden
      wrapProps={{ 'data-testid': 'teaching-generate' }}
    >
      <p>{t('teaching.generate.explain')}</p>
      <Form layout="vertical">
        <Form.Item label={t('teaching.teachers.semester')} required>
          <Select
            showSearch
            optionFilterProp="label"
            options={semesters.data ?? []}
            loading={semesters.isLoading}
            value={semesterId}
            onChange={setSemesterId}
            data-testid="teaching-generate-semester"
          />
        </Form.Item>
      </Form>
      {result && (
        <Descriptions
          bordered
          size="small"
          column={1}
          title={t('teaching.generate.resultTitle', { semester: result.semester, term: result.term })}
          data-testid="teaching-generate-result"
          items={(['created', 'updated', 'unchanged', 'removed'] as const).map((k) => ({
            key: k,
            label: t(`teaching.generate.${k}`),
            children: <span data-testid={`teaching-generate-${k}`}>{result[k]}</span>,
          }))}
        />
      )}
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
