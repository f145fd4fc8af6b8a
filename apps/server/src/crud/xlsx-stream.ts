import type { Writable } from 'node:stream';
import { constants, crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import { DATE_FORMAT, DATETIME_FORMAT } from '../core/office.ts';

/**
 * A one-sheet xlsx written as it goes (issue 22 item 3: 100,000 rows at 50,000 rows a second in
 * flat memory). exceljs's streaming writer builds an object per cell and per row and managed
 * about a third of that; this writes the sheet's XML straight into a deflate stream and the zip
 * around it by hand (entries with data descriptors, so nothing is held to learn a size first).
 * It writes what the list exports need and nothing more: inline strings, numbers, dates typed
 * with their format, a bold header on a fill that stays in view with a filter on it, widths,
 * landscape one page wide with page numbers at the foot (the layout of core/office.ts).
 */
export interface StreamColumn {
  header: string;
  width: number;
  /** 'date' | 'datetime' columns get their format; a Date in any other column is written as a date too. */
  kind?: 'date' | 'datetime' | null;
}

export type StreamCell = string | number | boolean | Date | null | undefined;

const STYLE = { header: 1, date: 2, datetime: 3 } as const;
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

// Characters XML 1.0 does not allow (a pasted control character must not break the file).
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
const INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters looked for
const SPECIAL = /[&<>"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;

export function escapeXml(text: string): string {
  if (!SPECIAL.test(text)) return text;
  return text
    .replace(INVALID, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export function columnLetter(n: number): string {
  let s = '';
  for (let i = n + 1; i > 0; i = Math.floor((i - 1) / 26)) s = String.fromCharCode(65 + ((i - 1) % 26)) + s;
  return s;
}

const DAY_MS = 86_400_000;
/** Excel's serial day of a Date's UTC fields (as exceljs writes it). */
const excelDate = (d: Date) => 25569 + d.getTime() / DAY_MS;

// ---------------------------------------------------------------------------------------------
// The zip container: local headers with data descriptors, then the central directory.

interface Entry {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

const DOS_TIME = 0;
const DOS_DATE = (1 << 5) | 1; // 1980-01-01: a fixed time keeps the file the same for the same rows
const FLAGS = 0x0808; // sizes after the data; UTF-8 names

class ZipWriter {
  private offset = 0;
  private readonly entries: Entry[] = [];
  constructor(private readonly out: Writable) {}

  private async write(chunk: Buffer): Promise<void> {
    this.offset += chunk.length;
    if (!this.out.write(chunk)) await drained(this.out);
  }

  private localHeader(name: Buffer): Buffer {
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt16LE(FLAGS, 6);
    h.writeUInt16LE(8, 8);
    h.writeUInt16LE(DOS_TIME, 10);
    h.writeUInt16LE(DOS_DATE, 12);
    h.writeUInt16LE(name.length, 26);
    return Buffer.concat([h, name]);
  }

  private async descriptor(entry: Entry): Promise<void> {
    const d = Buffer.alloc(16);
    d.writeUInt32LE(0x08074b50, 0);
    d.writeUInt32LE(entry.crc >>> 0, 4);
    d.writeUInt32LE(entry.compressed, 8);
    d.writeUInt32LE(entry.size, 12);
    await this.write(d);
    this.entries.push(entry);
  }

  /** A small part, given whole. */
  async file(name: string, text: string): Promise<void> {
    const nameBytes = Buffer.from(name);
    const offset = this.offset;
    await this.write(this.localHeader(nameBytes));
    const data = Buffer.from(text);
    const packed = deflateRawSync(data);
    await this.write(packed);
    await this.descriptor({
      name: nameBytes,
      crc: crc32(data),
      compressed: packed.length,
      size: data.length,
      offset,
    });
  }

  /** A large part, written piece by piece through deflate. */
  async open(name: string): Promise<PartWriter> {
    const nameBytes = Buffer.from(name);
    const offset = this.offset;
    await this.write(this.localHeader(nameBytes));
    // Level 1: the sheet's repetitive XML packs nearly as well, for much less work per row.
    const deflate = createDeflateRaw({ level: 1, memLevel: 9, strategy: constants.Z_DEFAULT_STRATEGY });
    let crc = 0;
    let size = 0;
    let compressed = 0;
    let failed: Error | null = null;
    deflate.on('error', (e) => {
      failed = e;
    });
    // The compressed bytes go to the output as they come, holding deflate back while it is full.
    const pumped = (async () => {
      for await (const chunk of deflate) {
        compressed += (chunk as Buffer).length;
        await this.write(chunk as Buffer);
      }
    })();
    return {
      write: async (text: string) => {
        if (failed) throw failed;
        const data = Buffer.from(text);
        crc = crc32(data, crc);
        size += data.length;
        if (!deflate.write(data)) await drained(deflate);
      },
      close: async () => {
        deflate.end();
        await pumped;
        if (failed) throw failed;
        await this.descriptor({ name: nameBytes, crc, compressed, size, offset });
      },
    };
  }

  async finish(): Promise<void> {
    const start = this.offset;
    for (const e of this.entries) {
      const c = Buffer.alloc(46);
      c.writeUInt32LE(0x02014b50, 0);
      c.writeUInt16LE(20, 4);
      c.writeUInt16LE(20, 6);
      c.writeUInt16LE(FLAGS, 8);
      c.writeUInt16LE(8, 10);
      c.writeUInt16LE(DOS_TIME, 12);
      c.writeUInt16LE(DOS_DATE, 14);
      c.writeUInt32LE(e.crc >>> 0, 16);
      c.writeUInt32LE(e.compressed, 20);
      c.writeUInt32LE(e.size, 24);
      c.writeUInt16LE(e.name.length, 28);
      c.writeUInt32LE(e.offset, 42);
      await this.write(Buffer.concat([c, e.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.write(end);
  }
}

interface PartWriter {
  write(text: string): Promise<void>;
  close(): Promise<void>;
}

async function drained(stream: Writable): Promise<void> {
  if (stream.destroyed) throw new Error('the output was closed');
  await new Promise<void>((resolve, reject) => {
    const off = () => {
      stream.off('drain', drain);
      stream.off('close', closed);
      stream.off('error', closed);
    };
    const drain = () => {
      off();
      resolve();
    };
    const closed = () => {
      off();
      reject(new Error('the output was closed'));
    };
    stream.on('drain', drain);
    stream.on('close', closed);
    stream.on('error', closed);
  });
}

// ---------------------------------------------------------------------------------------------
// The workbook's fixed parts.

function contentTypes(): string {
  return `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/><Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/></Types>`;
}

function rootRels(): string {
  return `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/><Relationship Id="rId3" Type="${REL_NS}/extended-properties" Target="docProps/app.xml"/></Relationships>`;
}

function coreProps(created: Date): string {
  const at = created.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:creator>Accredit</dc:creator><dcterms:created xsi:type="dcterms:W3CDTF">${at}</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">${at}</dcterms:modified></cp:coreProperties>`;
}

function appProps(): string {
  return `${XML_HEAD}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>Microsoft Excel</Application></Properties>`;
}

function workbookXml(sheet: string, lastColumn: string): string {
  const quoted = `'${sheet.replace(/'/g, "''")}'`;
  return `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews><sheets><sheet name="${escapeXml(sheet)}" sheetId="1" r:id="rId1"/></sheets><definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">${escapeXml(`${quoted}!$A$1:$${lastColumn}$1`)}</definedName></definedNames><calcPr calcId="171027"/></workbook>`;
}

function workbookRels(): string {
  return `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`;
}

/** Styles: 0 plain, 1 the header (bold, fill, wrapped, thin rule below), 2 date, 3 date and time. */
function stylesXml(): string {
  return `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}"><numFmts count="2"><numFmt numFmtId="164" formatCode="${escapeXml(DATE_FORMAT)}"/><numFmt numFmtId="165" formatCode="${escapeXml(DATETIME_FORMAT)}"/></numFmts><fonts count="2"><font><sz val="11"/><color theme="1"/><name val="Calibri"/><family val="2"/><scheme val="minor"/></font><font><b/><sz val="11"/><color theme="1"/><name val="Calibri"/><family val="2"/><scheme val="minor"/></font></fonts><fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill><fill><patternFill patternType="solid"><fgColor rgb="FFDDE8E6"/><bgColor indexed="64"/></patternFill></fill></fills><borders count="2"><border><left/><right/><top/><bottom/><diagonal/></border><border><left/><right/><top/><bottom style="thin"><color rgb="FF8FA9A4"/></bottom><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="2" borderId="1" xfId="0" applyFont="1" applyFill="1" applyBorder="1" applyAlignment="1"><alignment vertical="center" wrapText="1"/></xf><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;
}

function sheetStart(columns: StreamColumn[]): string {
  const cols = columns
    .map(
      (c, i) => `<col min="${i + 1}" max="${i + 1}" width="${Number(c.width.toFixed(2))}" customWidth="1"/>`,
    )
    .join('');
  return `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheetPr><pageSetUpPr fitToPage="1"/></sheetPr><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/>${cols ? `<cols>${cols}</cols>` : ''}<sheetData>`;
}

function sheetEnd(lastColumn: string): string {
  return `</sheetData><autoFilter ref="A1:${lastColumn}1"/><printOptions horizontalCentered="1"/><pageMargins left="0.3" right="0.3" top="0.4" bottom="0.4" header="0.2" footer="0.2"/><pageSetup paperSize="9" orientation="landscape" fitToWidth="1" fitToHeight="0"/><headerFooter><oddFooter>&amp;C&amp;P / &amp;N</oddFooter></headerFooter></worksheet>`;
}

// ---------------------------------------------------------------------------------------------

/**
 * Writes one sheet: `start` with the columns (headers, widths, date kinds), `rows` as many times
 * as there are batches, then `finish`. Waits whenever the output is full, so a slow client (or
 * a buffer being filled) holds the writer back instead of the rows piling up in memory.
 */
export class XlsxSheetStream {
  private readonly zip: ZipWriter;
  private part: PartWriter | null = null;
  private columns: StreamColumn[] = [];
  private letters: string[] = [];
  private rowNumber = 1;
  private lastColumn = 'A';

  constructor(
    out: Writable,
    private readonly sheetName: string,
  ) {
    this.zip = new ZipWriter(out);
  }

  /** Rows written so far (not counting the header). */
  get rowCount(): number {
    return this.rowNumber - 1;
  }

  async start(columns: StreamColumn[]): Promise<void> {
    this.columns = columns;
    this.letters = columns.map((_, i) => columnLetter(i));
    this.lastColumn = columnLetter(Math.max(0, columns.length - 1));
    await this.zip.file('[Content_Types].xml', contentTypes());
    await this.zip.file('_rels/.rels', rootRels());
    await this.zip.file('docProps/core.xml', coreProps(new Date()));
    await this.zip.file('docProps/app.xml', appProps());
    await this.zip.file('xl/workbook.xml', workbookXml(this.sheetName, this.lastColumn));
    await this.zip.file('xl/_rels/workbook.xml.rels', workbookRels());
    await this.zip.file('xl/styles.xml', stylesXml());
    this.part = await this.zip.open('xl/worksheets/sheet1.xml');
    let header = '<row r="1" ht="30" customHeight="1">';
    columns.forEach((c, i) => {
      header += `<c r="${this.letters[i]}1" s="${STYLE.header}" t="inlineStr"><is><t>${escapeXml(c.header)}</t></is></c>`;
    });
    await this.part.write(`${sheetStart(columns)}${header}</row>`);
  }

  async rows(rows: readonly (readonly StreamCell[])[]): Promise<void> {
    if (!this.part) throw new Error('start() first');
    // Each column's cell openings, made once: a cell is its opening, the row number, the rest.
    const opens = this.letters.map((l) => `<c r="${l}`);
    const dateStyles = this.columns.map(
      (c) => `" s="${c.kind === 'datetime' ? STYLE.datetime : STYLE.date}"><v>`,
    );
    const width = this.columns.length;
    let xml = '';
    for (const row of rows) {
      const r = ++this.rowNumber;
      xml += `<row r="${r}">`;
      const count = row.length < width ? row.length : width;
      for (let i = 0; i < count; i++) {
        const v = row[i];
        if (v === null || v === undefined || v === '') continue;
        if (typeof v === 'string') {
          const space =
            v.charCodeAt(0) <= 32 || v.charCodeAt(v.length - 1) <= 32 ? ' xml:space="preserve"' : '';
          xml += `${opens[i]}${r}" t="inlineStr"><is><t${space}>${escapeXml(v)}</t></is></c>`;
        } else if (typeof v === 'number') {
          if (Number.isFinite(v)) xml += `${opens[i]}${r}"><v>${v}</v></c>`;
        } else if (typeof v === 'boolean') {
          xml += `${opens[i]}${r}" t="b"><v>${v ? 1 : 0}</v></c>`;
        } else if (v instanceof Date) {
          if (Number.isNaN(v.getTime())) continue;
          xml += `${opens[i]}${r}${dateStyles[i]}${excelDate(v)}</v></c>`;
        }
      }
      xml += '</row>';
      // Pieces of some tens of kilobytes: big enough to be cheap, small enough to stay flat.
      if (xml.length > 64 * 1024) {
        await this.part.write(xml);
        xml = '';
      }
    }
    if (xml) await this.part.write(xml);
  }

  async finish(): Promise<void> {
    if (!this.part) await this.start(this.columns);
    await this.part?.write(sheetEnd(this.lastColumn));
    await this.part?.close();
    await this.zip.finish();
  }
}
