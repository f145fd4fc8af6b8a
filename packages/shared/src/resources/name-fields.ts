import { L } from '../menu-kit.ts';
import type { FieldDef } from './types.ts';

/**
 * The bilingual name pair of records named in Chinese and English (plans, targets, spaces,
 * platforms). Not an area file: nothing here is registered as a resource.
 */
export const NAME_ZH: FieldDef = {
  key: 'nameZh',
  type: 'text',
  required: true,
  max: 300,
  filter: true,
  sortable: true,
  labels: L('中文名称', 'Chinese name', '中文名稱', 'Nome em chinês'),
};
export const NAME_EN: FieldDef = {
  key: 'nameEn',
  type: 'text',
  max: 500,
  filter: true,
  sortable: true,
  labels: L('英文名称', 'English name', '英文名稱', 'Nome em inglês'),
};
