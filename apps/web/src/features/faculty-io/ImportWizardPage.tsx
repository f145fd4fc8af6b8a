import { dictOf } from '@accredit/shared';
import { type CaptureEncoding, decodeCapture } from '@accredit/shared/capture/decode.ts';
import { InboxOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Card,
  Input,
  List,
  Result,
  Select,
  Space,
  Steps,
  Typography,
  Upload,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { useSession } from '../../app/session.tsx';
import { currentLocale } from '../../i18n/index.ts';
import { type CommitProblem, commitProblems, type EntryChoice, facultyIoApi, type Preview } from './api.ts';
import { EXTERNAL, lacksPdf, PreviewTable, type RowChoice } from './PreviewTable.tsx';

/**
 * Import of publications (issue 7 item 5): upload a BibTeX, RIS, EndNote or CSV file (or paste
 * it), check the preview (duplicates flagged, authors matched to teachers, ambiguous ones chosen,
 * supporting PDFs attached where the type needs one), then confirm: every chosen entry becomes an
 * Unreviewed research output, or none does. A file's encoding (UTF-8, UTF-16, GBK as CNKI exports
 * it) is detected by the server for the preview and by the same shared code here for the commit.
 */
function initialChoices(preview: Preview): Map<number, RowChoice> {
  return new Map(
    preview.entries.map((e) => [
      e.index,
      {
        include: e.duplicate === null && e.problems.length === 0 && !e.pdfRequired,
        authors: e.authors.map((a) => (a.status === 'ambiguous' ? undefined : (a.teacherId ?? EXTERNAL))),
        attachments: [],
      },
    ]),
  );
}

const ENCODING_NAMES: Record<CaptureEncoding, string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16',
  'utf-16be': 'UTF-16',
  gb18030: 'GBK / GB18030',
};

/** The text the server read from the file: the commit sends it back. */
async function fileText(file: File): Promise<string | null> {
  return decodeCapture(new Uint8Array(await file.arrayBuffer()))?.text ?? null;
}

