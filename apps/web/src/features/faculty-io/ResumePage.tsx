import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Descriptions, Empty, Radio, Space, Spin, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../api/client.ts';
import { type EnglishCheck, useEnglishCheck } from '../../components/english-check.tsx';
import { currentLocale } from '../../i18n/index.ts';
import { type CvDocument, type CvItem, facultyIoApi } from './api.ts';

/**
 * The personal panel's resume (issue 7 item 6): the same content as the Word export (profile,
 * degrees, positions, contributions by type and year, engagement, teaching), in Chinese or
 * English, for a range of years; "Export to Word" downloads exactly what is shown.
 */
/** Runs and items have no ids; their text (with its position among equals) keys them. */
function keyed<T>(list: T[], text: (x: T) => string): { key: string; value: T }[] {
  const seen = new Map<string, number>();
  return list.map((value) => {
    const base = text(value);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return { key: `${base}#${n}`, value };
  });
}
const itemText = (item: CvItem) => item.runs.map((r) => r.text).join('');

/** Dates (2020-12-31, 2015–2019) never break at their hyphen: on a phone they stay one token. */
const DATE = /(\d{4}-\d{2}(?:-\d{2})?|\d{4}[–-]\d{4})/;
function Unbroken({ text }: { text: string }) {
  const parts = text.split(DATE);
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {keyed(parts, (p) => p).map(({ key, value }, i) =>
        i % 2 === 1 ? (
          <span key={key} style={{ whiteSpace: 'nowrap' }}>
            {value}
          </span>
        ) : (
          <Fragment key={key}>{value}</Fragment>
        ),
      )}
    </>
  );
}

function Item({ item }: { item: CvItem }) {
  return (
    <li>
      {keyed(item.runs, (r) => r.text).map(({ key, value: r }) => {
        const text = r.italic ? (
          <em>
            <Unbroken text={r.text} />
          </em>
        ) : (
          <Unbroken text={r.text} />
        );
        return <Fragment key={key}>{r.bold ? <strong>{text}</strong> : text}</Fragment>;
      })}
      {item.note && (
        <Typography.Text type="secondary">
          {' '}
          <Unbroken text={item.note} />
        </Typography.Text>
      )}
    </li>
  );
}

function Section({ section }: { section: CvDocument['sections'][number] }) {
  const empty = !section.fields?.length && !section.items?.length && !section.groups?.length;
  return (
    <section data-testid={`cv-section-${section.key}`}>
      <Typography.Title level={4} style={{ borderBottom: '2px solid #187065', paddingBottom: 4 }}>
        {section.heading}
      </Typography.Title>
      {section.fields?.length ? (
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 1, md: 2 }}
          items={section.fields.map((f) => ({ key: f.label, label: f.label, children: f.value }))}
        />
      ) : null}
      {section.items?.length ? (
        <ul>
          {keyed(section.items, itemText).map(({ key, value }) => (
            <Item key={key} item={value} />
          ))}
        </ul>
      ) : null}
      {section.groups?.map((g) => (
        <div key={g.heading}>
          <Typography.Title level={5}>{g.heading}</Typography.Title>
          {g.years.map((y) => (
            <div key={y.year} style={{ marginLeft: 12 }}>
              <Typography.Text strong>{y.year}</Typography.Text>
              <ul>
                {keyed(y.items, itemText).map(({ key, value }) => (
                  <Item key={key} item={value} />
                ))}
              </ul>
            </div>
          ))}
        </div>
      ))}
      {empty && section.empty && <Typography.Text type="secondary">{section.empty}</Typography.Text>}
    </section>
  );
}

export default function ResumePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [lang, setLang] = useState(currentLocale().startsWith('zh') ? 'zh-CN' : 'en-US');
  const [years, setYears] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [busy, setBusy] = useState(false);
  const query = { lang, from: years?.[0]?.format('YYYY'), to: years?.[1]?.format('YYYY') };
  const cv = useQuery({ queryKey: ['cv', query], queryFn: () => facultyIoApi.cv(query), retry: false });
  // An account with no teacher record (an administrator, a staff member) has no resume: an empty
  // state saying so, not an error.
  const noTeacher = cv.error instanceof ApiError && cv.error.status === 404;

  const englishCheck = useEnglishCheck();
  const exportWord = async () => {
    setBusy(true);
    try {
      // An English CV first lists what it would name without an English value (export anyway or fill in).
      const check = () => api.get<EnglishCheck>('/aacsb/teacher/cv/englishCheck', query);
      if (!(await englishCheck(lang, check))) return;
      const name = cv.data ? `${cv.data.title}-${cv.data.name}.docx` : 'cv.docx';
      await facultyIoApi.cvFile(query, name);
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  if (noTeacher)
    return (
      <Card title={t('facultyio.resume.title')} data-testid="cv-page">
        <Empty
          data-testid="cv-no-teacher"
          description={
            <>
              <Typography.Text strong>{t('facultyio.resume.noTeacherTitle')}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{t('facultyio.resume.noTeacherBody')}</Typography.Text>
            </>
          }
        />
      </Card>
    );

  // The controls sit in the body, not the card head, so a phone wraps them under the title
  // instead of squeezing the title to a character per line.
  return (
    <Card title={t('facultyio.resume.title')} data-testid="cv-page">
      <Space wrap style={{ marginBottom: 16 }}>
        <Radio.Group
          value={lang}
          onChange={(e) => setLang(e.target.value)}
          optionType="button"
          data-testid="cv-lang"
          options={[
            { value: 'zh-CN', label: t('facultyio.resume.chinese') },
            { value: 'en-US', label: t('facultyio.resume.english') },
          ]}
        />
        <DatePicker.RangePicker
          picker="year"
          value={years}
          onChange={(v) => setYears(v as [Dayjs | null, Dayjs | null] | null)}
          placeholder={[t('facultyio.resume.years'), t('facultyio.resume.years')]}
          data-testid="cv-years"
        />
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          loading={busy}
          onClick={exportWord}
          disabled={!cv.data}
          data-testid="cv-export"
        >
          {t('facultyio.resume.export')}
        </Button>
      </Space>
      {cv.isLoading && <Spin />}
      {cv.error && <Empty description={cv.error instanceof ApiError ? cv.error.message : String(cv.error)} />}
      {cv.data && (
        <div data-testid="cv-content" lang={lang}>
          <Typography.Title level={2} style={{ textAlign: 'center', marginBottom: 0 }}>
            {cv.data.name}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
            {[cv.data.subtitle, cv.data.period].filter(Boolean).join(' · ')}
          </Typography.Paragraph>
          {cv.data.sections.map((s) => (
            <Section key={s.key} section={s} />
          ))}
        </div>
      )}
    </Card>
  );
}
