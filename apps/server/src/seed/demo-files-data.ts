import { AACSB_STANDARDS, emptyAccess, type FolderAccess } from '@accredit/shared';
import type { DemoFacts } from './demo-files-docs.ts';
import type { DocBody } from './demo-files-docx.ts';

/**
 * The demo school's shared folders (issue 20 item 4), as plain data: an "AACSB evidence" folder
 * with one folder per standard (two or three documents each, tagged to it, some to EQUIS and AMBA
 * too), a folder only programme heads may open, an expert room, and a folder students upload into.
 * The files themselves are in demo-files-list.ts: Word documents written at seed time
 * (demo-files-docs*.ts) and PDFs in assets/, made with LibreOffice from the HTML in
 * assets/pdf-src (fonts-wqy-microhei embeds the Chinese glyphs):
 *   soffice --headless --infilter="HTML (StarWriter)" --convert-to pdf:writer_pdf_Export --outdir .. *.html
 * demo-files.ts stores them through the storage layer like uploads.
 */

export interface DemoFolder {
  key: string;
  parent: string | null;
  name: string;
  description: string;
  createBy: string;
  expertVisible?: boolean;
  studentUpload?: boolean;
  access?: FolderAccess;
}

export type DemoSource = { pdf: string } | { docx: (facts: DemoFacts) => DocBody };

export interface DemoVersion {
  fileName: string;
  source: DemoSource;
  createBy: string;
  /** ISO date, or LAST_SCHOOL_YEAR_END for documents about the demo's assessed years (they move with the clock). */
  date: string;
  note: string;
}

export interface DemoFile {
  key: string;
  folder: string;
  description: string;
  /** accreditationStandard codes in dictionary order (AACSB, then EQUIS, then AMBA). */
  standards: string[];
  /** Oldest first; the last is the current version. */
  versions: DemoVersion[];
}

/** Programme heads (role 3) only; administrators see every folder anyway. */
export const PROGRAMME_HEADS_ONLY: FolderAccess = { ...emptyAccess(), restricted: true, roles: ['3'] };
/** Anyone may read the expert room; only unit administrators (role 2) put files in it. */
export const UNIT_ADMINS_UPLOAD: FolderAccess = {
  ...emptyAccess(),
  uploadRestricted: true,
  uploadRoles: ['2'],
};

/** "标准5 学习成效评估 · Standard 5 Assurance of Learning", from the dictionary's own labels. */
function standardFolderName(code: string): string {
  const node = AACSB_STANDARDS.children?.find((c) => c.code === code);
  if (!node) throw new Error(`No AACSB standard ${code}`);
  return `${node.name['zh-CN'].replace('：', ' ')} · ${node.name['en-US'].replace(':', '')}`;
}

const STANDARD_CODES = Array.from({ length: 9 }, (_, i) => `AACSB-${i + 1}`);

export const DEMO_FOLDERS: DemoFolder[] = [
  {
    key: 'aacsb',
    parent: null,
    name: 'AACSB 认证证据 · AACSB Evidence',
    description:
      '按AACSB 2020标准整理的认证证据，每个标准一个文件夹。Evidence for the AACSB 2020 standards, one folder per standard.',
    createBy: 'unitadmin',
  },
  ...STANDARD_CODES.map(
    (code): DemoFolder => ({
      key: code,
      parent: 'aacsb',
      name: standardFolderName(code),
      description: `${code.replace('AACSB-', 'AACSB标准')}的证据，文件已标注该标准。Evidence for AACSB Standard ${code.slice(6)}, tagged ${code}.`,
      createBy: 'unitadmin',
    }),
  ),
  {
    key: 'drafts',
    parent: null,
    name: '专业评估草稿 · Programme review drafts',
    description: '仅专业负责人可见的内部讨论稿。Internal drafts that only programme heads may open.',
    createBy: 'progadmin',
    access: PROGRAMME_HEADS_ONLY,
  },
  {
    key: 'experts',
    parent: null,
    name: '专家资料室 · Expert room',
    description:
      '供评审专家查阅的自评报告与关键数据。What the peer review team reads: the self-evaluation and key figures.',
    createBy: 'unitadmin',
    expertVisible: true,
    access: UNIT_ADMINS_UPLOAD,
  },
  {
    key: 'students',
    parent: null,
    name: '学生作品样本 · Student work samples',
    description:
      '学生上传课程作业样本（案例分析、创业计划），用于学习成效评估抽样。Students upload coursework samples (case analyses, business plans) for assurance-of-learning sampling.',
    createBy: 'progadmin',
    studentUpload: true,
  },
];

/** The last day before the demo's current school year (demo-curriculum-people.ts): always in the past. */
export const LAST_SCHOOL_YEAR_END = 'last-school-year-end';
