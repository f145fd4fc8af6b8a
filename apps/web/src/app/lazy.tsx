import { LAZY_LOAD_TIMEOUT_MS } from '@accredit/shared';
import { Button, Result, Spin } from 'antd';
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

export function LoadError() {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('common.loadError')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </Button>
      }
    />
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
