import { dictValueOf } from '../resources/dicts.ts';

/**
 * Entry types of the four formats to research-output types (dictionary `researchOutputType`:
 * 1 journal article, 3 conference paper, 4 conference presentation, 7 research report, 8 case,
 * 9 standard or policy, 10 patent, 11 monograph, 13 textbook). What has no counterpart
 * (theses, manuals, web pages) becomes a research report, the type the school reviews anyway.
 */
export const OUTPUT_TYPE = {
  journalArticle: 1,
  conferencePaper: 3,
  conferencePresentation: 4,
  researchReport: 7,
  case: 8,
  standardPolicy: 9,
  patent: 10,
  monograph: 11,
  textbook: 13,
} as const;

const T = OUTPUT_TYPE;

const BIBTEX: Record<string, number> = {
  article: T.journalArticle,
  inproceedings: T.conferencePaper,
  conference: T.conferencePaper,
  proceedings: T.conferencePaper,
  book: T.monograph,
  inbook: T.monograph,
  incollection: T.monograph,
  booklet: T.monograph,
  techreport: T.researchReport,
  report: T.researchReport,
  patent: T.patent,
  standard: T.standardPolicy,
  manual: T.researchReport,
  phdthesis: T.researchReport,
  mastersthesis: T.researchReport,
  thesis: T.researchReport,
  unpublished: T.researchReport,
};

const RIS: Record<string, number> = {
  JOUR: T.journalArticle,
  JFULL: T.journalArticle,
  EJOUR: T.journalArticle,
  MGZN: T.journalArticle,
  NEWS: T.journalArticle,
  CONF: T.conferencePaper,
  CPAPER: T.conferencePaper,
  SLIDE: T.conferencePresentation,
  BOOK: T.monograph,
  EBOOK: T.monograph,
  CHAP: T.monograph,
  ECHAP: T.monograph,
  EDBOOK: T.monograph,
  RPRT: T.researchReport,
  THES: T.researchReport,
  PAT: T.patent,
  STAND: T.standardPolicy,
  GOVDOC: T.standardPolicy,
  CASE: T.case,
};

/** EndNote reference types (as CNKI, Wanfang and EndNote write them) and Chinese type words. */
const ENDNOTE: Record<string, number> = {
  'journal article': T.journalArticle,
  'electronic article': T.journalArticle,
  'magazine article': T.journalArticle,
  'newspaper article': T.journalArticle,
  'conference proceedings': T.conferencePaper,
  'conference paper': T.conferencePaper,
  book: T.monograph,
  'edited book': T.monograph,
  'book section': T.monograph,
  'electronic book': T.monograph,
  report: T.researchReport,
  'government document': T.standardPolicy,
  thesis: T.researchReport,
  patent: T.patent,
  standard: T.standardPolicy,
  case: T.case,
  期刊: T.journalArticle,
  期刊论文: T.journalArticle,
  期刊文章: T.journalArticle,
  会议论文: T.conferencePaper,
  会议: T.conferencePaper,
  会议报告: T.conferencePresentation,
  专著: T.monograph,
  图书: T.monograph,
  著作: T.monograph,
  报告: T.researchReport,
  研究报告: T.researchReport,
  学位论文: T.researchReport,
  专利: T.patent,
  标准: T.standardPolicy,
  政策: T.standardPolicy,
  案例: T.case,
  教材: T.textbook,
  textbook: T.textbook,
};

/** BibTeX `misc` (and unknown types): a journal makes it an article, a book title a paper. */
export function bibtexOutputType(type: string, fields: { journal?: string; booktitle?: string }): number {
  const t = type.toLowerCase();
  if (BIBTEX[t]) return BIBTEX[t];
  if (fields.journal) return T.journalArticle;
  if (fields.booktitle) return T.conferencePaper;
  return T.researchReport;
}

export function risOutputType(type: string): number {
  return RIS[type.trim().toUpperCase()] ?? T.researchReport;
}

export function endnoteOutputType(type: string): number {
  return ENDNOTE[type.trim().toLowerCase()] ?? T.researchReport;
}

/** CSV type cells: a code 1-13, its label in any language, or any type word of the other formats. */
export function csvOutputType(type: string): number {
  const t = type.trim();
  const n = Number(t);
  if (Number.isInteger(n) && n >= 1 && n <= 13) return n;
  const label = dictValueOf('researchOutputType', t);
  if (label) return Number(label);
  return BIBTEX[t.toLowerCase()] ?? RIS[t.toUpperCase()] ?? ENDNOTE[t.toLowerCase()] ?? T.journalArticle;
}
