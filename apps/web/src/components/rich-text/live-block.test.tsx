import { blockMarker, blocksIn } from '@accredit/shared';
import { cleanup, render, screen } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/index.ts';
import { RichTextEditor } from '../RichTextEditor.tsx';
import { LiveBlockNode } from './LiveBlockNode.tsx';

/**
 * The live-block node: a section's marker survives the editor (what is saved is what the server and
 * the Word file read), is drawn by the caller, and is inserted and removed as one unit.
 */
afterEach(cleanup);

const marker = blockMarker({ kind: 'table31', params: { year: 2025 } });
const extensions = [
  LiveBlockNode.configure({
    render: ({ kind, params, remove }) => (
      <button type="button" data-testid="drawn" onClick={remove}>
        {`${kind} ${params}`}
      </button>
    ),
  }),
];

// Tiptap's first load is slow on a busy two-core runner: a generous limit, not a hang.
const SLOW = 30_000;

describe('LiveBlockNode', () => {
  it(
    'draws a marker through the caller and gives it back unchanged when the text is edited',
    async () => {
      const onChange = vi.fn();
      let editor: Editor | null = null;
      render(
        <RichTextEditor
          value={`<p>Faculty</p>${marker}<p>After</p>`}
          onChange={onChange}
          testId="rte"
          extensions={extensions}
          tools={(e) => {
            editor = e;
            return null;
          }}
        />,
      );
      const drawn = await screen.findByTestId('drawn', undefined, { timeout: 20_000 });
      expect(drawn.textContent).toBe('table31 {"year":2025}');
      // A person types after the block: the saved HTML still carries the block as written.
      (editor as unknown as Editor).chain().focus('end').insertContent(' more').run();
      const html = onChange.mock.calls.at(-1)?.[0] as string;
      expect(blocksIn(html)).toEqual([{ kind: 'table31', params: { year: 2025 } }]);
      expect(html).toContain('After more');
    },
    SLOW,
  );

  it(
    'inserts a block from a command and removes it as one unit',
    async () => {
      const onChange = vi.fn();
      let editor: Editor | null = null;
      render(
        <RichTextEditor
          value="<p>Text</p>"
          onChange={onChange}
          testId="rte"
          extensions={extensions}
          tools={(e) => {
            editor = e;
            return null;
          }}
        />,
      );
      await screen.findByTestId('rte', undefined, { timeout: 20_000 });
      (editor as unknown as Editor)
        .chain()
        .focus('end')
        .insertLiveBlock({ kind: 'kpi', params: JSON.stringify({ planId: 'p1' }) })
        .run();
      expect(blocksIn(onChange.mock.calls.at(-1)?.[0] as string)).toEqual([
        { kind: 'kpi', params: { planId: 'p1' } },
      ]);
      (await screen.findByTestId('drawn')).click();
      await vi.waitFor(() => expect(blocksIn(onChange.mock.calls.at(-1)?.[0] as string)).toEqual([]));
      expect(onChange.mock.calls.at(-1)?.[0]).toContain('Text');
    },
    SLOW,
  );
});
