import { CATEGORY_TREES, type CategoryNode, DICTIONARIES } from '@accredit/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../core/db.ts';
import { newId } from '../core/ids.ts';
import { sysCategory, sysDict, sysDictItem } from '../modules/system/schema.ts';

/**
 * Every enumeration and category tree of spec 001 section 9 (packages/shared/src/dicts.ts), in
 * every language. Idempotent: missing dictionaries, items and tree nodes are added; ones that
 * exist keep an administrator's edits.
 */
export async function seedDicts(db: Executor): Promise<void> {
  const dicts = await db.select({ id: sysDict.id, code: sysDict.dictCode }).from(sysDict);
  const dictIds = new Map(dicts.map((d) => [d.code, d.id]));
  for (const def of DICTIONARIES) {
    let dictId = dictIds.get(def.code);
    if (!dictId) {
      dictId = newId();
      await db.insert(sysDict).values({
        id: dictId,
        dictCode: def.code,
        dictName: def.name['zh-CN'],
        dictNameEn: def.name['en-US'],
        createBy: 'system',
      });
    }
    await db
      .insert(sysDictItem)
      .values(
        def.items.map((item, index) => ({
          dictId: dictId as string,
          itemValue: item.value,
          itemText: item.label['zh-CN'],
          itemTextEn: item.label['en-US'],
          itemTextTw: item.label['zh-TW'],
          itemTextPt: item.label['pt-BR'],
          sortOrder: index + 1,
          createBy: 'system',
        })),
      )
      .onConflictDoNothing();
  }
  for (const tree of CATEGORY_TREES) await seedCategoryTree(db, tree);
}

async function seedCategoryTree(db: Executor, tree: CategoryNode): Promise<void> {
  const existing = await db
    .select({ id: sysCategory.id, code: sysCategory.code })
    .from(sysCategory)
    .where(eq(sysCategory.treeCode, tree.code));
  const ids = new Map(existing.map((e) => [e.code, e.id]));
  const rows: (typeof sysCategory.$inferInsert)[] = [];
  const walk = (nodes: readonly CategoryNode[], parentId: string | null) => {
    nodes.forEach((node, index) => {
      let id = ids.get(node.code);
      if (!id) {
        id = newId();
        ids.set(node.code, id);
        rows.push({
          id,
          treeCode: tree.code,
          parentId,
          code: node.code,
          name: node.name['zh-CN'],
          nameEn: node.name['en-US'],
          nameTw: node.name['zh-TW'],
          namePt: node.name['pt-BR'],
          sortOrder: index + 1,
          createBy: 'system',
        });
      }
      if (node.children) walk(node.children, id);
    });
  };
  walk(tree.children ?? [], null);
  if (rows.length) await db.insert(sysCategory).values(rows);
}
