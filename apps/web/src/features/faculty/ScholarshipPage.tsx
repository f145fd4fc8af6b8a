import { ROLE } from '@accredit/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../app/session.tsx';
import { dictOptions } from '../../crud/fields.tsx';
import { canFrom } from '../../crud/permissions.ts';
import { LinkedRecord } from '../../crud/RecordView.tsx';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { facultyApi } from './api.ts';
import { OUTPUT_TYPE_DEFS } from './definitions.ts';
import { MyContributions } from './MyContributions.tsx';
import { outputTabs, outputWidgets } from './output-form.tsx';
import { OUTPUT_RECORD_VIEW } from './output-view.tsx';
import { ReviewQueue } from './ReviewQueue.tsx';
import './faculty.css';

/**
 * The Impact of Scholarship screen: a tab per research-output type (the one researchOutput
 * resource with the type's fields and rules), each record with its authors and its venue picked
 * from the reference lists; "my contributions" (of every kind) for whoever has a teacher record;
 * the review queue for those who review (research secretaries see their unit's records through
 * their data rule). The tab is kept in `?tab=`.
 */
export default function ScholarshipPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const me = useQuery({ queryKey: ['faculty', 'currentTeacher'], queryFn: facultyApi.currentTeacher });
  const can = canFrom(OUTPUT_TYPE_DEFS[0].def, session);
  const typeNames = new Map(dictOptions('researchOutputType').map((o) => [o.value, o.label]));
  const reviewer = can('review');
  const isTeacher = session.currentRole?.roleCode === ROLE.teacher;

  const items = [
    ...(me.data ? [{ key: 'mine', label: t('faculty.tabs.mine'), children: <MyContributions /> }] : []),
    ...(reviewer ? [{ key: 'review', label: t('faculty.tabs.review'), children: <ReviewQueue /> }] : []),
    ...OUTPUT_TYPE_DEFS.map(({ type, def }) => ({
      key: type.key,
      label: typeNames.get(type.code) ?? type.key,
      children: (
        <ResourcePage
          key={type.key}
          resource={def}
          can={can}
          baseQuery={{ outputType: type.code }}
          widgets={outputWidgets(type)}
          tabs={outputTabs(t)}
          recordView={OUTPUT_RECORD_VIEW}
        />
      ),
    })),
  ];
  const fallback = isTeacher && me.data ? 'mine' : reviewer ? 'review' : 'journalArticle';
  const wanted = params.get('tab');
  const active = items.some((i) => i.key === wanted) ? (wanted as string) : fallback;
  return (
    <Card className="faculty-page" data-testid="scholarship-page">
      <Tabs
        activeKey={active}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        items={items}
        destroyOnHidden
      />
      <LinkedRecord def={OUTPUT_TYPE_DEFS[0].def} options={OUTPUT_RECORD_VIEW} can={can} />
    </Card>
  );
}
