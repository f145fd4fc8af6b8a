import type { BiText, GroupList, Question } from './types.ts';

/** Test data for the questionnaire model's tests (not exported from the package). */

export const bi = (en: string, zh = ''): BiText => ({ zh, en });
const opts = (...ids: string[]) => ids.map((id) => ({ id, text: bi(id.toUpperCase()) }));
const scale5 = { points: 5 as const, low: bi('Disagree', '不同意'), high: bi('Agree', '同意') };
const scale7 = { points: 7 as const, low: bi('Poor'), high: bi('Excellent') };

/** A question with the defaults zod would give. */
export function question(q: Partial<Question> & Pick<Question, 'id' | 'kind'>): Question {
  return { title: bi(q.id), required: false, ...q };
}

/**
 * A survey with every kind and a show-if chain:
 *   g1: q1 single (y1, y2, y3), required; q2 multiple (lib, gym, lab);
 *       q3 rating 5 points (LO1), required; q4 text max 10, shown when q1 is y3
 *   g2: q5 matrix 5 points, rows r1 (LO1) and r2 (LO2), required, shown when q4 is answered
 *       (so only when q1 is y3 too); q6 rating 7 points (LO2), shown when q3 is 4 or 5
 */
export function survey(): GroupList {
  return [
    {
      id: 'g1',
      title: bi('About you', '关于你'),
      questions: [
        question({ id: 'q1', kind: 'single', required: true, options: opts('y1', 'y2', 'y3') }),
        question({ id: 'q2', kind: 'multiple', options: opts('lib', 'gym', 'lab') }),
        question({ id: 'q3', kind: 'rating', required: true, scale: scale5, loIds: ['LO1'] }),
        question({ id: 'q4', kind: 'text', maxLength: 10, showIf: { questionId: 'q1', anyOf: ['y3'] } }),
      ],
    },
    {
      id: 'g2',
      title: bi('Programme'),
      questions: [
        question({
          id: 'q5',
          kind: 'matrix',
          required: true,
          scale: scale5,
          rows: [
            { id: 'r1', text: bi('Writing'), loIds: ['LO1'] },
            { id: 'r2', text: bi('Speaking'), loIds: ['LO2'] },
          ],
          showIf: { questionId: 'q4' },
        }),
        question({
          id: 'q6',
          kind: 'rating',
          scale: scale7,
          loIds: ['LO2'],
          showIf: { questionId: 'q3', anyOf: ['4', '5'] },
        }),
      ],
    },
  ];
}
