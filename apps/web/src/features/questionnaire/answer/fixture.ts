import type { GroupList } from '@accredit/shared';
import { bi, question } from '@accredit/shared/questionnaire/test-fixture.ts';

/**
 * A small questionnaire with every kind of question, for the answering screen's tests: q2 is
 * shown only when q1 is "yes", q3 (required rating) only when q2 is answered; q5 is a required
 * matrix of two rows. Built with the shared model tests' builders (`bi` takes English first).
 */
export const SAMPLE_GROUPS: GroupList = [
  {
    id: 'g1',
    title: bi('The course', '课程'),
    questions: [
      question({
        id: 'q1',
        kind: 'single',
        title: bi('Did you take this course?', '您上过这门课吗？'),
        required: true,
        options: [
          { id: 'yes', text: bi('Yes', '是') },
          { id: 'no', text: bi('No', '否') },
        ],
      }),
      question({
        id: 'q2',
        kind: 'multiple',
        title: bi('Which parts helped?', '哪些部分有帮助？'),
        options: [
          { id: 'lectures', text: bi('Lectures', '讲授') },
          { id: 'cases', text: bi('', '案例') },
        ],
        showIf: { questionId: 'q1', anyOf: ['yes'] },
      }),
      question({
        id: 'q3',
        kind: 'rating',
        title: bi('Overall', '总体评价'),
        required: true,
        scale: { points: 5, low: bi('Poor', '很差'), high: bi('Excellent', '很好') },
        showIf: { questionId: 'q2' },
      }),
    ],
  },
  {
    id: 'g2',
    title: bi('Comments', '意见'),
    questions: [
      question({ id: 'q4', kind: 'text', title: bi('Anything else?', '其他意见'), maxLength: 200 }),
      question({
        id: 'q5',
        kind: 'matrix',
        title: bi('Skills', '能力'),
        required: true,
        scale: { points: 7, low: bi('Disagree', '不同意'), high: bi('Agree', '同意') },
        rows: [
          { id: 'r1', text: bi('Communication', '沟通') },
          { id: 'r2', text: bi('Analysis', '分析') },
        ],
      }),
    ],
  },
];
