import { useCallback, useRef, useState } from 'react';
import { rateAnswer, type Statue, saveAnswer } from './api.ts';
import { streamChat } from './stream.ts';

/**
 * The conversation of the dialog: each exchange streams in, is saved to the history when it ends
 * (the server counts the question), and can then be rated. The server keeps the school's
 * question counter, so the client never writes the school settings.
 */
export interface Exchange {
  key: number;
  question: string;
  answer: string;
  streaming: boolean;
  failed: boolean;
  /** History record id, once saved. */
  id: string | null;
  statue: Statue;
}

export function useChat() {
  const [exchanges, setExchanges] = useState<Exchange[]>([]);
  const controller = useRef<AbortController | null>(null);
  const seq = useRef(0);

  const update = useCallback((key: number, change: (e: Exchange) => Partial<Exchange>) => {
    setExchanges((list) => list.map((e) => (e.key === key ? { ...e, ...change(e) } : e)));
  }, []);

  const ask = useCallback(
    async (question: string) => {
      seq.current += 1;
      const key = seq.current;
      setExchanges((list) => [
        ...list,
        { key, question, answer: '', streaming: true, failed: false, id: null, statue: '0' },
      ]);
      const abort = new AbortController();
      controller.current = abort;
      let answer = '';
      const outcome = await streamChat(
        question,
        (text) => {
          answer += text;
          update(key, (e) => ({ answer: e.answer + text }));
        },
        abort.signal,
      );
      controller.current = null;
      update(key, () => ({ streaming: false, failed: !outcome.ok && !answer }));
      if (!answer) return;
      try {
        const saved = await saveAnswer(question, answer);
        update(key, () => ({ id: saved.id }));
      } catch {
        /* history is a convenience: the answer stays on screen */
      }
    },
    [update],
  );

  const stop = useCallback(() => controller.current?.abort(), []);

  const rate = useCallback(
    async (key: number, id: string | null, statue: Statue) => {
      if (!id) return;
      await rateAnswer(id, statue);
      update(key, () => ({ statue }));
    },
    [update],
  );

  const reset = useCallback(() => {
    controller.current?.abort();
    setExchanges([]);
  }, []);

  const busy = exchanges.some((e) => e.streaming);
  return { exchanges, busy, ask, stop, rate, reset };
}
