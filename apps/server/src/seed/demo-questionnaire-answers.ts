import type { Answers } from '@accredit/shared';
import { CONCERN_BELOW, DATA_LO, IMPROVE, LIKED, rowIdOf, SUGGEST } from './demo-questionnaire-data.ts';
import type { Rng } from './demo-school-data.ts';

/**
 * The demo's answers (issue 18 item 7), drawn from a seeded generator so that the demo is the same
 * on every machine. Each respondent has a leaning (some are generally pleased, some harder to
 * please) and each item its own mean, so the figures look like a real class's: mostly 4s, some 5s
 * and 3s, a few low marks, comments from a minority, and low ratings going with the complaints.
 * Every answer set passes the shared model's checkAnswers(final) (demo-questionnaire.test.ts).
 */

/** A respondent's leaning, about -0.9..0.9, most near 0. */
export function leaning(rng: Rng): number {
  return (rng.next() + rng.next() - 1) * 0.9;
}

/** A rating 1..5 around `mean` shifted by the respondent's leaning. */
export function likert(rng: Rng, mean: number, lean: number): number {
  const noise = (rng.next() + rng.next() + rng.next() - 1.5) * 1.1;
  return Math.min(5, Math.max(1, Math.round(mean + lean + noise)));
}

/** One of the weighted ids. */
function weighted<T extends string>(rng: Rng, table: readonly (readonly [T, number])[]): T {
  const total = table.reduce((s, [, w]) => s + w, 0);
  let x = rng.next() * total;
  for (const [id, w] of table) {
    x -= w;
    if (x < 0) return id;
  }
  return table[table.length - 1][0];
}

/** Each option chosen with its own chance; null (left blank) when none is. */
function some(rng: Rng, table: readonly (readonly [string, number])[]): string[] | null {
  const chosen = table.filter(([, p]) => rng.chance(p)).map(([id]) => id);
  return chosen.length ? chosen : null;
}

/** A comment from the list, in Chinese for most students and in English for some. */
function comment(rng: Rng, list: readonly (readonly [string, string])[]): string {
  const [zh, en] = rng.pick(list);
  return rng.chance(0.75) ? zh : en;
}

/** Mean agreement with each statement of the course evaluation's matrix. */
const ASPECTS: readonly (readonly [string, number])[] = [
  ['goals', 4.2],
  ['organised', 4.0],
  ['explains', 4.1],
  ['engage', 3.9],
  ['feedback', 3.5],
  ['fair', 3.9],
  ['workload', 3.6],
];

export function courseEvaluationAnswers(rng: Rng): Answers {
  const lean = leaning(rng);
  const attend = weighted(
    rng,
    lean < -0.4
      ? [
          ['all', 0.3],
          ['most', 0.4],
          ['half', 0.2],
          ['few', 0.1],
        ]
      : [
          ['all', 0.6],
          ['most', 0.32],
          ['half', 0.06],
          ['few', 0.02],
        ],
  );
  const aspects = Object.fromEntries(ASPECTS.map(([row, mean]) => [row, likert(rng, mean, lean)]));
  const overall = likert(rng, 3.95, lean);
  const answers: Answers = { attend, aspects, overall };
  const helped = rng.chance(0.92)
    ? some(rng, [
        ['lecture', 0.55],
        ['cases', 0.5],
        ['project', 0.35],
        ['exercises', 0.4],
        ['online', 0.3],
        ['office', 0.12],
      ])
    : null;
  if (helped) answers.helped = helped;
  // Only those who rate the course 3 or lower see the follow-up question (show-if).
  if (CONCERN_BELOW.includes(String(overall)) && rng.chance(0.85)) {
    const worst = Object.entries(aspects).sort((a, b) => a[1] - b[1])[0][0];
    answers.concern =
      worst === 'workload' && rng.chance(0.6)
        ? 'load'
        : weighted(rng, [
            ['hard', 0.2],
            ['pace', 0.3],
            ['method', 0.15],
            ['assess', 0.12],
            ['load', 0.15],
            ['other', 0.08],
          ]);
  }
  if (rng.chance(overall >= 4 ? 0.45 : 0.2)) answers.liked = comment(rng, LIKED);
  if (rng.chance(overall <= 3 ? 0.7 : 0.3)) answers.improve = comment(rng, IMPROVE);
  return answers;
}

/**
 * Mean agreement with each objective of the exit survey: most about 4; data analysis (LO5.2),
 * the objective the programme had to improve, a little lower, yet above the 0.7 target once
 * divided by the scale (3.75 / 5 = 0.75).
 */
const OUTCOME_MEAN: Record<string, number> = {
  'LO1.1': 4.1,
  'LO1.2': 4.0,
  'LO2.1': 4.0,
  'LO2.2': 4.2,
  'LO3.1': 4.1,
  'LO3.2': 3.9,
  'LO4.1': 3.8,
  'LO4.2': 4.2,
  'LO5.1': 4.1,
  [DATA_LO]: 3.75,
  'LO5.3': 4.0,
};

/** `classLean` sets one class a little apart from another (the results can be filtered by class). */
export function exitSurveyAnswers(rng: Rng, loCodes: readonly string[], classLean: number): Answers {
  const lean = leaning(rng) + classLean;
  const plan = weighted(rng, [
    ['job', 0.52],
    ['study', 0.22],
    ['abroad', 0.14],
    ['venture', 0.04],
    ['undecided', 0.08],
  ]);
  const outcomes = Object.fromEntries(
    loCodes.map((code) => [rowIdOf(code), likert(rng, OUTCOME_MEAN[code] ?? 4, lean)]),
  );
  const satisfaction = likert(rng, 4.0, lean);
  const answers: Answers = {
    plan,
    outcomes,
    data: likert(rng, 3.8, lean),
    satisfaction,
  };
  if (plan === 'job' && rng.chance(0.95))
    answers.sector = weighted(rng, [
      ['finance', 0.3],
      ['consulting', 0.15],
      ['tech', 0.25],
      ['industry', 0.15],
      ['public', 0.1],
      ['otherSector', 0.05],
    ]);
  if (rng.chance(0.9)) answers.team = likert(rng, 4.1, lean);
  const valuable = some(rng, [
    ['intern', 0.7],
    ['capstone', 0.55],
    ['exchange', 0.15],
    ['contest', 0.25],
    ['clubs', 0.35],
    ['research', 0.1],
  ]);
  if (valuable) answers.valuable = valuable;
  if (rng.chance(0.9))
    answers.recommend =
      satisfaction >= 4
        ? weighted(rng, [
            ['yes', 0.85],
            ['maybe', 0.15],
          ])
        : satisfaction === 3
          ? weighted(rng, [
              ['yes', 0.3],
              ['maybe', 0.6],
              ['no', 0.1],
            ])
          : weighted(rng, [
              ['maybe', 0.5],
              ['no', 0.5],
            ]);
  if (rng.chance(0.35)) answers.suggest = comment(rng, SUGGEST);
  return answers;
}
