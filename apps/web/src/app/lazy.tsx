import { LAZY_LOAD_TIMEOUT_MS } from '@accredit/shared';
import { Button, Spin } from 'antd';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

/** Rejects when a page's code has not arrived within the limit (spec 000 section 9: 120 s). */
export function withTimeout<T>(load: () => Promise<T>, ms = LAZY_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('load timeout')), ms);
    load().then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

/** Plain markup on purpose: antd's Result (with its illustrations) would weigh on every first load. */
export function LoadError() {
  const { t } = useTranslation();
  return (
    <div role="alert" style={{ textAlign: 'center', padding: '64px 16px' }}>
      <p style={{ fontSize: 16, marginBottom: 16 }}>{t('common.loadError')}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

export function PageSpinner() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
      <Spin size="large" />
    </div>
  );
}

/** A page loaded on demand; a failed or timed-out load shows the load error instead of a blank page. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, ms?: number): () => ReactNode {
  const Page = lazy(() => withTimeout(load, ms).catch(() => ({ default: LoadError })));
  return function LazyPage() {
    return (
      <Suspense fallback={<PageSpinner />}>
        <Page />
      </Suspense>
    );
  };
}
