import { useQuery } from '@tanstack/react-query';
import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDrawerSize } from '../../shell/drawer-size.ts';
import { qnrApi, qnrKeys } from './api.ts';
import type { Panel } from './RowActions.tsx';
import { templateName } from './TemplatePicker.tsx';

/**
 * The drawer each of a questionnaire's panels (Questions, Tracking, Results) opens in: titled
 * with the questionnaire's name once it is loaded (the panel's own name until then), open while a
 * questionnaire is picked.
 */

/** The questionnaire a panel is about (one cache entry for the panels that show it). */
export function useQuestionnaireRecord(id: string | null) {
  return useQuery({
    queryKey: qnrKeys.record(id ?? ''),
    enabled: id !== null,
    queryFn: () => qnrApi.record(id ?? ''),
  });
}

export function PanelDrawer({
  panel,
  id,
  size,
  onClose,
  extra,
  children,
}: {
  panel: Panel;
  id: string | null;
  size: '90%' | number;
  onClose: () => void;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const drawerSize = useDrawerSize(size);
  const record = useQuestionnaireRecord(id);
  const name = record.data ? templateName(record.data) : '';
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={drawerSize}
      destroyOnHidden
      title={
        <span className="qnr-drawer-title">
          {name ? t(`qnrWeb.${panel}.titleOf`, { name }) : t(`qnrWeb.panels.${panel}`)}
        </span>
      }
      extra={extra}
    >
      {children}
    </Drawer>
  );
}
