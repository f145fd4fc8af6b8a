import { Alert, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getToken } from '../api/storage.ts';
import { apiFileUrl } from './files.ts';

/**
 * A stored PDF shown in the page (a reviewer reads the evidence beside the record). A frame cannot
 * send the access token, so the file is fetched with it and framed from a blob; only a response
 * the server labels as PDF (it sniffed the content at upload) becomes a frame, anything else is
 * refused here.
 */
type State = { kind: 'loading' } | { kind: 'ready'; src: string } | { kind: 'failed' };

export function usePdfUrl(url: string): State {
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let objectUrl: string | null = null;
    let cancelled = false;
    setState({ kind: 'loading' });
    const token = getToken();
    const full = apiFileUrl(url);
    fetch(`${full}${full.includes('?') ? '&' : '?'}flag=1`, {
      headers: token ? { 'X-Access-Token': token } : {},
    })
      .then(async (res) => {
        const type = res.headers.get('content-type') ?? '';
        if (!res.ok || !type.startsWith('application/pdf')) throw new Error(String(res.status));
        const blob = new Blob([await res.arrayBuffer()], { type: 'application/pdf' });
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ kind: 'ready', src: objectUrl });
      })
      .catch(() => {
        if (!cancelled) setState({ kind: 'failed' });
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state;
}

export function PdfFrame({
  url,
  fileName,
  height = 520,
}: {
  url: string;
  fileName: string;
  height?: number;
}) {
  const { t } = useTranslation();
  const state = usePdfUrl(url);
  if (state.kind === 'loading') return <Spin />;
  if (state.kind === 'failed') return <Alert type="warning" showIcon title={t('crud.view.pdfFailed')} />;
  return (
    <iframe
      src={state.src}
      title={fileName}
      data-testid="pdf-frame"
      style={{ width: '100%', height, border: '1px solid #d9d9d9', borderRadius: 6 }}
    />
  );
}
