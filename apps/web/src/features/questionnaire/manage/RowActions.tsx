import { QUESTIONNAIRE_STATUS, type QuestionnaireAction } from '@accredit/shared';
import {
  BarChartOutlined,
  CaretRightOutlined,
  ControlOutlined,
  FormOutlined,
  PauseOutlined,
  RedoOutlined,
  StopOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, type ButtonProps, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import { PhoneMenu } from '../../../components/responsive.tsx';
import type { ResourceRecord } from '../../../crud/api.ts';
import type { Can } from '../../../crud/permissions.ts';
import { qnrApi, qnrKeys } from './api.ts';
import { isClosing, rowActions } from './model.ts';

/**
 * A questionnaire's state and what can be done with it, in its list row: the state actions the
 * state machine allows from here and the role may use (each asks first, saying what will happen),
 * then its Questions, Tracking and Results. On a phone they sit behind one button.
 */
export type Panel = 'questions' | 'tracking' | 'results';

/** The panels in the order the row offers them (and the only ones the address may name). */
export const PANELS: readonly Panel[] = ['questions', 'tracking', 'results'];

const PANEL_ICON: Record<Panel, ReactNode> = {
  questions: <FormOutlined />,
  tracking: <TeamOutlined />,
  results: <BarChartOutlined />,
};

const STATUS_COLOR: Record<string, string> = {
  [QUESTIONNAIRE_STATUS.unpublished]: 'default',
  [QUESTIONNAIRE_STATUS.collecting]: 'processing',
  [QUESTIONNAIRE_STATUS.pause]: 'warning',
  [QUESTIONNAIRE_STATUS.ended]: 'success',
};

const ICON: Record<QuestionnaireAction, ReactNode> = {
  start: <CaretRightOutlined />,
  stop: <PauseOutlined />,
  restart: <RedoOutlined />,
  end: <StopOutlined />,
};

/** A state in its colour (Collecting blue, Pause orange, Ended green, Unpublished grey). */
export function StatusTag({
  status,
  text,
  testId = 'qnr-status',
}: {
  status: string;
  text: string;
  testId?: string;
}) {
  return (
    <Tag color={STATUS_COLOR[status] ?? 'default'} data-testid={testId} data-status={status}>
      {text || status}
    </Tag>
  );
}

/** Runs a state action after a confirmation; refreshes the list and the open panels after it. */
export function useStateAction() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  return (action: QuestionnaireAction, record: ResourceRecord, name: string) =>
    modal.confirm({
      title: t(`qnrWeb.actions.confirm.${action}`, { name }),
      content: t(`qnrWeb.actions.explain.${action}`, { count: Number(record.audienceCount ?? 0) }),
      okText: t(`qnrWeb.actions.${action}`),
      cancelText: t('crud.ui.cancel'),
      okButtonProps: { danger: isClosing(action), 'data-testid': `qnr-confirm-${action}` } as ButtonProps,
      onOk: async () => {
        try {
          await qnrApi.act(action, record.id);
          message.success(t(`qnrWeb.actions.done.${action}`));
        } catch (e) {
          message.error(e instanceof ApiError ? e.message : String(e));
        } finally {
          void queryClient.invalidateQueries({ queryKey: ['crud', 'questionnaire'] });
          void queryClient.invalidateQueries({ queryKey: qnrKeys.all });
        }
      },
    });
}

export function QuestionnaireRowActions({
  record,
  name,
  can,
  rights,
  phone,
  onOpen,
}: {
  record: ResourceRecord;
  name: string;
  can: Can;
  /** Whether the role holds questionnaire:enable and questionnaire:disable. */
  rights: { enable: boolean; disable: boolean };
  phone: boolean;
  onOpen: (panel: Panel, id: string) => void;
}) {
  const { t } = useTranslation();
  const act = useStateAction();
  const actions = rowActions(String(record.status ?? ''), (right) => rights[right]);
  const buttons = (
    <>
      {actions.map((action) => (
        <Button
          key={action}
          size="small"
          type="link"
          danger={action === 'end'}
          icon={ICON[action]}
          onClick={() => act(action, record, name)}
          data-testid={`qnr-action-${action}`}
        >
          {t(`qnrWeb.actions.${action}`)}
        </Button>
      ))}
      {can('get') &&
        PANELS.map((panel) => (
          <Button
            key={panel}
            size="small"
            type="link"
            icon={PANEL_ICON[panel]}
            onClick={() => onOpen(panel, record.id)}
            data-testid={`qnr-open-${panel}`}
          >
            {t(`qnrWeb.panels.${panel}`)}
          </Button>
        ))}
    </>
  );
  // On a wide screen each button is an item of the caller's wrapping row, beside the state.
  if (!phone) return buttons;
  // On a phone they open from one button of their own (the row's Edit and Delete keep theirs).
  return (
    <PhoneMenu
      placement="bottomLeft"
      listTestId="qnr-row-menu-list"
      button={
        <Button size="small" icon={<ControlOutlined />} data-testid="qnr-row-menu">
          {t('qnrWeb.rowMenu')}
        </Button>
      }
    >
      {buttons}
    </PhoneMenu>
  );
}
