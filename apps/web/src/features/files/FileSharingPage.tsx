import { Tabs } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

const FilesTab = lazy(() => import('./FilesTab.tsx'));
const EvidenceTab = lazy(() => import('../evidence/EvidenceTab.tsx'));
const UntaggedTab = lazy(() => import('../evidence/UntaggedTab.tsx'));

/**
 * File sharing (issue 20): the shared folders and files, the evidence repository (one view per
 * accreditation standard) and the untagged evidence left to tidy. The tab is kept in the address
 * (`?tab=evidence&standard=AACSB-5`) so a link opens the same view.
 */
export default function FileSharingPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'files';
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => {
        const next = new URLSearchParams(params);
        next.set('tab', key);
        setParams(next, { replace: true });
      }}
      destroyOnHidden
      items={[
        {
          key: 'files',
          label: t('fileWeb.tabs.files'),
          children: (
            <Suspense fallback={null}>
              <FilesTab />
            </Suspense>
          ),
        },
        {
          key: 'evidence',
          label: t('fileWeb.tabs.evidence'),
          children: (
            <Suspense fallback={null}>
              <EvidenceTab />
            </Suspense>
          ),
        },
        {
          key: 'untagged',
          label: t('fileWeb.tabs.untagged'),
          children: (
            <Suspense fallback={null}>
              <UntaggedTab />
            </Suspense>
          ),
        },
      ]}
    />
  );
}
