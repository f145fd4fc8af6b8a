import { useQuery } from '@tanstack/react-query';
import { type ButtonProps, Modal, Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/index.ts';
import { classesApi, type StudentOption } from './api.ts';

/**
 * Picks students to add to a class: typed numbers or names (either language) are searched on the
 * server within the caller's data rules, students already in the class left out; several may be
 * picked and are added in one call (one transaction).
 */
function optionLabel(s: StudentOption): string {
  const name = currentLocale().startsWith('zh') ? s.name : s.nameEn || s.name;
  const own = s.classId_dictText ? ` · ${s.classId_dictText}` : '';
  return `${s.studentNumber} ${name}${own}`;
}

function useDebounced(value: string, ms = 250): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function AddStudentsDialog({
  open,
  classId,
  className,
  onClose,
  onAdded,
}: {
  open: boolean;
  classId: string;
  className: string;
  onClose: () => void;
  onAdded: (count: number) => void | Promise<void>;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<{ value: string; label: string }[]>([]);
  const [saving, setSaving] = useState(false);
  const search = useDebounced(keyword);
  const options = useQuery({
    queryKey: ['classes', 'studentOptions', classId, search],
    enabled: open,
    queryFn: () => classesApi.options(search, classId),
  });

  useEffect(() => {
    if (!open) {
      setPicked([]);
      setKeyword('');
    }
  }, [open]);

  const submit = async () => {
    if (picked.length === 0) return;
    setSaving(true);
    try {
      const { count } = await classesApi.add(
        classId,
        picked.map((p) => p.value),
      );
      await onAdded(count);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('classes.add.title', { name: className })}
      onCancel={onClose}
      onOk={submit}
      okText={t('classes.add.ok')}
      cancelText={t('crud.ui.cancel')}
      okButtonProps={
        { disabled: picked.length === 0, loading: saving, 'data-testid': 'class-add-confirm' } as ButtonProps
      }
      destroyOnHidden
    >
      <Select
        mode="multiple"
        labelInValue
        showSearch
        filterOption={false}
        style={{ width: '100%' }}
        placeholder={t('classes.add.placeholder')}
        aria-label={t('classes.add.placeholder')}
        value={picked}
        onChange={(v) => setPicked(v as { value: string; label: string }[])}
        onSearch={setKeyword}
        searchValue={keyword}
        autoClearSearchValue={false}
        notFoundContent={options.isFetching ? <Spin size="small" /> : t('classes.add.none')}
        options={(options.data ?? []).map((s) => ({ value: s.id, label: optionLabel(s) }))}
        data-testid="class-add-picker"
      />
      <p style={{ marginTop: 8, color: 'var(--ant-color-text-secondary)' }}>{t('classes.add.hint')}</p>
    </Modal>
  );
}
