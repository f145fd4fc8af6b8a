import { LockOutlined, SaveOutlined } from '@ant-design/icons';
import { Alert, Badge, Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SheetStudent } from './api.ts';
import type { GridRow } from './EntryGrid.tsx';
import { nameOf } from './util.ts';

/**
 * What the two entry steps (scores, ratings) share around their grid: the wizard told while typed
 * cells are unsaved, the students as grid rows, the note on a locked assessment, and Save with
 * Discard.
 */
export function useDirtyReport(dirty: boolean, onDirty: (dirty: boolean) => void) {
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  useEffect(() => () => onDirty(false), [onDirty]);
}

export const studentRows = (students: readonly SheetStudent[]): GridRow[] =>
  students.map((s) => ({
    key: s.id,
    code: s.studentNumber,
    name: nameOf(s),
    testId: `aas-row-${s.studentNumber}`,
  }));

export function LockedNote({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  if (!locked) return null;
  return (
    <Alert
      type="info"
      showIcon
      icon={<LockOutlined />}
      title={t('aolAssess.lock.lockedNote')}
      style={{ marginBottom: 8 }}
      data-testid="aas-locked-note"
    />
  );
}

/** Save (with how many changes it sends) and Discard (while anything is typed). */
export function SaveButtons({
  count,
  typed,
  saving,
  onSave,
  onDiscard,
}: {
  count: number;
  typed: boolean;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Badge count={count} size="small" offset={[-4, 0]}>
        <Button
          type="primary"
          icon={<SaveOutlined />}
          disabled={!count}
          loading={saving}
          onClick={onSave}
          data-testid="aas-save"
        >
          {t('aolAssess.scores.save')}
        </Button>
      </Badge>
      <Button disabled={!typed} onClick={onDiscard} data-testid="aas-discard">
        {t('aolAssess.scores.discard')}
      </Button>
    </>
  );
}
