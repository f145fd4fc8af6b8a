import type { AnswerProblem, Answers, MyQuestionnaireForm } from '@accredit/shared';
import { ArrowLeftOutlined, LockOutlined, SaveOutlined, SendOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, type ButtonProps, Progress, Result, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import { useIsPhone } from '../../../components/responsive.tsx';
import { useDiscardGuard } from '../../../components/unsaved-changes.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import {
  answersToSend,
  descriptionIn,
  firstProblemId,
  nameIn,
  problemsFromResult,
  progressOf,
  readDraft,
  submitProblems,
} from './answer-model.ts';
import { fetchMyForm, myQnrKeys, refreshMine, saveMyDraft, submitMyAnswers } from './my-api.ts';
import { QuestionnaireForm, questionDomId } from './QuestionnaireForm.tsx';

/**
 * Answering one questionnaire: its name and notice (anonymous: the answers are not linked to
 * the person), the questions, Save (a draft to come back to) and Submit (asked first, once). A
 * questionnaire already answered, or not taking answers, says so instead of offering to submit.
 */
export function AnswerView({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation();
  const form = useQuery({ queryKey: myQnrKeys.form(id), queryFn: () => fetchMyForm(id), retry: false });
  const back = <BackButton onClick={onBack} />;
  if (form.isPending) return <Skeleton active />;
  if (form.isError)
    return (
      <Result
        status="warning"
        title={t('qnrRespond.answer.loadFailed')}
        subTitle={form.error.message}
        extra={back}
      />
    );
  return <Answering key={form.data.id} data={form.data} onBack={onBack} back={back} />;
}

/** Back to the list (while answering, through the unsaved-answers question). */
function BackButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button icon={<ArrowLeftOutlined />} onClick={onClick} data-testid="my-qnr-back">
      {t('qnrRespond.answer.back')}
    </Button>
  );
}

/** What the person is told about who will see their answers. */
const NOTICE = {
  anonymous: { type: 'success', icon: <LockOutlined />, testId: 'my-qnr-anonymous' },
  named: { type: 'info', icon: <UserOutlined />, testId: 'my-qnr-named' },
} as const;

