/**
 * The AI chat input rules of spec 000 section 5: at most 2000 characters (extra text is cut, the
 * counter reads length/2000), empty or whitespace-only messages are not sent, Enter sends,
 * Shift+Enter is a new line, and Enter while an input method is composing does nothing.
 */
export const MAX_QUESTION = 2000;

export function clip(text: string): string {
  return text.length > MAX_QUESTION ? text.slice(0, MAX_QUESTION) : text;
}

export function counter(text: string): string {
  return `${text.length}/${MAX_QUESTION}`;
}

export function canSend(text: string): boolean {
  return text.trim().length > 0;
}

export interface EnterKey {
  key: string;
  shiftKey: boolean;
  /** KeyboardEvent.isComposing of the native event. */
  isComposing?: boolean;
  /** 229 is what browsers report for keys going to an input method. */
  keyCode?: number;
}

export function sendsOnKey(e: EnterKey, composing = false): boolean {
  if (e.key !== 'Enter' || e.shiftKey) return false;
  if (composing || e.isComposing || e.keyCode === 229) return false;
  return true;
}
