import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  decodeCapture,
  decodeLatex,
  detectFormat,
  normaliseDoi,
  parseCapture,
  parseName,
  splitAuthorList,
} from './index.ts';
import { authorKey, matchesInitials, nameKey } from './names.ts';

/** Parsers over the hand-written sample exports beside the server's capture module. */
const FIXTURES = join(import.meta.dirname, '../../../../apps/server/src/modules/faculty-io/fixtures');
const fixture = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');
const fixtureBytes = (name: string) => new Uint8Array(readFileSync(join(FIXTURES, name)));

describe('LaTeX in BibTeX values', () => {
  it.each([
    ['M{\\"u}ller', 'Müller'],
    ["Garc{\\'\\i}a", 'García'],
    ["Caf\\'{e}", 'Café'],
    ["{\\v{S}}imon, Ji{\\v{r}}{\\'\\i}", 'Šimon, Jiří'],
    ['{\\O}rsted', 'Ørsted'],
    ['Stra\\ss e', 'Straße'],
    ['{\\c c}a va', 'ça va'],
    ['R\\&D and 50\\% of \\$1', 'R&D and 50% of $1'],
    ['{SME} Performance: {C}hina', 'SME Performance: China'],
    ['Teaching with \\emph{Live} Companies', 'Teaching with Live Companies'],
    ['113--127', '113–127'],
  ])('%s -> %s', (input, expected) => {
    expect(decodeLatex(input)).toBe(expected);
  });
});

describe('author names', () => {
  it('splits lists joined by and, semicolons (half and full width) and Chinese commas', () => {
    expect(splitAuthorList('Zhang, Wei and M\u00fcller, Hans and others')).toEqual([
      'Zhang, Wei',
      'Müller, Hans',
    ]);
    expect(splitAuthorList('张伟;李娜;王芳;')).toEqual(['张伟', '李娜', '王芳']);
    expect(splitAuthorList('周静；陈杰')).toEqual(['周静', '陈杰']);
    expect(splitAuthorList('张伟、李娜')).toEqual(['张伟', '李娜']);
    expect(splitAuthorList('Zhang Wei; Li Na')).toEqual(['Zhang Wei', 'Li Na']);
  });

  it('reads Last, First; First Last; capitalised family names; particles', () => {
    expect(parseName('Zhang, Wei')).toMatchObject({ family: 'Zhang', given: 'Wei', han: false });
    expect(parseName('John A. Smith')).toMatchObject({ family: 'Smith', given: 'John A.' });
    expect(parseName('ZHANG Wei')).toMatchObject({ family: 'Zhang', given: 'Wei', name: 'Zhang, Wei' });
    expect(parseName('Ludwig van Beethoven')).toMatchObject({ family: 'van Beethoven', given: 'Ludwig' });
  });

  it('splits Chinese names without spaces, with compound surnames', () => {
    expect(parseName('张伟')).toMatchObject({ family: '张', given: '伟', han: true, name: '张伟' });
    expect(parseName('欧阳娜')).toMatchObject({ family: '欧阳', given: '娜' });
    expect(parseName('周, 静')).toMatchObject({ name: '周静', family: '周', given: '静' });
  });

  it('gives one key whatever the order, case or accents', () => {
    const keys = ['Zhang, Wei', 'Wei Zhang', 'ZHANG Wei', 'zhang wei'].map(
      (n) => authorKey(parseName(n)).key,
    );
    expect(new Set(keys).size).toBe(1);
    expect(authorKey(parseName('Müller, Hans')).key).toBe(nameKey('Hans Muller'));
    expect(authorKey(parseName('Zhang, W.'))).toEqual({ key: 'w zhang', initials: true });
    expect(matchesInitials(parseName('Zhang, W.'), 'Wei Zhang')).toBe(true);
    expect(matchesInitials(parseName('Zhang, W.'), 'Zhang Min')).toBe(false);
  });
});

