import type { FieldDef, ResourceDef } from '@accredit/shared';
import { Form } from 'antd';
import { TranslateDraft } from '../features/ai/TranslateDraft.tsx';

export interface BilingualTwin {
  /** The other language's field of the same thing (titleZh <-> titleEn). */
  twin: string;
  from: 'zh' | 'en';
}

/** Bilingual text fields come in pairs named `<name>Zh` and `<name>En` in a definition. */
export function bilingualTwin(def: ResourceDef, field: FieldDef): BilingualTwin | null {
  const match = /^(.+)(Zh|En)$/.exec(field.key);
  if (!match || (field.type !== 'text' && field.type !== 'longText')) return null;
  const twin = `${match[1]}${match[2] === 'Zh' ? 'En' : 'Zh'}`;
  if (!def.fields.some((f) => f.key === twin)) return null;
  return { twin, from: match[2] === 'Zh' ? 'zh' : 'en' };
}

/**
 * Under a bilingual field: a draft translation of what is typed, for the person to accept into
 * the twin field (shown only where the AI consultant is available).
 */
export function BilingualDraft({ field, twin, from }: BilingualTwin & { field: string }) {
  const form = Form.useFormInstance();
  const source = Form.useWatch(field, form) as string | undefined;
  return <TranslateDraft source={source} from={from} onAccept={(text) => form.setFieldValue(twin, text)} />;
}
