import { L } from '../menu-kit.ts';
import { defineResource } from './types.ts';

/**
 * File sharing (spec 001: `fileSharing` add, batchAdd, edit, list, listPath, queryById, delete,
 * deleteBatch; `fileInfo` add, addBatch, edit, list, deleteBatch; issue 20). `fileSharing` is a
 * folder of the shared tree, `fileInfo` a file in it (its current version; older versions are kept
 * in `file_version`). Both use the `fileSharing` permission codes; on top of them each folder's
 * `access` says who may see it and who may upload into it (files/acl.ts), enforced on every call.
 * Every export is a resource (registry.ts).
 */

export const fileSharing = defineResource({
  name: 'fileSharing',
  table: 'file_sharing',
  labels: L('文件夹', 'Folder', '資料夾', 'Pasta'),
  permission: 'fileSharing',
  title: ['name'],
  defaultSort: { field: 'name', order: 'asc' },
  fields: [
    {
      key: 'name',
      type: 'text',
      required: true,
      max: 100,
      filter: true,
      sortable: true,
      labels: L('名称', 'Name', '名稱', 'Nome'),
    },
    {
      key: 'parentId',
      type: 'ref',
      ref: 'fileSharing',
      filter: true,
      labels: L('上级文件夹', 'Parent folder', '上級資料夾', 'Pasta superior'),
    },
    {
      key: 'description',
      type: 'longText',
      max: 2000,
      labels: L('说明', 'Description', '說明', 'Descrição'),
    },
    {
      key: 'expertVisible',
      type: 'boolean',
      filter: true,
      labels: L('专家可见', 'Visible to experts', '專家可見', 'Visível para especialistas'),
    },
    {
      key: 'studentUpload',
      type: 'boolean',
      filter: true,
      labels: L('学生可上传', 'Students may upload', '學生可上傳', 'Estudantes podem enviar'),
    },
    {
      // Who may see and who may upload (FolderAccess in files/acl.ts); edited in the folder's
      // permissions dialog, checked by the folder hook.
      key: 'access',
      type: 'json',
      jsonObject: true,
      labels: L('权限', 'Permissions', '權限', 'Permissões'),
    },
    {
      key: 'sortNo',
      type: 'integer',
      min: 0,
      max: 100000,
      sortable: true,
      labels: L('排序', 'Order', '排序', 'Ordem'),
    },
  ],
});

export const fileInfo = defineResource({
  name: 'fileInfo',
  table: 'file_info',
  labels: L('文件', 'File', '檔案', 'Arquivo'),
  permission: 'fileSharing',
  title: ['fileName'],
  defaultSort: { field: 'fileName', order: 'asc' },
  fields: [
    {
      key: 'folderId',
      type: 'ref',
      ref: 'fileSharing',
      required: true,
      filter: true,
      labels: L('文件夹', 'Folder', '資料夾', 'Pasta'),
    },
    {
      key: 'fileName',
      type: 'text',
      required: true,
      max: 200,
      filter: true,
      sortable: true,
      labels: L('文件名', 'File name', '檔案名稱', 'Nome do arquivo'),
    },
    {
      // The current version's address (/obe/file/<id>); set by add, addBatch, a new version or a restore.
      key: 'url',
      type: 'text',
      required: true,
      max: 100,
      list: false,
      labels: L('文件地址', 'File address', '檔案位址', 'Endereço do arquivo'),
    },
    {
      key: 'mime',
      type: 'text',
      readOnly: true,
      list: false,
      labels: L('类型', 'Type', '類型', 'Tipo'),
    },
    {
      key: 'size',
      type: 'integer',
      readOnly: true,
      sortable: true,
      labels: L('大小（字节）', 'Size (bytes)', '大小（位元組）', 'Tamanho (bytes)'),
    },
    {
      key: 'version',
      type: 'integer',
      readOnly: true,
      labels: L('版本', 'Version', '版本', 'Versão'),
    },
    {
      key: 'textStatus',
      type: 'dict',
      dict: 'fileTextStatus',
      readOnly: true,
      filter: true,
      labels: L('全文索引', 'Text indexed', '全文索引', 'Texto indexado'),
    },
    {
      key: 'standards',
      type: 'dict',
      dict: 'accreditationStandard',
      multiple: true,
      filter: true,
      labels: L('认证标准', 'Standards', '認證標準', 'Padrões'),
    },
    {
      key: 'description',
      type: 'longText',
      max: 2000,
      labels: L('说明', 'Description', '說明', 'Descrição'),
    },
  ],
});
