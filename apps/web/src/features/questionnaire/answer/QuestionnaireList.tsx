import type { MyQuestionnaire } from '@accredit/shared';
import { CheckCircleOutlined, LockOutlined, RightOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Result, Segmented, Skeleton, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/index.ts';
import { bucketOf, descriptionIn, type ListBucket, nameIn } from './answer-model.ts';
import { fetchMyList, myQnrKeys } from './my-api.ts';

const BUCKETS: ListBucket[] = ['open', 'answered', 'closed'];
const EMPTY_KEY: Record<ListBucket, string> = {
  open: 'qnrRespond.list.emptyOpen',
  answered: 'qnrRespond.list.emptyAnswered',
  closed: 'qnrRespond.list.emptyClosed',
};

/**
 * The questionnaires addressed to the person, under Open (to answer), Answered and Closed; each
 * a card that reads well on a phone, with what matters before starting: anonymous or named, a
 * saved draft, the closing date, how many questions.
 */
export function QuestionnaireList({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const list = useQuery({ queryKey: myQnrKeys.list, queryFn: fetchMyList });
  const [bucket, setBucket] = useState<ListBucket>('open');
  if (list.isPending) return <Skeleton active />;
  if (list.isError)
    return (
      <Result
        status="warning"
        title={t('qnrRespond.list.loadFailed')}
        extra={<Button onClick={() => void list.refetch()}>{t('qnrRespond.list.retry')}</Button>}
      />
    );
  const counts = Object.fromEntries(BUCKETS.map((b) => [b, 0])) as Record<ListBucket, number>;
  for (const q of list.data) counts[bucketOf(q)] += 1;
  const shown = list.data.filter((q) => bucketOf(q) === bucket);
  return (
    <div className="my-qnr-list" data-testid="my-qnr-list">
      <Segmented<ListBucket>
        value={bucket}
        onChange={setBucket}
        options={BUCKETS.map((b) => ({
          value: b,
          label: (
            <span data-testid={`my-qnr-tab-${b}`}>
              {t(`qnrRespond.list.${b}`)} ({counts[b]})
            </span>
          ),
        }))}
        className="my-qnr-tabs"
      />
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(EMPTY_KEY[bucket])} />
      ) : (
        <div className="my-qnr-cards">
          {shown.map((q) => (
            <QuestionnaireCard key={q.id} q={q} onOpen={onOpen} />
          ))}
        </div>
      )}
    </div>
  );
}

function QuestionnaireCard({ q, onOpen }: { q: MyQuestionnaire; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const bucket = bucketOf(q);
  const description = descriptionIn(q, locale);
  const day = (s: string) => dayjs(s).format('YYYY-MM-DD HH:mm');
  const notYet = q.startTime !== null && dayjs(q.startTime).isAfter(dayjs());
  const when =
    bucket === 'open' && q.endTime
      ? t('qnrRespond.list.closes', { date: day(q.endTime) })
      : bucket === 'closed' && notYet && q.startTime
        ? t('qnrRespond.list.opens', { date: day(q.startTime) })
        : bucket === 'closed' && q.endTime
          ? t('qnrRespond.list.closedOn', { date: day(q.endTime) })
          : null;
  return (
    <Card size="small" className="my-qnr-card" data-testid={`my-qnr-item-${q.id}`}>
      <div className="my-qnr-card-head">
        <Typography.Text strong className="my-qnr-card-name">
          {nameIn(q, locale)}
        </Typography.Text>
        <span className="my-qnr-card-tags">
          {q.anonymous ? (
            <Tag icon={<LockOutlined />} color="green">
              {t('qnrRespond.list.anonymous')}
            </Tag>
          ) : (
            <Tag icon={<UserOutlined />}>{t('qnrRespond.list.named')}</Tag>
          )}
          {bucket === 'open' && q.hasDraft && <Tag color="blue">{t('qnrRespond.list.draft')}</Tag>}
          {bucket === 'answered' && (
            <Tag icon={<CheckCircleOutlined />} color="success">
              {t('qnrRespond.list.submitted')}
            </Tag>
          )}
          {bucket === 'closed' && <Tag>{t('qnrRespond.list.notOpen')}</Tag>}
        </span>
      </div>
      {description && (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} className="my-qnr-card-description">
          {description}
        </Typography.Paragraph>
      )}
      <div className="my-qnr-card-foot">
        <Typography.Text type="secondary">
          {t('qnrRespond.list.questions', { count: q.questionCount })}
          {when ? ` · ${when}` : ''}
        </Typography.Text>
        {bucket === 'open' && (
          <Button
            type="primary"
            onClick={() => onOpen(q.id)}
            data-testid={`my-qnr-answer-${q.id}`}
            icon={<RightOutlined />}
            iconPlacement="end"
          >
            {q.hasDraft ? t('qnrRespond.list.continue') : t('qnrRespond.list.start')}
          </Button>
        )}
      </div>
    </Card>
  );
}
