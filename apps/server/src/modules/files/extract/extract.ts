import { extractDocxText } from './docx.ts';
import type { ExtractLimits, TextKind } from './limits.ts';
import { extractPdfText } from './pdf.ts';

/** The text of one stored file of a known kind (throws when it cannot be read). */
export function extractText(kind: TextKind, bytes: Uint8Array, limits: ExtractLimits): Promise<string> {
  return kind === 'pdf' ? extractPdfText(bytes, limits) : Promise.resolve(extractDocxText(bytes, limits));
}