describe('format detection', () => {
  it('detects each format by content', () => {
    expect(detectFormat(fixture('publications.bib'))).toBe('bibtex');
    expect(detectFormat(fixture('publisher.ris'))).toBe('ris');
    expect(detectFormat(fixture('cnki-endnote.txt'))).toBe('endnote');
    expect(detectFormat(fixture('wanfang.enw'))).toBe('endnote');
    expect(detectFormat(fixture('publications.csv'))).toBe('csv');
    expect(detectFormat('just some words')).toBeNull();
  });
});

describe('BibTeX', () => {
  const { entries, problems, format } = parseCapture(fixture('publications.bib'));
  const byTitle = (part: string) =>
    entries.find((e) => (e.titleEn ?? '').includes(part) || (e.titleZh ?? '').includes(part));

  it('reads every entry, macros and comments aside', () => {
    expect(format).toBe('bibtex');
    expect(problems).toEqual([]);
    expect(entries).toHaveLength(9);
  });

  it('maps entry types to research-output types', () => {
    expect(entries.map((e) => [e.sourceType, e.outputType])).toEqual([
      ['article', 1],
      ['article', 1],
      ['inproceedings', 3],
      ['article', 1],
      ['article', 1],
      ['book', 11],
      ['techreport', 7],
      ['patent', 10],
      ['misc', 7],
    ]);
  });

  it('decodes braces and accents, macros and months', () => {
    const first = entries[0];
    expect(first.titleEn).toBe('Digital Transformation and SME Performance: Evidence from China');
    expect(first.titleZh).toBeNull();
    expect(first.authors.map((a) => a.name)).toEqual(['Zhang, Wei', 'Müller, Hans', 'García, María']);
    expect(first.venueName).toBe('Journal of Business Research');
    expect(first.publishDate).toBe('2023-03-01');
    expect(first.pages).toBe('113-127');
    expect(first.keywords).toBe('digital transformation; SMEs; firm performance');
    expect(first.abstract).toContain('4,312 firms');
    expect(byTitle('Platform')?.titleEn).toContain('R&D-Intensive');
    expect(byTitle('Platform')?.doi).toBe('10.1287/mnsc.2021.4203');
    expect(byTitle('Carbon')?.authors.map((a) => a.name)).toEqual([
      'Smith, John A.',
      "O'Brien, Siobhán",
      'Ørsted, Lars',
    ]);
    expect(byTitle('Carbon')?.publishDate).toBe('2024-06-01');
  });

  it('keeps a Chinese title and its English translation, and Chinese authors', () => {
    const esg = byTitle('融资成本');
    expect(esg?.titleZh).toBe('环境、社会与治理信息披露对企业融资成本的影响');
    expect(esg?.titleEn).toBe('The Effect of ESG Disclosure on the Cost of Financing');
    expect(esg?.authors.map((a) => a.name)).toEqual(['周静', '张伟']);
    expect(esg?.venueName).toBe('管理世界');
    const book = byTitle('企业战略');
    expect(book?.authors[0]).toMatchObject({ family: '欧阳', given: '娜' });
    expect(book?.isbn).toBe('978-7-301-30512-6');
  });

  it('reads a patent number and keeps the duplicate for the preview to flag', () => {
    expect(byTitle('图神经网络')?.patentNumber).toBe('CN114357321A');
    expect(byTitle('图神经网络')?.issue).toBeNull();
    expect(entries[3].doi).toBe(entries[0].doi);
  });

  it('reports an unreadable entry by line and reads the rest', () => {
    const broken = parseCapture(
      '@article{a, title = {Open {brace}\n\n@article{b, title={Fine}, year={2020}}',
    );
    expect(broken.entries.map((e) => e.titleEn)).toEqual(['Fine']);
    expect(broken.problems).toEqual([{ line: 1, key: 'facultyio.capture.problems.unreadable' }]);
  });
});

