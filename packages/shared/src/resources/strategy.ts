import { L } from '../menu-kit.ts';
import { defineResource } from './types.ts';

/**
 * Strategic planning (spec 001: supportMaterials add, edit, list, delete, deleteBatch). This
 * definition is the whole of the resource: its labels live here, its menu entry and permission
 * codes were already in the product's menu and matrix, and its table comes from `db:generate`.
 */
export const supportMaterials = defineResource({
  name: 'supportMaterials',
  table: 'support_materials',
  labels: L('支撑材料', 'Supporting documents', '支撐材料', 'Documentos de apoio'),
  attachments: [{ kind: 'support' }],
  fields: [
    {
      key: 'titleZh',
      type: 'text',
      required: true,
      max: 200,
      filter: true,
      sortable: true,
      labels: L('中文名称', 'Chinese title', '中文名稱', 'Título em chinês'),
    },
    {
      key: 'titleEn',
      type: 'text',
      max: 300,
      filter: true,
      sortable: true,
      labels: L('英文名称', 'English title', '英文名稱', 'Título em inglês'),
    },
    {
      key: 'accreditationType',
      type: 'dict',
      dict: 'accreditationType',
      required: true,
      filter: true,
      labels: L('认证类型', 'Accreditation', '認證類型', 'Acreditação'),
    },
    {
      key: 'standard',
      type: 'text',
      max: 100,
      filter: true,
      labels: L('对应标准', 'Standard', '對應標準', 'Padrão'),
    },
    {
      key: 'year',
      type: 'year',
      filter: true,
      sortable: true,
      labels: L('年度', 'Year', '年度', 'Ano'),
    },
    {
      key: 'description',
      type: 'longText',
      max: 5000,
      labels: L('说明', 'Description', '說明', 'Descrição'),
    },
  ],
  defaultSort: { field: 'year', order: 'desc' },
});
