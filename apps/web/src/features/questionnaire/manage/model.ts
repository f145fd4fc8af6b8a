import {
  type Audience,
  allowedActions,
  QUESTIONNAIRE_STATUS,
  type QuestionnaireAction,
  type RateRow,
  zAudience,
} from '@accredit/shared';

/**
 * The pure rules of the questionnaires screen (no React, no i18n): which state actions a row
 * offers and the permission each needs, the audience as the form holds it, texts in the reader's
 * language, and the small figures the screen prints.
 */

/** Start and restart need questionnaire:enable; stop and end questionnaire:disable. */
export const ACTION_PERMISSION: Record<QuestionnaireAction, 'enable' | 'disable'> = {
  start: 'enable',
  restart: 'enable',
  stop: 'disable',
  end: 'disable',
};

/**
 * The state actions a row shows, in the state machine's order, limited to those the role may use.
 * A paused questionnaire may be started or restarted to the same effect (both go back to
 * Collecting and refill the audience): it offers Restart only, so that two buttons never do one
 * thing.
 */
export function rowActions(
  status: string,
  may: (right: 'enable' | 'disable') => boolean,
): QuestionnaireAction[] {
  const allowed = allowedActions(status);
  return allowed
    .filter((a) => !(a === 'start' && allowed.includes('restart')))
    .filter((a) => may(ACTION_PERMISSION[a]));
}

/** Actions that people notice at once (answering stops or starts) and so ask first. */
export function isClosing(action: QuestionnaireAction): boolean {
  return action === 'stop' || action === 'end';
}

export const EMPTY_AUDIENCE: Audience = {
  roles: [],
  classIds: [],
  programmeIds: [],
  departIds: [],
  userIds: [],
};

/** The keys of an audience, each one kind of choice, in the order the picker shows them. */
export const AUDIENCE_PARTS = ['roles', 'classIds', 'programmeIds', 'departIds', 'userIds'] as const;
export type AudiencePart = (typeof AUDIENCE_PARTS)[number];

/**
 * The audience as stored (an object, or its JSON text from an older client) read leniently: an
 * unreadable value is the empty audience, unknown keys are dropped, ids de-duplicated.
 */
export function parseAudience(value: unknown): Audience {
  let raw = value;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      return { ...EMPTY_AUDIENCE };
    }
  }
  const parsed = zAudience.safeParse(raw ?? {});
  if (!parsed.success) return { ...EMPTY_AUDIENCE };
  const out = { ...EMPTY_AUDIENCE };
  for (const part of AUDIENCE_PARTS) out[part] = [...new Set(parsed.data[part])];
  return out;
}

/** How many choices the audience holds (roles, classes, ... counted alike). */
export function audienceChoices(audience: Audience): number {
  return AUDIENCE_PARTS.reduce((sum, part) => sum + audience[part].length, 0);
}

/** A rate (already rounded by the server) as printed: "66.7%", or a dash for an empty audience. */
export function rateText(rate: number | null | undefined): string {
  return rate === null || rate === undefined ? '—' : `${rate}%`;
}

/** The progress bar's share (0..100) of a rate row. */
export function ratePercent(row: Pick<RateRow, 'rate'>): number {
  return row.rate === null ? 0 : Math.max(0, Math.min(100, row.rate));
}

/** Responses of a list row as "answered / reached". */
export function responsesText(record: Record<string, unknown>): string {
  const answered = Number(record.responseCount ?? 0) || 0;
  const reached = Number(record.audienceCount ?? 0) || 0;
  return `${answered} / ${reached}`;
}

/** A figure or a dash. */
export function figureText(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : String(value);
}

/** A change between two runs with its sign ("+0.25", "-1.1", "0"), or a dash. */
export function deltaText(delta: number | null | undefined): string {
  if (delta === null || delta === undefined) return '—';
  return delta > 0 ? `+${delta}` : String(delta);
}

/** Whether a change is up, down or none (for its colour). */
export function deltaTone(delta: number | null | undefined): 'up' | 'down' | 'none' {
  if (delta === null || delta === undefined || delta === 0) return 'none';
  return delta > 0 ? 'up' : 'down';
}

/** Questions may be edited only before the first publication, and only by a role that may edit. */
export function questionsLocked(status: unknown, mayEdit: boolean): boolean {
  return !mayEdit || String(status ?? QUESTIONNAIRE_STATUS.unpublished) !== QUESTIONNAIRE_STATUS.unpublished;
}

/** The texts a template gives a new questionnaire. */
export const TEMPLATE_TEXT_FIELDS = ['name', 'nameEn', 'category', 'description', 'descriptionEn'] as const;

/**
 * What picking a template fills in: each of its texts the form leaves blank (what the person typed
 * is kept). Only keys to change are returned.
 */
export function fillFromTemplate(
  values: Record<string, unknown>,
  template: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of TEMPLATE_TEXT_FIELDS) {
    const current = values[key];
    const blank = current === undefined || current === null || String(current).trim() === '';
    const given = template[key];
    if (blank && given !== undefined && given !== null && String(given).trim() !== '') out[key] = given;
  }
  return out;
}

/** A download's file name: the questionnaire's name (without characters file systems refuse), what it is, its extension. */
export function fileName(name: string, what: string, ext: 'xlsx' | 'docx'): string {
  const safe = name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'questionnaire';
  return `${safe}-${what}.${ext}`;
}
