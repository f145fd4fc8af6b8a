import { bilingual, RESOURCE } from '@accredit/shared';
import { Button, type TableColumnType, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../app/session.tsx';
import { titleKeysFor, useIsPhone } from '../../../components/responsive.tsx';
import type { ResourceRecord } from '../../../crud/api.ts';
import { canFrom } from '../../../crud/permissions.ts';
import { ResourcePage } from '../../../crud/ResourcePage.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import { responsesText } from './model.ts';
import { QuestionnaireEditor } from './QuestionnaireEditor.tsx';
import { QuestionsDrawer } from './QuestionsDrawer.tsx';
import { ResultsDrawer } from './ResultsDrawer.tsx';
import { PANELS, type Panel, QuestionnaireRowActions, StatusTag } from './RowActions.tsx';
import { TrackingDrawer } from './TrackingDrawer.tsx';
import './manage.css';

/**
 * Questionnaires (menu component `questionnaire`; issue 18 items 2, 4 and 5): the engine's list
 * with the questionnaire's own add and edit drawer (template, dates, anonymity, audience with its
 * live count), and per row its state actions (Start Collecting, Stop Collecting, Restart, End),
 * its Questions (editable only while Unpublished), its Tracking (response rates, who has not
 * answered, reminders) and its Results (figures, charts, text answers, downloads, comparison with
 * another run). The state and these actions sit under the row's name, in the first column, so
 * they are in view without scrolling the wide list sideways (on a phone too, where the name in the
 * reader's language leads). The open panel is in the address (`?panel=results&id=<id>`), so it
 * survives a reload and can be linked to.
 */
const def = RESOURCE.questionnaire;
type Column = TableColumnType<ResourceRecord>;

export default function QuestionnairesPage() {
  const session = useSession();
  const can = canFrom(def, session);
  const phone = useIsPhone();
  const locale = currentLocale();
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
  const nameOf = (record: ResourceRecord) => bilingual(record, 'name', 'nameEn', locale).text;
  // The first column: the Chinese name on a wide screen (the list's order), the reader's on a phone.
  const lead = phone ? (titleKeysFor(def.title, locale)[0] ?? 'name') : 'name';

  const leading =
    (key: string) =>
    (column: Column): Column =>
      key !== lead
        ? column
        : {
            ...column,
            ellipsis: false,
            width: phone ? 230 : 400,
            render: (_v, record) => {
              const text = String(record[key] ?? '') || nameOf(record);
              return (
                <div className="qnr-lead" data-testid="qnr-row" data-id={record.id}>
                  <Typography.Text ellipsis={{ tooltip: text }} className="qnr-lead-name">
                    {text}
                  </Typography.Text>
                  <div className="qnr-lead-state">
                    <StatusTag
                      status={String(record.status ?? '')}
                      text={String(record.status_dictText ?? '')}
                    />
                    <QuestionnaireRowActions
                      record={record}
                      name={nameOf(record)}
                      can={can}
                      rights={rights}
                      phone={phone}
                      onOpen={open}
                    />
                  </div>
                </div>
              );
            },
          };

  return (
    <div data-testid="questionnaires-page">
      <ResourcePage
        resource={def}
        can={can}
        editor={(props) => <QuestionnaireEditor {...props} />}
        columns={{
          name: leading('name'),
          nameEn: leading('nameEn'),
          status: (column) => ({
            ...column,
            render: (_v, record) => (
              <StatusTag
                status={String(record.status ?? '')}
                text={String(record.status_dictText ?? '')}
                testId="qnr-status-cell"
              />
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
