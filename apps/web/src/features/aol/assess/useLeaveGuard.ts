import { App } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { useDiscardGuard } from '../../../components/unsaved-changes.tsx';

/**
 * Unsaved work in a wizard (typed scores, a changed configuration) is never lost without a word:
 * leaving the screen (another menu item, the browser's back) asks first, as does closing or
 * reloading the tab; `guard(changed, go)` asks before a move inside the wizard that would drop it.
 */
export function useLeaveGuard(dirty: boolean): (changed: boolean, go: () => void) => void {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const ask = useDiscardGuard(() => dirtyRef.current, dirty);
  // Moves inside the wizard pass through `guard`; only navigation away from the page is blocked.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: t('common.unsaved.title'),
      content: t('common.unsaved.content'),
      okText: t('common.unsaved.discard'),
      cancelText: t('common.unsaved.keep'),
      autoFocusButton: 'cancel',
      okButtonProps: { danger: true },
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal, t]);
  return useCallback(
    (changed: boolean, go: () => void) => {
      if (!changed) go();
      else ask(go)();
    },
    [ask],
  );
}
