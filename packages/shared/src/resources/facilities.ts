import { L } from '../menu-kit.ts';
import { NAME_EN, NAME_ZH } from './name-fields.ts';
import { defineResource, type FieldDef } from './types.ts';

/**
 * Physical, virtual and financial resources (AACSB Standard 2; issue 19 item 5): spaces with their
 * capacity and equipment, platforms and licences with their users, and budget lines by year
 * (income and expenditure categories). Every export is a resource (registry.ts).
 */

const names: FieldDef[] = [NAME_ZH, NAME_EN];
const year: FieldDef = {
  key: 'year',
  type: 'year',
  required: true,
  filter: true,
  sortable: true,
  labels: L('年度', 'Year', '年度', 'Ano'),
};
const remark: FieldDef = {
  key: 'remark',
  type: 'longText',
  max: 2000,
  labels: L('备注', 'Remarks', '備註', 'Observações'),
};

export const physicalResource = defineResource({
  name: 'physicalResource',
  table: 'physical_resource',
  labels: L('物质资源', 'Physical resource', '實體資源', 'Recurso físico'),
  title: ['nameZh', 'nameEn'],
  fields: [
    ...names,
    {
      key: 'category',
      type: 'dict',
      dict: 'physicalCategory',
      required: true,
      filter: true,
      sortable: true,
      labels: L('类别', 'Type', '類別', 'Tipo'),
    },
    {
      key: 'location',
      type: 'text',
      max: 200,
      filter: true,
      labels: L('位置', 'Location', '位置', 'Localização'),
    },
    {
      key: 'quantity',
      type: 'integer',
      min: 0,
      max: 100000,
      sortable: true,
      labels: L('数量（间）', 'Rooms', '數量（間）', 'Salas'),
    },
    {
      key: 'capacity',
      type: 'integer',
      min: 0,
      max: 1000000,
      sortable: true,
      labels: L('座位数（合计）', 'Seats (in all)', '座位數（合計）', 'Lugares (total)'),
    },
    {
      key: 'area',
      type: 'number',
      min: 0,
      max: 10000000,
      sortable: true,
      labels: L('面积（平方米）', 'Area (m²)', '面積（平方公尺）', 'Área (m²)'),
    },
    {
      key: 'equipment',
      type: 'longText',
      max: 4000,
      labels: L('主要设备', 'Equipment', '主要設備', 'Equipamentos'),
    },
    year,
    remark,
  ],
  defaultSort: { field: 'year', order: 'desc' },
});

export const virtualResource = defineResource({
  name: 'virtualResource',
  table: 'virtual_resource',
  labels: L('虚拟资源', 'Virtual resource', '虛擬資源', 'Recurso virtual'),
  title: ['nameZh', 'nameEn'],
  fields: [
    ...names,
    {
      key: 'category',
      type: 'dict',
      dict: 'virtualCategory',
      required: true,
      filter: true,
      sortable: true,
      labels: L('类别', 'Type', '類別', 'Tipo'),
    },
    {
      key: 'provider',
      type: 'text',
      max: 200,
      filter: true,
      labels: L('供应商', 'Provider', '供應商', 'Fornecedor'),
    },
    {
      key: 'url',
      type: 'text',
      max: 500,
      format: 'url',
      labels: L('网址', 'Address', '網址', 'Endereço'),
    },
    {
      key: 'licences',
      type: 'integer',
      min: 0,
      max: 10000000,
      sortable: true,
      labels: L('许可数', 'Licences', '授權數', 'Licenças'),
    },
    {
      key: 'users',
      type: 'integer',
      min: 0,
      max: 10000000,
      sortable: true,
      labels: L('使用人数', 'Users', '使用人數', 'Usuários'),
    },
    {
      key: 'annualCost',
      type: 'number',
      min: 0,
      sortable: true,
      labels: L('年费用（万元）', 'Annual cost (10,000 CNY)', '年費用（萬元）', 'Custo anual (10.000 CNY)'),
    },
    {
      key: 'expiryDate',
      type: 'date',
      filter: true,
      sortable: true,
      labels: L('到期日期', 'Expires on', '到期日期', 'Vence em'),
    },
    year,
    remark,
  ],
  defaultSort: { field: 'year', order: 'desc' },
});

/** A budget line: one year's income or expenditure in one category. */
export const financialResource = defineResource({
  name: 'financialResource',
  table: 'financial_resource',
  labels: L('财务资源', 'Budget line', '財務資源', 'Linha orçamentária'),
  title: ['year', 'category'],
  uniqueTogether: [['year', 'category']],
  fields: [
    year,
    {
      key: 'kind',
      type: 'dict',
      dict: 'budgetKind',
      required: true,
      filter: true,
      sortable: true,
      labels: L('收支类型', 'Income or expenditure', '收支類型', 'Receita ou despesa'),
    },
    {
      key: 'category',
      type: 'dict',
      dict: 'budgetCategory',
      required: true,
      filter: true,
      sortable: true,
      labels: L('科目', 'Category', '科目', 'Categoria'),
    },
    {
      key: 'amount',
      type: 'number',
      required: true,
      min: 0,
      max: 100000000,
      sortable: true,
      labels: L('金额（万元）', 'Amount (10,000 CNY)', '金額（萬元）', 'Valor (10.000 CNY)'),
    },
    remark,
  ],
  defaultSort: { field: 'year', order: 'desc' },
});
