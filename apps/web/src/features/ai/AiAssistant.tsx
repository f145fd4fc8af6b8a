import { RobotOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session.tsx';
import { useSchoolInfo } from '../shell/school.ts';
import './ai.css';

const AiChatDialog = lazy(() => import('./AiChatDialog.tsx'));
const AiHistoryDrawer = lazy(() => import('./AiHistoryDrawer.tsx'));

/** The AI consultant is offered when the role holds `ai` and the school switched it on ('1'). */
export function useAiAvailable(): boolean {
  const session = useSession();
  const school = useSchoolInfo();
  return session.has('ai') && school.data?.aiConsultant === '1';
}

/**
 * The floating AI button with its dialog and history drawer (spec 000 sections 2 and 6), mounted
 * once by the shell. The dialog and drawer load on first use and stay mounted, so a conversation
 * survives closing and reopening the dialog.
 */
export function AiAssistant() {
  const { t } = useTranslation();
  const available = useAiAvailable();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  if (!available) return null;
  return (
    <>
      {/* A plain round button: antd's FloatButton would add some 5 kB gzipped to every signed-in page. */}
      <Tooltip title={t('ai.button')} placement="left">
        <Button
          className="ai-float"
          type="primary"
          shape="circle"
          size="large"
          icon={<RobotOutlined />}
          aria-label={t('ai.button')}
          data-testid="ai-button"
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
        />
      </Tooltip>
      {used && (
        <Suspense fallback={null}>
          <AiChatDialog
            open={open}
            onClose={() => setOpen(false)}
            onOpenHistory={() => setHistoryOpen(true)}
          />
          <AiHistoryDrawer open={historyOpen} onClose={() => setHistoryOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
