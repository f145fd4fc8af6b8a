import { API_BASE, showHttpError } from '../../api/client.ts';
import { getToken } from '../../api/storage.ts';
import { currentLocale } from '../../i18n/index.ts';

/**
 * The streamed answer of `POST /ai/aiChat`, read with fetch and a ReadableStream so each piece
 * shows as it arrives (the shared client waits for a whole JSON envelope, which a stream is not).
 * A refusal before the stream starts shows the usual notice; a stream broken off afterwards ends
 * quietly with what arrived (spec 000 section 8).
 */
export interface StreamOutcome {
  ok: boolean;
  status: number;
}

export async function readTextStream(
  body: ReadableStream<Uint8Array>,
  onText: (text: string) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const text = decoder.decode(value, { stream: true });
      if (text) onText(text);
    }
    const rest = decoder.decode();
    if (rest) onText(rest);
  } catch {
    // Read failure: silently ignored, the answer keeps what it has.
  }
}

export async function streamChat(
  question: string,
  onText: (text: string) => void,
  signal?: AbortSignal,
): Promise<StreamOutcome> {
  const token = getToken();
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Lang': currentLocale() };
  if (token) headers['X-Access-Token'] = token;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/ai/aiChat`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ question }),
      signal,
    });
  } catch {
    if (!signal?.aborted) showHttpError(504, '', Boolean(token));
    return { ok: false, status: 504 };
  }
  if (!response.ok || !response.body) {
    let message = response.statusText;
    try {
      message = ((await response.json()) as { message?: string }).message || message;
    } catch {
      /* not an envelope */
    }
    showHttpError(response.status, message, Boolean(token));
    return { ok: false, status: response.status };
  }
  await readTextStream(response.body, onText);
  return { ok: true, status: response.status };
}
