import { checkGroupList, type GroupList } from '@accredit/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Result, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import { sameValues, useDiscardGuard } from '../../../components/unsaved-changes.tsx';
import { GroupListEditor } from '../builder/GroupListEditor.tsx';
import { qnrApi, qnrKeys } from './api.ts';
import { questionsLocked } from './model.ts';
import { PanelDrawer, useQuestionnaireRecord } from './PanelDrawer.tsx';

/**
 * A questionnaire's questions in the builder (issue 18 item 2): editable while it is Unpublished
 * (and the role may edit), read-only once published, because people may already have answered
 * them. Saving sends the groups alone (the engine keeps the other fields); what the shared
 * structure check finds is fixed first. Closing with unsaved changes asks.
 */
/** The stored groups as they are (never dropped for a problem: the builder lists problems where they are). */
function groupsOf(value: unknown): GroupList {
  return Array.isArray(value) ? (value as GroupList) : [];
}

export function QuestionsDrawer({
  id,
  canEdit,
  onClose,
}: {
  id: string | null;
  canEdit: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const record = useQuestionnaireRecord(id);
  const [stored, setStored] = useState<GroupList>([]);
  const [groups, setGroups] = useState<GroupList>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!record.data) return;
    const loaded = groupsOf(record.data.groupList);
    setStored(loaded);
    setGroups(loaded);
  }, [record.data]);
  const locked = questionsLocked(record.data?.status, canEdit);
  const guard = useDiscardGuard(() => !locked && !sameValues(groups, stored), id !== null);
  const close = guard(onClose);

  const save = async () => {
    if (!id) return;
    if (checkGroupList(groups).problems.length > 0) {
      message.error(t('qnrWeb.questions.fixFirst'));
      return;
    }
    setSaving(true);
    try {
      await qnrApi.saveQuestions(id, groups);
      message.success(t('qnrWeb.questions.saved'));
      setStored(groups);
      void queryClient.invalidateQueries({ queryKey: ['crud', 'questionnaire'] });
      void queryClient.invalidateQueries({ queryKey: qnrKeys.record(id) });
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <PanelDrawer
      panel="questions"
      id={id}
      size="90%"
      onClose={close}
      extra={
        <Space>
          <Button onClick={close} data-testid="qnr-questions-close">
            {t(locked ? 'qnrWeb.close' : 'crud.ui.cancel')}
          </Button>
          {!locked && (
            <Button type="primary" loading={saving} onClick={save} data-testid="qnr-questions-save">
              {t('crud.ui.save')}
            </Button>
          )}
        </Space>
      }
    >
      {record.isLoading && <Spin />}
      {record.isError && (
        <Result
          status="warning"
          title={record.error instanceof ApiError ? record.error.message : String(record.error)}
        />
      )}
      {record.data && (
        <div data-testid="qnr-questions">
          {locked && canEdit && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 12 }}
              title={t('qnrWeb.questions.locked')}
              data-testid="qnr-questions-locked"
            />
          )}
          <GroupListEditor
            value={groups}
            onChange={setGroups}
            readOnly={locked}
            programmeId={
              typeof record.data.degreeProgramsId === 'string' && record.data.degreeProgramsId
                ? record.data.degreeProgramsId
                : undefined
            }
          />
        </div>
      )}
    </PanelDrawer>
  );
}