function Answering({
  data,
  onBack,
  back,
}: {
  data: MyQuestionnaireForm;
  onBack: () => void;
  back: ReactNode;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const locale = currentLocale();
  const phone = useIsPhone();
  const groups = data.groupList;
  const [answers, setAnswers] = useState<Answers>(() => readDraft(data.answers));
  const [baseline, setBaseline] = useState(() => JSON.stringify(answersToSend(groups, answers)));
  const [problems, setProblems] = useState<AnswerProblem[]>([]);
  const [savedAt, setSavedAt] = useState<string | null>(data.draftSavedAt);
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const toScroll = useRef<string | null>(null);
  const progress = useMemo(() => progressOf(groups, answers), [groups, answers]);
  const dirty = JSON.stringify(answersToSend(groups, answers)) !== baseline;
  const canAnswer = data.open && !data.answered && !submitted;
  const guard = useDiscardGuard(() => dirty, canAnswer);

  useEffect(() => {
    if (!toScroll.current) return;
    document
      .getElementById(questionDomId(toScroll.current))
      ?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    toScroll.current = null;
  });

  const show = (found: AnswerProblem[]) => {
    setProblems(found);
    toScroll.current = firstProblemId(groups, found);
    void message.error(t('qnrRespond.answer.fixProblems', { count: found.length }));
  };

  const change = (next: Answers) => {
    setAnswers(next);
    // A problem goes away as soon as its question is put right; none appears before a submit.
    if (problems.length > 0) {
      const still = new Set(submitProblems(groups, next).map((p) => `${p.questionId}|${p.key}`));
      setProblems(problems.filter((p) => still.has(`${p.questionId}|${p.key}`)));
    }
  };

  const failed = (err: unknown) => {
    if (err instanceof ApiError) {
      const found = err.status === 400 ? problemsFromResult(err.envelope?.result) : null;
      if (found) return show(found);
      // Answered meanwhile (another tab) or closed: the form is read again and says which.
      if (err.status === 409) void refreshMine(client);
    }
    void message.error(t('qnrRespond.answer.failed', { message: err instanceof Error ? err.message : '' }));
  };

  const save = async () => {
    setBusy('save');
    try {
      const sent = answersToSend(groups, answers);
      const done = await saveMyDraft(data.id, sent);
      setSavedAt(done.savedAt);
      setBaseline(JSON.stringify(sent));
      void message.success(t('qnrRespond.answer.saved'));
      void refreshMine(client);
    } catch (err) {
      failed(err);
    } finally {
      setBusy(null);
    }
  };

  const submit = async () => {
    const sent = answersToSend(groups, answers);
    try {
      await submitMyAnswers(data.id, sent);
      setSubmitted(true);
      setBaseline(JSON.stringify(sent));
      void refreshMine(client);
    } catch (err) {
      failed(err);
    }
  };

  const askSubmit = () => {
    const found = submitProblems(groups, answers);
    if (found.length > 0) return show(found);
    setBusy('submit');
    modal.confirm({
      title: t('qnrRespond.answer.confirmTitle'),
      content: t('qnrRespond.answer.confirmBody'),
      okText: t('qnrRespond.answer.confirmOk'),
      cancelText: t('qnrRespond.answer.confirmCancel'),
      okButtonProps: { 'data-testid': 'my-qnr-confirm-submit' } as ButtonProps,
      // Submitting stays on the OK button (it spins) until the server has answered: one click, one submit.
      onOk: () => submit().finally(() => setBusy(null)),
      onCancel: () => setBusy(null),
    });
  };

  const name = nameIn(data, locale);
  if (submitted || data.answered)
    return (
      <Result
        status="success"
        title={submitted ? t('qnrRespond.answer.thanksTitle') : t('qnrRespond.answer.alreadyTitle')}
        subTitle={
          submitted
            ? `${name}${data.anonymous ? ` · ${t('qnrRespond.answer.thanksAnonymous')}` : ''}`
            : `${name} · ${t('qnrRespond.answer.alreadyBody')}`
        }
        extra={back}
        data-testid={submitted ? 'my-qnr-thanks' : 'my-qnr-already'}
      />
    );

  const description = descriptionIn(data, locale);
  const who = data.anonymous ? 'anonymous' : 'named';
  const notice = NOTICE[who];
  return (
    <div className="my-qnr-answer" data-testid="my-qnr-answer">
      <div className="my-qnr-answer-top">
        <BackButton onClick={guard(onBack)} />
      </div>
      <Typography.Title level={4} className="my-qnr-answer-title">
        {name}
      </Typography.Title>
      {description && <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>}
      <Alert
        type={notice.type}
        showIcon
        icon={notice.icon}
        title={t(`qnrRespond.answer.${who}Title`)}
        description={t(`qnrRespond.answer.${who}Body`)}
        data-testid={notice.testId}
      />
      {!data.open && (
        <Alert
          type="warning"
          showIcon
          className="my-qnr-gap"
          title={t('qnrRespond.answer.notOpenTitle')}
          description={t('qnrRespond.answer.notOpenBody')}
          data-testid="my-qnr-not-open"
        />
      )}
      <div className="my-qnr-gap">
        <QuestionnaireForm
          groups={groups}
          value={answers}
          onChange={change}
          locale={locale}
          problems={problems}
          readOnly={!canAnswer}
        />
      </div>
      {canAnswer && (
        <div className="my-qnr-actions" data-testid="my-qnr-actions">
          <div className="my-qnr-actions-status">
            <Progress
              percent={progress.total ? Math.round((progress.answered / progress.total) * 100) : 0}
              size="small"
              showInfo={false}
              className="my-qnr-progress"
            />
            <Typography.Text type="secondary" data-testid="my-qnr-progress">
              {t('qnrRespond.answer.progress', progress)}
              {savedAt && !dirty
                ? ` · ${t('qnrRespond.answer.savedAt', { time: dayjs(savedAt).format('MM-DD HH:mm') })}`
                : ''}
            </Typography.Text>
          </div>
          <div className="my-qnr-actions-buttons">
            <Button
              icon={<SaveOutlined />}
              onClick={() => void save()}
              loading={busy === 'save'}
              disabled={busy === 'submit'}
              data-testid="my-qnr-save"
            >
              {phone ? t('qnrRespond.answer.saveShort') : t('qnrRespond.answer.save')}
            </Button>
            <Button
              type="primary"
              icon={<SendOutlined />}
              onClick={askSubmit}
              loading={busy === 'submit'}
              disabled={busy === 'save'}
              data-testid="my-qnr-submit"
            >
              {t('qnrRespond.answer.submit')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
