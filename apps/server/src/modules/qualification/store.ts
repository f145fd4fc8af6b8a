import {
  DEFAULT_OUTPUT_MAPPING,
  DEFAULT_RULES,
  DEFAULT_THRESHOLDS,
  type OutputMapping,
  type ProductivityUnit,
  type RuleSet,
  type Thresholds,
} from '@accredit/shared/aacsb/index.ts';
import { asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { markTablesStale } from './freshness.ts';
import { qualificationRuleSet, qualificationSetting } from './schema.ts';

/**
 * The qualification settings row and the versioned rule sets. Both are created with the
 * DOMAIN.md defaults the first time they are read, so a fresh school has working tables.
 */

export interface QualificationSettings {
  unit: ProductivityUnit;
  thresholds: Thresholds;
  mapping: OutputMapping;
}

export async function readSettings(db: Executor): Promise<QualificationSettings> {
  const [row] = await db
    .select()
    .from(qualificationSetting)
    .orderBy(asc(qualificationSetting.createTime))
    .limit(1);
  if (row)
    return {
      unit: row.unit,
      thresholds: { ...DEFAULT_THRESHOLDS, ...row.thresholds },
      mapping: { ...DEFAULT_OUTPUT_MAPPING, ...row.mapping },
    };
  await db
    .insert(qualificationSetting)
    .values({ createBy: 'system', thresholds: DEFAULT_THRESHOLDS, mapping: DEFAULT_OUTPUT_MAPPING })
    .onConflictDoNothing();
  return { unit: 'credit_hours', thresholds: DEFAULT_THRESHOLDS, mapping: DEFAULT_OUTPUT_MAPPING };
}

export async function writeSettings(db: Executor, changes: Partial<QualificationSettings>, username: string) {
  await readSettings(db);
  const [row] = await db
    .select({ id: qualificationSetting.id })
    .from(qualificationSetting)
    .orderBy(asc(qualificationSetting.createTime))
    .limit(1);
  await db
    .update(qualificationSetting)
    .set({ ...changes, updateBy: username, updateTime: new Date() })
    .where(eq(qualificationSetting.id, row.id));
  await markTablesStale(db);
  return readSettings(db);
}

export interface RuleVersion {
  version: number;
  rules: RuleSet;
  note: string | null;
  createBy: string | null;
  createTime: Date;
}

/** The newest version; version 1 (the defaults) is stored on first use. */
export async function currentRules(db: Executor): Promise<RuleVersion> {
  const [row] = await db
    .select()
    .from(qualificationRuleSet)
    .orderBy(desc(qualificationRuleSet.version))
    .limit(1);
  if (row) return row;
  const [created] = await db
    .insert(qualificationRuleSet)
    .values({ version: 1, rules: DEFAULT_RULES, note: 'DOMAIN.md defaults', createBy: 'system' })
    .onConflictDoNothing()
    .returning();
  return created ?? (await currentRules(db));
}

export async function ruleVersions(db: Executor): Promise<RuleVersion[]> {
  await currentRules(db);
  return db.select().from(qualificationRuleSet).orderBy(desc(qualificationRuleSet.version));
}

/** A save never changes a version: it adds the next one. */
export async function saveRules(
  db: Executor,
  rules: RuleSet,
  note: string | null,
  username: string,
): Promise<RuleVersion> {
  const latest = await currentRules(db);
  const [row] = await db
    .insert(qualificationRuleSet)
    .values({ version: latest.version + 1, rules, note, createBy: username })
    .returning();
  await markTablesStale(db);
  return row;
}
