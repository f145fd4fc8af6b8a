import type { GroupList } from '@accredit/shared';

/**
 * A small questionnaire with every kind of question, for the answering screen's tests: q2 is
 * shown only when q1 is "yes", q3 (required rating) only when q2 is answered; q5 is a required
 * matrix of two rows.
 */
export const SAMPLE_GROUPS: GroupList = [
  {
    id: 'g1',
    title: { zh: '课程', en: 'The course' },
    questions: [
      {
        id: 'q1',
        kind: 'single',
        title: { zh: '您上过这门课吗？', en: 'Did you take this course?' },
        required: true,
        options: [
          { id: 'yes', text: { zh: '是', en: 'Yes' } },
          { id: 'no', text: { zh: '否', en: 'No' } },
        ],
      },
      {
        id: 'q2',
        kind: 'multiple',
        title: { zh: '哪些部分有帮助？', en: 'Which parts helped?' },
        required: false,
        options: [
          { id: 'lectures', text: { zh: '讲授', en: 'Lectures' } },
          { id: 'cases', text: { zh: '案例', en: '' } },
        ],
        showIf: { questionId: 'q1', anyOf: ['yes'] },
      },
      {
        id: 'q3',
        kind: 'rating',
        title: { zh: '总体评价', en: 'Overall' },
        required: true,
        scale: { points: 5, low: { zh: '很差', en: 'Poor' }, high: { zh: '很好', en: 'Excellent' } },
        showIf: { questionId: 'q2' },
      },
    ],
  },
  {
    id: 'g2',
    title: { zh: '意见', en: 'Comments' },
    questions: [
      {
        id: 'q4',
        kind: 'text',
        title: { zh: '其他意见', en: 'Anything else?' },
        required: false,
        maxLength: 200,
      },
      {
        id: 'q5',
        kind: 'matrix',
        title: { zh: '能力', en: 'Skills' },
        required: true,
        scale: { points: 7, low: { zh: '不同意', en: 'Disagree' }, high: { zh: '同意', en: 'Agree' } },
        rows: [
          { id: 'r1', text: { zh: '沟通', en: 'Communication' } },
          { id: 'r2', text: { zh: '分析', en: 'Analysis' } },
        ],
      },
    ],
  },
];