describe('EndNote tagged text (CNKI, Wanfang)', () => {
  it('reads a CNKI export: semicolon authors, wrapped abstract, translated title', () => {
    const { entries, format } = parseCapture(fixture('cnki-endnote.txt'));
    expect(format).toBe('endnote');
    expect(entries).toHaveLength(5);
    const [first, second, conf, dup, thesis] = entries;
    expect(first.authors.map((a) => a.name)).toEqual(['张伟', '李娜', '王芳']);
    expect(first.titleZh).toBe('数字普惠金融、融资约束与中小企业创新');
    expect(first.titleEn).toBe('Digital Inclusive Finance, Financing Constraints and SME Innovation');
    expect(first).toMatchObject({
      venueName: '经济研究',
      year: 2021,
      volume: '56',
      issue: '04',
      pages: '112-128',
    });
    expect(first.abstract).toContain('更为明显');
    expect(first.keywords).toBe('数字普惠金融; 融资约束; 企业创新');
    expect(first.isbn).toBeNull(); // an ISSN is not an ISBN
    expect(second.titleEn).toBeNull();
    expect(conf).toMatchObject({
      outputType: 3,
      venueName: '第十二届中国商科教育年会论文集',
      publishDate: '2023-11-18',
    });
    expect(conf.authors.map((a) => a.name)).toEqual(['王芳', '陈杰']);
    expect(dup.titleZh).toBe(first.titleZh);
    expect(thesis.outputType).toBe(7);
  });

  it('reads a Wanfang export with a DOI and a patent', () => {
    const { entries } = parseCapture(fixture('wanfang.enw'));
    expect(entries[0]).toMatchObject({
      outputType: 1,
      doi: '10.3969/j.issn.1008-3448.2020.03.009',
      publishDate: '2020-06-15',
      titleEn: "Executives' Overseas Experience and Internationalization Performance",
    });
    expect(entries[0].authors.map((a) => a.family)).toEqual(['陈', '欧阳']);
    expect(entries[1]).toMatchObject({ outputType: 10, patentNumber: 'CN113379042B', issue: null });
  });
});

describe('RIS', () => {
  it('reads a publisher export: repeated tags, start and end pages, dates', () => {
    const { entries, format } = parseCapture(fixture('publisher.ris'));
    expect(format).toBe('ris');
    expect(entries.map((e) => e.outputType)).toEqual([1, 11, 3]);
    const [article, chapter, conf] = entries;
    expect(article.authors.map((a) => a.name)).toEqual(['Li, Na', 'Smith, John A.', 'Zhou, Jing']);
    expect(article).toMatchObject({
      doi: '10.1016/j.jcorpfin.2023.102385',
      publishDate: '2023-04-01',
      pages: '102385',
      keywords: 'Board diversity; Innovation; Corporate governance',
    });
    expect(article.abstract).toContain('patent output');
    expect(chapter).toMatchObject({
      pages: '233-256',
      isbn: '978-3-030-91234-5',
      venueName: 'Handbook of Sustainable Operations',
    });
    expect(conf).toMatchObject({ year: 2024, publishDate: '2024-01-01', issue: '1' });
  });
});

describe('CSV', () => {
  it('reads quoted cells, Chinese and English headers and type words', () => {
    const { entries, format } = parseCapture(fixture('publications.csv'));
    expect(format).toBe('csv');
    expect(entries.map((e) => e.outputType)).toEqual([1, 1, 11, 8]);
    expect(entries[0].titleEn).toBe('Employee Stock Ownership Plans and Corporate Innovation, Revisited');
    // "Zhang Wei" could be either order; the matching key does not care.
    expect(entries[0].authors.map((a) => authorKey(a).key)).toEqual([nameKey('Wei Zhang'), nameKey('Na Li')]);
    expect(entries[1]).toMatchObject({
      titleZh: '绿色信贷政策与企业环境绩效',
      titleEn: 'Green Credit Policy and Corporate Environmental Performance',
      pages: '80-97',
      issue: '5',
    });
    expect(entries[1].authors.map((a) => a.name)).toEqual(['周静', '陈杰']);
  });

  it('reads Chinese headers and semicolon separators', () => {
    const text = '题名;作者;期刊;年份\n"案例教学研究";张伟;管理案例研究与评论;2020\n';
    const { entries } = parseCapture(text);
    expect(entries[0]).toMatchObject({
      titleZh: '案例教学研究',
      venueName: '管理案例研究与评论',
      year: 2020,
    });
  });
});

