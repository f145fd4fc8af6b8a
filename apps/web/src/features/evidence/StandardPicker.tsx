import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n/index.ts';
import { CATEGORY_ROOT, type StandardNode, standardNodes } from './standards.ts';

interface PickerNode {
  value: string;
  title: string;
  selectable: boolean;
  disabled?: boolean;
  children?: PickerNode[];
}

/**
 * Several standards picked from the trees (AACSB, EQUIS, AMBA, the category tree). Picking a
 * parent names the parent itself, not each child. A code switched off in the dictionary cannot be
 * picked, but one the record already holds stays until removed.
 */
export function StandardPicker({
  value,
  onChange,
  disabled,
  testId = 'evidence-picker',
}: {
  value: string[];
  onChange: (codes: string[]) => void;
  disabled?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const held = useMemo(() => new Set(value), [value]);
  const treeData = useMemo(() => {
    const walk = (n: StandardNode): PickerNode => ({
      value: n.key,
      title: n.name,
      selectable: n.key !== CATEGORY_ROOT,
      disabled: n.key !== CATEGORY_ROOT && !n.offered && !held.has(n.key),
      ...(n.children.length ? { children: n.children.map(walk) } : {}),
    });
    return standardNodes(locale).map(walk);
  }, [locale, held]);
  return (
    <TreeSelect
      multiple
      value={value}
      onChange={(v: string[]) => onChange(v)}
      treeData={treeData}
      showSearch={{ treeNodeFilterProp: 'title' }}
      allowClear
      disabled={disabled}
      placeholder={t('evidence.tags.placeholder')}
      style={{ width: '100%', minWidth: 0 }}
      popupMatchSelectWidth={false}
      styles={{ popup: { root: { maxWidth: 'calc(100vw - 24px)' } } }}
      data-testid={testId}
    />
  );
}
