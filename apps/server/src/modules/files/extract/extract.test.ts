import { readFileSync } from 'node:fs';
import { Document, Packer, Paragraph, Tab, Table, TableCell, TableRow, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { decodeXml, extractDocxText, wordXmlText } from './docx.ts';
import { cleanText, DEFAULT_LIMITS, ExtractTimeout } from './limits.ts';
import { extractPdfText } from './pdf.ts';
import { TextExtractor } from './runner.ts';
import { makeCmapPdf } from './test-pdf.ts';

const FIXTURE = readFileSync(new URL('./fixtures/closing-the-loop-zh.pdf', import.meta.url));
const CORRUPT = Buffer.from('%PDF-1.7\n1 0 obj <</Pages 9 0 R>> garbage\nstartxref\n99999\n%%EOF\n');

async function wordFile(): Promise<Buffer> {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ children: [new TextRun('课程评估报告：学习目标达成度分析')] }),
          new Paragraph({ children: [new TextRun('Assurance of learning <AoL> & "closing the loop"')] }),
          new Paragraph({ children: [new TextRun({ children: ['Before', new Tab(), 'after'] })] }),
          new Table({
            rows: [
              new TableRow({
                children: [
                  new TableCell({ children: [new Paragraph('单元格甲')] }),
                  new TableCell({ children: [new Paragraph('Cell B')] }),
                ],
              }),
            ],
          }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

describe('PDF text', () => {
  it('reads the fixture: Chinese and English, line by line', async () => {
    const text = await extractPdfText(FIXTURE, DEFAULT_LIMITS);
    expect(text).toContain('闭环改进成效显著');
    expect(text).toContain('The BBA programme revised two courses');
    expect(text.split('\n')).toContain('The BBA programme revised two courses after the 2024 assessment.');
  });

  it("reads Chinese set with Adobe's predefined CMaps (no embedded font)", async () => {
    const pdf = makeCmapPdf([
      { zh: '质量保证体系运行良好', en: 'Quality assurance (QA) works' },
      { zh: '第二页的内容', en: 'Page two' },
    ]);
    const text = await extractPdfText(pdf, DEFAULT_LIMITS);
    expect(text).toBe('质量保证体系运行良好\nQuality assurance (QA) works\n\n第二页的内容\nPage two');
  });

  it('stops at the page and character limits', async () => {
    const pdf = makeCmapPdf([
      { zh: '第一页', en: 'one' },
      { zh: '第二页', en: 'two' },
      { zh: '第三页', en: 'three' },
    ]);
    expect(await extractPdfText(pdf, { ...DEFAULT_LIMITS, maxPages: 2 })).toBe('第一页\none\n\n第二页\ntwo');
    expect(await extractPdfText(pdf, { ...DEFAULT_LIMITS, maxChars: 5 })).toBe('第一页\no');
  });

  it('throws on a broken PDF and on running out of time', async () => {
    await expect(extractPdfText(CORRUPT, DEFAULT_LIMITS)).rejects.toThrow();
    await expect(extractPdfText(FIXTURE.subarray(0, 4000), DEFAULT_LIMITS)).rejects.toThrow();
    await expect(extractPdfText(FIXTURE, { ...DEFAULT_LIMITS, timeoutMs: -1 })).rejects.toBeInstanceOf(
      ExtractTimeout,
    );
  });
});

describe('Word text', () => {
  it('reads the paragraphs of a Word file as lines, Chinese and English, entities decoded', async () => {
    const text = extractDocxText(await wordFile(), DEFAULT_LIMITS);
    expect(text.split('\n')).toEqual([
      '课程评估报告：学习目标达成度分析',
      'Assurance of learning <AoL> & "closing the loop"',
      'Before\tafter',
      '单元格甲',
      'Cell B',
    ]);
  });

  it('refuses what is not a Word file, and a part larger than the limit', async () => {
    expect(() => extractDocxText(FIXTURE, DEFAULT_LIMITS)).toThrow(/not a Word document/);
    const word = await wordFile();
    expect(() => extractDocxText(word, { ...DEFAULT_LIMITS, maxXmlBytes: 100 })).toThrow(/cannot read/);
  });

  it('decodes entities and skips tab stops, field codes, deleted text and drawing fallbacks', () => {
    expect(decodeXml('&lt;a&gt; &amp;amp; &quot;&apos; &#20013;&#x6587; &#x1F600; &#xD800; &nbsp;')).toBe(
      '<a> &amp; "\' 中文 😀  &nbsp;',
    );
    const xml =
      '<?xml version="1.0"?><w:document><w:body>' +
      '<w:p><w:pPr><w:tabs><w:tab w:val="left" w:pos="720"/></w:tabs></w:pPr>' +
      '<w:r><w:t xml:space="preserve">A </w:t></w:r><w:r><w:instrText>PAGE</w:instrText></w:r>' +
      '<w:r><w:delText>gone</w:delText></w:r><w:r><w:tab/><w:t>B&amp;C</w:t><w:br/><w:t>D</w:t></w:r></w:p>' +
      '<w:p><mc:AlternateContent><mc:Choice><w:txbxContent><w:p><w:r><w:t>框</w:t></w:r></w:p></w:txbxContent>' +
      '</mc:Choice><mc:Fallback><w:txbxContent><w:p><w:r><w:t>框</w:t></w:r></w:p></w:txbxContent>' +
      '</mc:Fallback></mc:AlternateContent></w:p><w:p/></w:body></w:document>';
    expect(wordXmlText(xml)).toBe('A \tB&C\nD\n框\n\n\n');
  });
});

describe('text kept in the database', () => {
  it('drops NUL and control characters and lone surrogates, and never cuts a pair', () => {
    expect(cleanText('a\u0000b\u0007c\td\r\n\n\n\ne\ud800f', 100)).toBe('abc\td\r\n\ne' + 'f');
    expect(cleanText('ab😀', 3)).toBe('ab');
  });
});

describe('extraction thread', () => {
  it('reads files in a thread with the same result as in process', async () => {
    const threaded = new TextExtractor({ threads: true });
    try {
      const [pdf, docx] = await Promise.all([
        threaded.run('pdf', FIXTURE, DEFAULT_LIMITS),
        threaded.run('docx', await wordFile(), DEFAULT_LIMITS),
      ]);
      expect(threaded.threaded).toBe(true);
      expect(pdf).toBe(await extractPdfText(FIXTURE, DEFAULT_LIMITS));
      expect(docx).toContain('学习目标达成度分析');
      await expect(threaded.run('pdf', CORRUPT, DEFAULT_LIMITS)).rejects.toThrow(/Invalid PDF/);
      // The thread survives a failure and reads the next file.
      expect(await threaded.run('pdf', FIXTURE, DEFAULT_LIMITS)).toContain('闭环改进成效显著');
    } finally {
      await threaded.close();
    }
  });

  it('closing while the thread starts reads no file, then or later', async () => {
    const extractor = new TextExtractor({ threads: true });
    const job = extractor.run('pdf', FIXTURE, DEFAULT_LIMITS);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await extractor.close();
    await expect(job).rejects.toThrow(/closed/);
    await expect(extractor.run('pdf', FIXTURE, DEFAULT_LIMITS)).rejects.toThrow(/closed/);
  });

  it('runs in process when told to', async () => {
    const local = new TextExtractor({ threads: false });
    expect(await local.run('pdf', FIXTURE, DEFAULT_LIMITS)).toContain('闭环改进成效显著');
    expect(local.threaded).toBe(false);
    await local.close();
  });
});
