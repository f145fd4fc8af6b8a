import { customizableResources, RESOURCE, ROLE } from '@accredit/shared';
import { eq, inArray } from 'drizzle-orm';
import type { HookContext, ResourceHooks } from '../../crud/hooks.ts';
import type { Row } from '../../crud/present.ts';
import { resourceTable } from '../../crud/table.ts';

/**
 * Rules of the first resources that a definition cannot say: which modules take custom fields,
 * and which teacher fields a teacher must fill in (teacher field requirements).
 */
export const moduleFieldHooks: ResourceHooks = {
  beforeWrite(_ctx, values, existing): Record<string, string> {
    const merged = { ...existing, ...values };
    const module = merged.module;
    if (typeof module === 'string' && !customizableResources().some((r) => r.name === module))
      return { module: 'crud.validation.option' };
    if (merged.fieldType === 'dict' && !merged.dictCode) return { dictCode: 'crud.validation.required' };
    return {};
  },
  /** A removed field takes its values with it. */
  async beforeDelete(ctx, rows) {
    const values = resourceTable(RESOURCE.moduleFieldValue);
    await ctx.tx.delete(values).where(
      inArray(
        values.fieldId,
        rows.map((r) => String(r.id)),
      ),
    );
  },
};

async function fieldsTeachersMustFill(ctx: HookContext): Promise<string[]> {
  const t = resourceTable(RESOURCE.teacherFieldRequirement);
  const rows = (await ctx.tx.select().from(t).where(eq(t.required, true))) as Row[];
  return rows.map((r) => String(r.fieldKey));
}

/** A teacher (current role 4) saving a teacher record must fill the fields the school requires. */
export const teacherHooks: ResourceHooks = {
  async beforeWrite(ctx, values, existing) {
    if (ctx.auth.roleCode !== ROLE.teacher) return {};
    const problems: Record<string, string> = {};
    for (const key of await fieldsTeachersMustFill(ctx)) {
      if (!RESOURCE.teacher.fields.some((f) => f.key === key)) continue;
      const value = key in values ? values[key] : existing?.[key];
      if (value === null || value === undefined || value === '') problems[key] = 'crud.validation.required';
    }
    return problems;
  },
};

export const teacherFieldRequirementHooks: ResourceHooks = {
  beforeWrite(_ctx, values): Record<string, string> {
    const key = values.fieldKey;
    if (typeof key === 'string' && !RESOURCE.teacher.fields.some((f) => f.key === key))
      return { fieldKey: 'crud.validation.option' };
    return {};
  },
};
