import { readFileSync } from 'node:fs';
import JSZip from 'jszip';

/** XML's entities as Word writes them (`&amp;` last, so an escaped entity stays as typed). */
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#34': '"' };

/** The text of a downloaded .docx (word/document.xml), a paragraph a line. */
export async function docxText(path: string): Promise<string> {
  const zip = await JSZip.loadAsync(readFileSync(path));
  const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
  return xml
    .split('</w:p>')
    .map((p) => [...p.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(''))
    .join('\n')
    .replace(/&(lt|gt|quot|apos|#39|#34);/g, (_, name: string) => ENTITIES[name])
    .replace(/&amp;/g, '&');
}
