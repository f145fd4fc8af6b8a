import { DownloadOutlined, FileWordOutlined, LockOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Result, Space, Spin, Tag } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { currentLocale } from '../../i18n/index.ts';
import { useLoginLook } from '../auth/api.ts';
import { downloadSecretExport, downloadSecretFile, fetchSecretReport } from './door/api.ts';
import { useDoorCatalog } from './door/catalog.ts';
import './door/door.css';
import { ReportReader } from './reader/ReportReader.tsx';

/**
 * The reviewers' door (issue 21 item 7; spec 000: open routes /user/secretPage and
 * /user/secretExport). A signed link carries a token; the page reads the report through the public
 * calls with it, shows exactly what the link's scope allows, read-only, and offers the Word file
 * when the scope includes it. An expired, revoked or altered link is refused with the server's
 * message in the reader's language. No account, no menu, no other call.
 */
type WordLang = 'en-US' | 'zh-CN';
const wordLangOf = (): WordLang => (currentLocale().startsWith('zh') ? 'zh-CN' : 'en-US');

function refusalOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

function DoorFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const look = useLoginLook().data;
  const chinese = currentLocale().startsWith('zh');
  const name =
    (chinese ? look?.systemName || look?.systemNameEn : look?.systemNameEn || look?.systemName) ||
    t('common.appName');
  return (
    <div className="door-page">
      <header className="door-top">
        <span className="door-brand" data-testid="system-name">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{name}</span>
        </span>
        <Tag icon={<LockOutlined />} color="gold" className="door-badge">
          {t('accDoorWeb.door.badge')}
        </Tag>
        <LanguageSwitch style={{ color: '#fff', marginLeft: 'auto' }} />
      </header>
      <main className="door-main">{children}</main>
    </div>
  );
}

function Refused({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title={t('accDoorWeb.door.refusedTitle')}
      subTitle={<span data-testid="door-refused">{message}</span>}
    />
  );
}

function WordButtons({ token, size }: { token: string; size?: 'small' | 'middle' }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState<WordLang | null>(null);
  const get = async (lang: WordLang) => {
    setBusy(lang);
    try {
      await downloadSecretExport(token, lang);
    } catch (e) {
      message.error(refusalOf(e, t('accDoorWeb.door.exportFailed')));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Space wrap size={8}>
      <Button
        icon={<FileWordOutlined />}
        size={size}
        loading={busy === 'en-US'}
        onClick={() => void get('en-US')}
        data-testid="door-word-en"
      >
        {t('accDoorWeb.door.wordEnglish')}
      </Button>
      <Button
        icon={<FileWordOutlined />}
        size={size}
        loading={busy === 'zh-CN'}
        onClick={() => void get('zh-CN')}
        data-testid="door-word-zh"
      >
        {t('accDoorWeb.door.wordChinese')}
      </Button>
    </Space>
  );
}

function ReadDoor({ token }: { token: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const locale = currentLocale();
  const reading = useQuery({
    // The server answers in the reader's language (titles, blocks, messages).
    queryKey: ['door', 'report', token, locale],
    queryFn: () => fetchSecretReport(token),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (reading.isPending) return <Spin size="large" className="door-spin" />;
  if (reading.isError) return <Refused message={refusalOf(reading.error, t('accDoorWeb.door.refused'))} />;
  const openFile = (file: { url: string; fileName: string }) =>
    downloadSecretFile(token, file).catch((e: unknown) =>
      message.error(refusalOf(e, t('accDoorWeb.door.fileFailed'))),
    );
  return (
    <>
      <Alert type="info" showIcon title={t('accDoorWeb.door.readOnly')} className="door-note" />
      <ReportReader
        reading={reading.data}
        linkSources={false}
        onOpenFile={openFile}
        actions={reading.data.mayExport ? <WordButtons token={token} size="small" /> : undefined}
      />
    </>
  );
}

function ExportDoor({ token }: { token: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ kind: 'working' | 'done' } | { kind: 'refused'; message: string }>({
    kind: 'working',
  });
  // The file starts by itself once, in the reader's language; the buttons fetch either language again.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    downloadSecretExport(token, wordLangOf()).then(
      () => setState({ kind: 'done' }),
      (e: unknown) => setState({ kind: 'refused', message: refusalOf(e, t('accDoorWeb.door.refused')) }),
    );
  }, [token, t]);
  if (state.kind === 'refused') return <Refused message={state.message} />;
  return (
    <Result
      icon={<DownloadOutlined />}
      status="info"
      title={t('accDoorWeb.door.exportTitle')}
      subTitle={
        <span data-testid="door-export-state">
          {state.kind === 'working' ? t('accDoorWeb.door.exportWorking') : t('accDoorWeb.door.exportDone')}
        </span>
      }
      extra={
        <Space orientation="vertical" size={12} align="center">
          <WordButtons token={token} />
          <Link to={`/user/secretPage?token=${encodeURIComponent(token)}`}>
            {t('accDoorWeb.door.readOnline')}
          </Link>
        </Space>
      }
    />
  );
}

export default function SecretPage() {
  const ready = useDoorCatalog();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const token = params.get('token')?.trim() ?? '';
  useEffect(() => {
    if (ready) document.title = t('accDoorWeb.door.pageTitle');
  }, [ready, t]);
  if (!ready) return <Spin size="large" className="door-spin" />;
  let body: ReactNode;
  if (!token) body = <Refused message={t('accDoorWeb.door.noToken')} />;
  else if (pathname.endsWith('/secretExport')) body = <ExportDoor token={token} />;
  else body = <ReadDoor token={token} />;
  return <DoorFrame>{body}</DoorFrame>;
}
