import { readFileSync } from 'node:fs';
import JSZip from 'jszip';

/** The text of a downloaded .docx (word/document.xml), a paragraph a line. */
export async function docxText(path: string): Promise<string> {
  const zip = await JSZip.loadAsync(readFileSync(path));
  const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
  return xml
    .split('</w:p>')
    .map((p) => [...p.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(''))
    .join('\n')
    .replace(/&amp;/g, '&');
}
