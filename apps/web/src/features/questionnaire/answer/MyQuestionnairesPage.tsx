import { Card } from 'antd';
import { MyQuestionnaires } from './MyQuestionnaires.tsx';

/** My questionnaires (/my-questionnaires, issue 18 item 3): the questionnaires addressed to the signed-in person. */
export default function MyQuestionnairesPage() {
  return (
    <Card className="my-qnr-page" data-testid="my-questionnaires">
      <MyQuestionnaires />
    </Card>
  );
}
