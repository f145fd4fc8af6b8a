import { bilingual, RESOURCE } from '@accredit/shared';
import { Button, Space } from 'antd';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../app/session.tsx';
import { useIsPhone } from '../../../components/responsive.tsx';
import { canFrom } from '../../../crud/permissions.ts';
import { ResourcePage } from '../../../crud/ResourcePage.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import { responsesText } from './model.ts';
import { QuestionnaireEditor } from './QuestionnaireEditor.tsx';
import { QuestionsDrawer } from './QuestionsDrawer.tsx';
import { ResultsDrawer } from './ResultsDrawer.tsx';
import { type Panel, QuestionnaireRowActions, StatusTag } from './RowActions.tsx';
import { TrackingDrawer } from './TrackingDrawer.tsx';
import './manage.css';

/**
 * Questionnaires (menu component `questionnaire`; issue 18 items 2, 4 and 5): the engine's list
 * with the questionnaire's own add and edit drawer (template, dates, anonymity, audience with its
 * live count), and per row its state actions (Start Collecting, Stop Collecting, Restart, End),
 * its Questions (editable only while Unpublished), its Tracking (response rates, who has not
 * answered, reminders) and its Results (figures, charts, text answers, downloads, comparison with
 * another run). The open panel is in the address (`?panel=results&id=<id>`), so it survives a
 * reload and can be linked to.
 */
const def = RESOURCE.questionnaire;
const PANELS: readonly Panel[] = ['questions', 'tracking', 'results'];

export default function QuestionnairesPage() {
  const session = useSession();
  const can = canFrom(def, session);
  const phone = useIsPhone();
  const rights = {
    enable: session.has('questionnaire:enable'),
    disable: session.has('questionnaire:disable'),
  };
  const [params, setParams] = useSearchParams();
  const panelParam = params.get('panel');
  const panel = (PANELS as readonly string[]).includes(panelParam ?? '') ? (panelParam as Panel) : null;
  const openId = panel ? params.get('id') : null;
  const open = (next: Panel, id: string) => setParams({ panel: next, id });
  const close = () => setParams({}, { replace: true });
  const nameOf = (record: Record<string, unknown>) =>
    bilingual(record, 'name', 'nameEn', currentLocale()).text;

  return (
    <div data-testid="questionnaires-page">
      <ResourcePage
        resource={def}
        can={can}
        editor={(props) => <QuestionnaireEditor {...props} />}
        columns={{
          status: (column) => ({
            ...column,
            ellipsis: false,
            render: (_v, record) => (
              <Space size={4} wrap className="qnr-row-state">
                <StatusTag record={record} />
                <QuestionnaireRowActions
                  record={record}
                  name={nameOf(record)}
                  can={can}
                  rights={rights}
                  phone={phone}
                  onOpen={open}
                />
              </Space>
            ),
          }),
          responseCount: (column) => ({
            ...column,
            render: (_v, record) =>
              can('get') ? (
                <Button
                  type="link"
                  size="small"
                  style={{ padding: 0 }}
                  onClick={() => open('tracking', record.id)}
                  data-testid="qnr-responses"
                >
                  {responsesText(record)}
                </Button>
              ) : (
                responsesText(record)
              ),
          }),
        }}
      />
      <QuestionsDrawer id={panel === 'questions' ? openId : null} canEdit={can('edit')} onClose={close} />
      <TrackingDrawer
        id={panel === 'tracking' ? openId : null}
        canRemind={can('edit')}
        onClose={close}
        onResults={(id) => open('results', id)}
      />
      <ResultsDrawer id={panel === 'results' ? openId : null} canExport={can('export')} onClose={close} />
    </div>
  );
}
