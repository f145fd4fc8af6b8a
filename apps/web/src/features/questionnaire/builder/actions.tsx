import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The builder's small icon buttons (on groups, questions, options and rows): each named by its
 * tooltip, and for a screen reader by that name and, with `of`, what it acts on ("Move up Option
 * 2"); moving up and down as a pair that stops at the ends; deleting after a question.
 */
export function IconAction({
  title,
  icon,
  of,
  danger,
  disabled,
  onClick,
  testId,
}: {
  title: string;
  icon: ReactNode;
  of?: string;
  danger?: boolean;
  disabled?: boolean;
  onClick: () => void;
  testId?: string;
}) {
  return (
    <Tooltip title={title}>
      <Button
        size="small"
        type="text"
        danger={danger}
        icon={icon}
        aria-label={of ? `${title} ${of}` : title}
        disabled={disabled}
        onClick={onClick}
        data-testid={testId}
      />
    </Tooltip>
  );
}

export function MoveActions({
  canUp,
  canDown,
  onMove,
  titles,
  of,
  testId,
}: {
  canUp: boolean;
  canDown: boolean;
  onMove: (delta: -1 | 1) => void;
  titles: { up: string; down: string };
  of?: string;
  /** Gives the buttons `<testId>-up` and `<testId>-down`. */
  testId?: string;
}) {
  return (
    <>
      <IconAction
        title={titles.up}
        icon={<ArrowUpOutlined />}
        of={of}
        disabled={!canUp}
        onClick={() => onMove(-1)}
        testId={testId && `${testId}-up`}
      />
      <IconAction
        title={titles.down}
        icon={<ArrowDownOutlined />}
        of={of}
        disabled={!canDown}
        onClick={() => onMove(1)}
        testId={testId && `${testId}-down`}
      />
    </>
  );
}

/** Delete, after "Delete …?" with what else goes (`description`). */
export function ConfirmDelete({
  title,
  description,
  label,
  onConfirm,
  testId,
}: {
  title: string;
  description?: string;
  label: string;
  onConfirm: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={t('qnrTemplate.action.delete')}
      cancelText={t('qnrTemplate.action.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      <Button
        size="small"
        type="text"
        danger
        icon={<DeleteOutlined />}
        aria-label={label}
        data-testid={testId}
      />
    </Popconfirm>
  );
}