export default function ImportWizardPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const session = useSession();
  const [step, setStep] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [pasted, setPasted] = useState('');
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [choices, setChoices] = useState<Map<number, RowChoice>>(new Map());
  const [category, setCategory] = useState('1');
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<CommitProblem[]>([]);
  const [created, setCreated] = useState(0);
  const canImport = session.has('researchOutput:add');

  const read = async () => {
    setBusy(true);
    try {
      const result = file ? await facultyIoApi.previewFile(file) : await facultyIoApi.previewText(pasted);
      const source = file ? await fileText(file) : pasted;
      if (source === null) throw new Error(t('facultyio.capture.errors.encoding'));
      setText(source);
      setPreview(result);
      setChoices(initialChoices(result));
      setProblems([]);
      setStep(1);
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const chosen = preview?.entries.filter((e) => choices.get(e.index)?.include) ?? [];
  const unresolved = chosen.filter((e) => choices.get(e.index)?.authors.some((a) => a === undefined)).length;
  const withoutPdf = chosen.filter((e) => lacksPdf(e, choices.get(e.index))).length;
  // The server counts a PDF-bound entry as incomplete; one with a PDF attached here no longer is.
  const incomplete =
    preview?.entries.filter(
      (e) => e.problems.length > 0 || (e.pdfRequired && !choices.get(e.index)?.attachments.length),
    ).length ?? 0;

  const commit = async () => {
    if (!preview) return;
    setBusy(true);
    const entries: EntryChoice[] = preview.entries.map((e) => {
      const c = choices.get(e.index) as RowChoice;
      return {
        index: e.index,
        skip: !c.include,
        authors: c.authors.map((a) => (a === EXTERNAL || a === undefined ? null : a)),
        attachments: c.attachments.map((a) => ({ url: a.url })),
      };
    });
    try {
      const done = await facultyIoApi.commit({ text, defaultCategory: category, entries });
      setCreated(done.result.created);
      message.success(done.message);
      setStep(3);
    } catch (e) {
      setProblems(commitProblems(e));
      message.error(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const categories = (dictOf('scholarshipCategory')?.items ?? []).map((i) => ({
    value: i.value,
    label: i.label[currentLocale()],
  }));

  if (!canImport) return <Result status="403" title={t('crud.ui.noPermission')} />;
  return (
    <Card title={t('facultyio.wizard.title')} data-testid="capture-wizard">
      <Steps
        current={step}
        style={{ marginBottom: 24 }}
        items={['upload', 'preview', 'confirm', 'done'].map((s) => ({
          title: t(`facultyio.wizard.steps.${s}`),
        }))}
      />
      {step === 0 && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph type="secondary">{t('facultyio.wizard.intro')}</Typography.Paragraph>
          <Upload.Dragger
            accept=".bib,.ris,.enw,.txt,.csv"
            maxCount={1}
            beforeUpload={(f) => {
              setFile(f);
              return false;
            }}
            onRemove={() => setFile(null)}
            data-testid="capture-file"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p>{t('facultyio.wizard.drop')}</p>
          </Upload.Dragger>
          <Input.TextArea
            rows={5}
            value={pasted}
            onChange={(e) => setPasted(e.target.value)}
            placeholder={t('facultyio.wizard.paste')}
            disabled={file !== null}
            data-testid="capture-paste"
          />
          <Button
            type="primary"
            loading={busy}
            disabled={!file && !pasted.trim()}
            onClick={read}
            data-testid="capture-read"
          >
            {t('facultyio.wizard.read')}
          </Button>
        </Space>
      )}
      {step === 1 && preview && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Alert
            type={preview.summary.duplicates || preview.summary.ambiguousAuthors ? 'warning' : 'info'}
            data-testid="capture-summary"
            message={t('facultyio.wizard.summary', {
              ...preview.summary,
              incomplete,
              format: preview.format.toUpperCase(),
            })}
          />
          {preview.encoding && preview.encoding !== 'utf-8' && (
            <Typography.Text type="secondary" data-testid="capture-encoding">
              {t('facultyio.wizard.encoding', { encoding: ENCODING_NAMES[preview.encoding] })}
            </Typography.Text>
          )}
          {preview.problems.map((p) => (
            <Alert
              key={`${p.line}-${p.message}`}
              type="error"
              message={t('facultyio.wizard.lineProblem', p)}
            />
          ))}
          <Space>
            <Typography.Text>{t('facultyio.wizard.category')}</Typography.Text>
            <Select
              style={{ width: 320 }}
              value={category}
              onChange={setCategory}
              options={categories}
              data-testid="capture-category"
            />
          </Space>
          <PreviewTable
            entries={preview.entries}
            choices={choices}
            onChange={(i, c) => setChoices(new Map(choices).set(i, c))}
          />
          {unresolved > 0 && (
            <Alert type="warning" message={t('facultyio.wizard.unresolved', { count: unresolved })} />
          )}
          {withoutPdf > 0 && (
            <Alert
              type="warning"
              data-testid="capture-needs-pdf"
              message={t('facultyio.wizard.needsPdf', { count: withoutPdf })}
            />
          )}
          <Space>
            <Button onClick={() => setStep(0)}>{t('facultyio.wizard.back')}</Button>
            <Button
              type="primary"
              disabled={chosen.length === 0 || unresolved > 0 || withoutPdf > 0}
              onClick={() => setStep(2)}
              data-testid="capture-next"
            >
              {t('facultyio.wizard.next')}
            </Button>
          </Space>
        </Space>
      )}
      {step === 2 && preview && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Alert
            type="info"
            data-testid="capture-confirm"
            message={t('facultyio.wizard.confirm', {
              count: chosen.length,
              skipped: preview.entries.length - chosen.length,
            })}
          />
          {problems.length > 0 && (
            <List
              size="small"
              bordered
              header={t('facultyio.wizard.refused')}
              dataSource={problems}
              renderItem={(p) => (
                <List.Item>
                  {t('facultyio.wizard.lineProblem', { line: p.line, message: `${p.title}: ${p.message}` })}
                </List.Item>
              )}
            />
          )}
          <Space>
            <Button onClick={() => setStep(1)}>{t('facultyio.wizard.back')}</Button>
            <Button type="primary" loading={busy} onClick={commit} data-testid="capture-import">
              {t('facultyio.wizard.import', { count: chosen.length })}
            </Button>
          </Space>
        </Space>
      )}
      {step === 3 && (
        <Result
          status="success"
          data-testid="capture-done"
          title={t('facultyio.wizard.done', { count: created })}
          subTitle={t('facultyio.wizard.doneHint')}
          extra={[
            <Button key="list" type="primary" onClick={() => navigate('/ImpactOfScholarship/contributions')}>
              {t('facultyio.wizard.toList')}
            </Button>,
            <Button
              key="again"
              onClick={() => {
                setFile(null);
                setPasted('');
                setStep(0);
              }}
            >
              {t('facultyio.wizard.again')}
            </Button>,
          ]}
        />
      )}
    </Card>
  );
}
