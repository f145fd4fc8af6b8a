import {
  dictChoices,
  type Locale,
  MIN_ANONYMOUS_GROUP,
  type QuestionnaireResults,
  textIn,
} from '@accredit/shared';
import { ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Result, Select, Space, Spin, Statistic, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import { currentLocale } from '../../../i18n/index.ts';
import { qnrApi, qnrKeys } from './api.ts';
import { CompareView } from './CompareView.tsx';
import { DownloadButton } from './DownloadButton.tsx';
import { fileName, rateText } from './model.ts';
import { PanelDrawer } from './PanelDrawer.tsx';
import { QuestionResultCard } from './QuestionResultCard.tsx';
import { StatusTag } from './RowActions.tsx';
import { templateName } from './TemplatePicker.tsx';

/**
 * A questionnaire's results (issue 18 item 5), in a wide drawer: respondents and response rate,
 * a filter by audience group (an anonymous questionnaire's figures are withheld for a group with
 * fewer than MIN_ANONYMOUS_GROUP respondents, so that nobody is identified), each question's
 * figures and chart, the Word report (charts, for the group shown) and the raw answers in Excel
 * (no identity for anonymous questionnaires), and the comparison with another run of the same
 * template.
 */
function statusText(status: string, locale: Locale): string {
  return dictChoices('questionnaireStatus').find((i) => i.value === status)?.label[locale] ?? status;
}

function Summary({ data }: { data: QuestionnaireResults }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <div className="qnr-results-summary" data-testid="qnr-results-summary">
      <Statistic
        title={t('qnrWeb.results.respondents')}
        value={data.respondents}
        valueRender={() => <span data-testid="qnr-results-respondents">{data.respondents}</span>}
      />
      <Statistic
        title={t('qnrWeb.results.rate')}
        value={rateText(data.total.rate)}
        suffix={
          <span className="qnr-muted">
            ({data.total.answered} / {data.total.audience})
          </span>
        }
      />
      <Space size={4} wrap>
        <StatusTag status={data.status} text={statusText(data.status, locale)} />
        <Tag color={data.anonymous ? 'green' : 'blue'}>
          {t(data.anonymous ? 'qnrWeb.results.anonymous' : 'qnrWeb.results.named')}
        </Tag>
      </Space>
    </div>
  );
}

function ResultsTab({ id, canExport }: { id: string; canExport: boolean }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [group, setGroup] = useState('');
  const results = useQuery({
    queryKey: qnrKeys.results(id, group),
    queryFn: () => qnrApi.results(id, group),
    placeholderData: keepPreviousData,
  });
  const data = results.data;
  if (results.isLoading) return <Spin />;
  if (results.isError || !data)
    return (
      <Result
        status="warning"
        title={results.error instanceof ApiError ? results.error.message : String(results.error)}
      />
    );
  const name = templateName(data);
  return (
    <div className="qnr-results" data-testid="qnr-results">
      <div className="qnr-toolbar">
        <Select
          value={group}
          onChange={setGroup}
          options={[
            { value: '', label: t('qnrWeb.results.everyone') },
            ...data.groups.map((g) => ({ value: g.key, label: textIn(g.label, locale) || g.key })),
          ]}
          style={{ minWidth: 220 }}
          aria-label={t('qnrWeb.results.group')}
          data-testid="qnr-results-group"
        />
        {canExport && (
          <>
            <DownloadButton
              label={t('qnrWeb.downloads.word')}
              note={t(group ? 'qnrWeb.downloads.wordGroup' : 'qnrWeb.downloads.wordAll')}
              testId="qnr-download-word"
              onDownload={(lang) =>
                qnrApi.word(id, lang, group, fileName(name, t('qnrWeb.downloads.reportSuffix'), 'docx'))
              }
            />
            <DownloadButton
              label={t('qnrWeb.downloads.excel')}
              note={t(data.anonymous ? 'qnrWeb.downloads.excelAnonymous' : 'qnrWeb.downloads.excelNamed')}
              testId="qnr-download-excel"
              onDownload={(lang) =>
                qnrApi.answersXls(id, lang, fileName(name, t('qnrWeb.downloads.answersSuffix'), 'xlsx'))
              }
            />
          </>
        )}
        <Button
          icon={<ReloadOutlined />}
          aria-label={t('qnrWeb.refresh')}
          loading={results.isFetching}
          onClick={() => void results.refetch()}
          data-testid="qnr-results-refresh"
        />
      </div>
      <Summary data={data} />
      {data.suppressed ? (
        <Alert
          type="warning"
          showIcon
          title={t('qnrWeb.results.suppressed', { min: MIN_ANONYMOUS_GROUP })}
          data-testid="qnr-results-suppressed"
        />
      ) : data.respondents === 0 ? (
        <Empty description={t('qnrWeb.results.noAnswers')} data-testid="qnr-results-empty" />
      ) : (
        <div className="qnr-result-list">
          {data.questions.map((q, i) => (
            <QuestionResultCard key={q.questionId} q={q} index={i} />
          ))}
        </div>
      )}
    </div>
  );
}

export function ResultsDrawer({
  id,
  canExport,
  onClose,
}: {
  id: string | null;
  canExport: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <PanelDrawer panel="results" id={id} size="90%" onClose={onClose}>
      {id && (
        <Tabs
          items={[
            {
              key: 'results',
              label: t('qnrWeb.results.tab'),
              children: <ResultsTab id={id} canExport={canExport} />,
            },
            { key: 'compare', label: t('qnrWeb.compare.tab'), children: <CompareView id={id} /> },
          ]}
        />
      )}
    </PanelDrawer>
  );
}
