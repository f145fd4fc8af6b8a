import { RESOURCE } from '@accredit/shared';
import { Button, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../app/session.tsx';
import { canFrom } from '../../crud/permissions.ts';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import './report/report.css';

const ReportEditor = lazy(() => import('./report/ReportEditor.tsx'));

/**
 * Accreditation Reports (menu component `certificationReport`, /accreditation/report; issue 21
 * items 3, 4, 5 and 7): the reports of the school's projects (the engine's list and form: a new
 * report takes its sections from its project's scheme), and one report opened in the editor
 * (`?id=<report>&section=<section>`, so a reload or a link opens the same place). Whoever may only
 * read (an Expert) gets the numbered read-only report instead of the editor.
 */
const def = RESOURCE.certificationReport;

export default function ReportPage() {
  const { t } = useTranslation();
  const session = useSession();
  const can = canFrom(def, session);
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  if (id)
    return (
      <Suspense fallback={null}>
        <ReportEditor
          reportId={id}
          sectionId={params.get('section')}
          onSection={(section) => setParams({ id, section }, { replace: true })}
          onBack={() => setParams({})}
        />
      </Suspense>
    );
  return (
    <div data-testid="report-list">
      <Typography.Paragraph type="secondary">{t('accReportWeb.list.intro')}</Typography.Paragraph>
      <ResourcePage
        resource={def}
        can={can}
        columns={{
          title: (column) => ({
            ...column,
            render: (_v, record) => (
              <Button
                type="link"
                style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
                onClick={() => setParams({ id: record.id })}
                data-testid="report-open"
                data-title={String(record.title ?? '')}
              >
                {String(record.title ?? '')}
              </Button>
            ),
          }),
        }}
      />
    </div>
  );
}
