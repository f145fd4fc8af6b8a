/** My questionnaires (issue 18 item 3): the questionnaires open to the signed-in person. Placeholder until it lands. */
export default function MyQuestionnairesPage() {
  return null;
}
