import type { Answers, Audience, BiText, Question, RatingScale } from '@accredit/shared';
import { question } from '@accredit/shared/questionnaire/test-fixture.ts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { newId } from '../../core/ids.ts';
import { buildUser } from '../../test/factories.ts';
import type { TestContext } from '../../test/harness.ts';
import { add } from '../aol/plan-fixture.ts';
import { questionnaireTable } from '../resources/schema.ts';

/**
 * What the questionnaire tests' fixtures (answer-, lifecycle- and results-fixture.ts) build alike:
 * texts in both languages, questions of each kind, a questionnaire open from an hour ago for a
 * week, publishing one to an audience, submitting answers, the start of a school, and an account
 * with its session token. Each fixture keeps its own questions (ids and rules its tests answer)
 * and its own school.
 */
export const bi = (en: string, zh = en): BiText => ({ zh, en });

/** A five-point scale, Poor to Excellent unless other ends are given. */
export const fivePoints = (low = bi('Poor', '差'), high = bi('Excellent', '优')): RatingScale => ({
  points: 5,
  low,
  high,
});

/** Options or matrix rows as [id, English, Chinese]. */
type Choice = readonly [id: string, en: string, zh: string];
const choices = (list: readonly Choice[]) => list.map(([id, en, zh]) => ({ id, text: bi(en, zh) }));
/** What a question may add to its kind's fields (required, show-if, a length limit). */
type Extra = Partial<Pick<Question, 'required' | 'showIf' | 'maxLength'>>;

/**
 * Questions of each kind on the shared model tests' `question` (not required unless `extra` says
 * so); ratings and matrices on fivePoints() unless given a scale.
 */
export const ask = {
  single: (id: string, title: BiText, options: readonly Choice[], extra: Extra = {}) =>
    question({ id, kind: 'single', title, options: choices(options), ...extra }),
  multiple: (id: string, title: BiText, options: readonly Choice[], extra: Extra = {}) =>
    question({ id, kind: 'multiple', title, options: choices(options), ...extra }),
  rating: (id: string, title: BiText, extra: Extra = {}, scale = fivePoints()) =>
    question({ id, kind: 'rating', title, scale, ...extra }),
  matrix: (id: string, title: BiText, rows: readonly Choice[], extra: Extra = {}, scale = fivePoints()) =>
    question({ id, kind: 'matrix', title, scale, rows: choices(rows), ...extra }),
  text: (id: string, title: BiText, extra: Extra = {}) => question({ id, kind: 'text', title, ...extra }),
};

export const HOUR = 3_600_000;

/** A questionnaire's dates: open from an hour ago for a week. */
export function openForAWeek(): { startTime: string; endTime: string } {
  const now = Date.now();
  return {
    startTime: new Date(now - HOUR).toISOString(),
    endTime: new Date(now + 7 * 24 * HOUR).toISOString(),
  };
}

/**
 * Adds a questionnaire as `admin` (open for a week unless `body` says otherwise), gives it
 * `audience` and starts collecting it (POST /aacsb/questionnaire/start fills the recipient rows).
 */
export async function publishTo(
  t: TestContext,
  admin: string,
  body: Record<string, unknown>,
  audience: Partial<Audience>,
): Promise<string> {
  const id = await add(t, admin, 'questionnaire', { ...openForAWeek(), ...body });
  await setAudienceDirectly(t, id, audience);
  await startCollecting(t, admin, id);
  return id;
}

/** Gives a questionnaire its audience (lists not named stay empty). */
export async function setAudienceDirectly(
  t: TestContext,
  id: string,
  audience: Partial<Audience>,
): Promise<void> {
  // Written directly: a shortcut past the engine's edit (the lifecycle tests go through it).
  const full: Audience = {
    roles: [],
    classIds: [],
    programmeIds: [],
    departIds: [],
    userIds: [],
    ...audience,
  };
  await t.database.db.update(questionnaireTable).set({ audience: full }).where(eq(questionnaireTable.id, id));
}

/** POST /aacsb/questionnaire/start as `token`, asserting it started. */
export async function startCollecting(t: TestContext, token: string, id: string): Promise<void> {
  const started = await t.api.post('/aacsb/questionnaire/start', { id }, { token });
  expect(started.status, started.body.message).toBe(200);
}

/** Submits answers as a respondent would (POST /aacsb/myQuestionnaire/submit), asserting it was taken. */
export async function submit(t: TestContext, token: string, id: string, answers: Answers): Promise<void> {
  const res = await t.api.post('/aacsb/myQuestionnaire/submit', { id, answers }, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/**
 * The start of a test school: the administrator's token, a tag that keeps its codes apart from
 * other schools' in the same database, its record ids by name (filled by the caller) and `put`,
 * which adds a record over HTTP as the administrator and gives its id.
 */
export async function startSchool(t: TestContext) {
  const admin = await t.tokenFor('admin');
  const tag = newId().slice(0, 5).toUpperCase();
  const ids: Record<string, string> = {};
  const put = (resource: string, body: Record<string, unknown>) => add(t, admin, resource, body);
  return { admin, tag, ids, put };
}

export interface TestAccount {
  id: string;
  username: string;
  realname: string;
  token: string;
}

/** An account (no role unless given, as students' accounts are) with its session token. */
export async function accountWithToken(
  t: TestContext,
  fields: { realname: string; username?: string; roles?: string[] },
): Promise<TestAccount> {
  const { realname, username, roles = [] } = fields;
  const user = await buildUser(t.database.db, { realname, roles, ...(username ? { username } : {}) });
  return { id: user.id, username: user.username, realname, token: await t.tokenFor(user.username) };
}
