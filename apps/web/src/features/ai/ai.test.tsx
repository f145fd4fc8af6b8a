import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n/index.ts';
import { nextStatue } from './AnswerActions.tsx';
import { ChatInput } from './ChatInput.tsx';
import { canSend, clip, counter, sendsOnKey } from './input-rules.ts';
import { readTextStream } from './stream.ts';

describe('AI chat input rules (spec 000 section 5)', () => {
  it('cuts at 2000, counts, and never sends blank text', () => {
    expect(clip('x'.repeat(2500))).toHaveLength(2000);
    expect(counter('abc')).toBe('3/2000');
    expect(canSend('  \n\t ')).toBe(false);
    expect(canSend(' hi ')).toBe(true);
  });

  it('sends on Enter, not on Shift+Enter nor while composing', () => {
    expect(sendsOnKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(sendsOnKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(sendsOnKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(sendsOnKey({ key: 'Enter', shiftKey: false, keyCode: 229 })).toBe(false);
    expect(sendsOnKey({ key: 'Enter', shiftKey: false }, true)).toBe(false);
  });

  it('the text box behaves so in the page', () => {
    const onSend = vi.fn();
    render(<ChatInput busy={false} onSend={onSend} onStop={() => {}} />);
    const box = screen.getByTestId('ai-input') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: `  ${'y'.repeat(2100)}` } });
    expect(screen.getByTestId('ai-counter').textContent).toBe('2000/2000');
    fireEvent.compositionStart(box);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.compositionEnd(box);
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('y'.repeat(1998));
    expect(screen.getByTestId('ai-counter').textContent).toBe('0/2000');
  });
});

describe('rating', () => {
  it('sets a rating, and the same click again resets it to none', () => {
    expect(nextStatue('0', '2')).toBe('2');
    expect(nextStatue('2', '2')).toBe('0');
    expect(nextStatue('2', '1')).toBe('1');
  });
});

describe('reading the stream', () => {
  it('passes pieces on as they come, multi-byte characters intact, and ends quietly when broken', async () => {
    const bytes = new TextEncoder().encode('审核流程');
    const pieces: string[] = [];
    // Two chunks that split a character, then the connection breaks.
    const chunks = [bytes.slice(0, 4), bytes.slice(4)];
    const body = new ReadableStream<Uint8Array>({
      pull(c) {
        const next = chunks.shift();
        if (next) c.enqueue(next);
        else c.error(new Error('connection reset'));
      },
    });
    await readTextStream(body, (t) => pieces.push(t));
    expect(pieces.join('')).toBe('审核流程');
    expect(pieces.length).toBeGreaterThan(1);
  });
});