describe('DOIs', () => {
  it('normalises prefixes and case', () => {
    expect(normaliseDoi('https://doi.org/10.1016/J.JBUSRES.2023.113642')).toBe(
      '10.1016/j.jbusres.2023.113642',
    );
    expect(normaliseDoi('doi:10.1287/mnsc.2021.4203.')).toBe('10.1287/mnsc.2021.4203');
    expect(normaliseDoi('n/a')).toBeNull();
  });
});

describe('file encodings', () => {
  const utf8 = fixture('cnki-endnote.txt');

  it('reads a GBK export of CNKI, characters outside GB2312 included', () => {
    const decoded = decodeCapture(fixtureBytes('cnki-gbk.txt'));
    expect(decoded?.encoding).toBe('gb18030');
    const { entries } = parseCapture(decoded?.text ?? '');
    expect(entries.map((e) => e.titleZh)).toEqual([
      '绿色信贷政策、融资约束与重污染企业投资——基于《绿色信贷指引》的准自然实验',
      '粤港澳大湾区跨境金融服务发展报告（2023）',
      '管理会计信息化对企业价值的影响：来自制造业上市公司的证据',
    ]);
    // 喆 is a GBK character (0x86B4) that GB2312 lacks.
    expect(entries[0].authors.map((a) => a.name)).toEqual(['张伟', '李娜', '刘喆']);
    expect(entries[1]).toMatchObject({ outputType: 7, publisher: '广东省地方金融监督管理局' });
  });

  it('reads UTF-8 with and without a BOM, and UTF-16 with a BOM or without one', () => {
    const bytes = Buffer.from(utf8, 'utf8');
    const le = Buffer.from(`\uFEFF${utf8}`, 'utf16le');
    const be = Buffer.from(le).swap16();
    const bomless = Buffer.from(utf8, 'utf16le');
    for (const [input, encoding] of [
      [bytes, 'utf-8'],
      [Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]), 'utf-8'],
      [le, 'utf-16le'],
      [be, 'utf-16be'],
      [bomless, 'utf-16le'],
    ] as const) {
      const decoded = decodeCapture(new Uint8Array(input));
      expect(decoded?.encoding).toBe(encoding);
      expect(decoded?.text).toBe(utf8);
    }
  });

  it('refuses what it cannot read rather than returning garbage', () => {
    // Latin-1 (Müller, García) and Big5 would decode as GBK, but not as Chinese text.
    expect(
      decodeCapture(new Uint8Array(Buffer.from('%A Müller, Hans; García, María\n', 'latin1'))),
    ).toBeNull();
    const big5 = Buffer.from(
      '255420bcc6a6ecb4b6b466aaf7bfc4a142bfc4b8eaacf9a7f4bb50a4a4a470a5f8b77eb3d0b773a4a7ace3a8730a254120b169b0b63ba7f5ae520a',
      'hex',
    );
    expect(decodeCapture(new Uint8Array(big5))).toBeNull();
    // Bytes that are no text in any of the encodings, and binary files.
    expect(decodeCapture(new Uint8Array([0x25, 0x54, 0x20, 0xff, 0xfe, 0x80, 0xff]))).toBeNull();
    expect(decodeCapture(new Uint8Array(Buffer.from('%PDF-1.4\n\u0001\u0002binary', 'utf8')))).toBeNull();
  });
});
