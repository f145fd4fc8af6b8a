import { useSearchParams } from 'react-router';
import { AnswerView } from './AnswerView.tsx';
import { openParam } from './my-api.ts';
import { QuestionnaireList } from './QuestionnaireList.tsx';
import './my-questionnaires.css';

/**
 * The person's questionnaires: the list, or the one named by `?open=<id>` being answered (the
 * notification of a new questionnaire links there). Opening one is a step in the browser's
 * history, so Back returns to the list. Shared by the shell's /my-questionnaires page and the
 * student's home.
 */
export function MyQuestionnaires() {
  const [params, setParams] = useSearchParams();
  const id = openParam(params.get('open'));
  const setOpen = (next: string | null) => {
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (next) p.set('open', next);
      else p.delete('open');
      return p;
    });
    window.scrollTo({ top: 0 });
  };
  return id ? (
    <AnswerView key={id} id={id} onBack={() => setOpen(null)} />
  ) : (
    <QuestionnaireList onOpen={setOpen} />
  );
}
