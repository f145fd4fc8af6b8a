import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { KEYS, storage } from '../../api/storage.ts';
import { useSession } from '../../app/session.tsx';
import { licenceState } from './licence.ts';
import { useSchoolInfo } from './school.ts';

/**
 * Administrators see the licence warning on the first page of a session (spec 000 sections 4 and
 * 8): invalid, expired, or expiring within 5 days with the date. 6 to 30 days away gives no
 * warning, but the due date is kept locally. The tip status is cleared with the session.
 */
export function LicenceWarning() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const { currentRole } = useSession();
  const isAdmin = currentRole?.roleCode === '1';
  const school = useSchoolInfo();
  useEffect(() => {
    if (!isAdmin || !school.isSuccess || storage.get<boolean>(KEYS.tipStatus)) return;
    const dueDate = school.data?.dueDate ?? null;
    const state = school.data?.licenceState ?? licenceState(dueDate);
    storage.set(KEYS.tipStatus, true);
    if (state === 'quiet' && dueDate) storage.set(KEYS.dueDate, dueDate);
    if (state === 'valid' || state === 'quiet') return;
    notification.warning({
      key: 'licence',
      title: t('shell.licence.title'),
      description: t(`shell.licence.${state}`, { date: dueDate ?? '' }),
      placement: 'topRight',
      duration: 0,
    });
  }, [isAdmin, school.isSuccess, school.data, notification, t]);
  return null;
}
