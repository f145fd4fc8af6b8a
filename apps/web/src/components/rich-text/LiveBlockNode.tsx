import {
  mergeAttributes,
  Node,
  NodeViewWrapper,
  type ReactNodeViewProps,
  ReactNodeViewRenderer,
} from '@tiptap/react';
import type { ReactNode } from 'react';
import './live-block.css';

/**
 * A live block in the rich-text editor (issue 21: report sections). In the HTML it stays what the
 * server and every other reader expect (packages/shared/src/accreditation/blocks.ts):
 *   <div data-live-block="table31" data-params="{&quot;year&quot;:2025}"></div>
 * an empty element the editor treats as one unit (an atom: selected, moved or deleted whole). The
 * editor does not know what a block shows: the caller passes `render`, which draws it (its figures
 * fetched live) with the controls the caller wants. Nothing here knows about reports.
 */
export interface LiveBlockAttrs {
  kind: string;
  /** The parameters as JSON text, exactly as in data-params. */
  params: string;
}

export interface LiveBlockRenderProps extends LiveBlockAttrs {
  /** The block is the editor's selection. */
  selected: boolean;
  editable: boolean;
  /** Takes the block out of the text. */
  remove: () => void;
  /** Replaces the block's parameters (JSON text). */
  update: (params: string) => void;
}

export interface LiveBlockOptions {
  render: (props: LiveBlockRenderProps) => ReactNode;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    liveBlock: {
      /** Inserts a block (and an empty paragraph to go on writing in) just after the selection. */
      insertLiveBlock: (attrs: LiveBlockAttrs) => ReturnType;
    };
  }
}

function LiveBlockView({
  node,
  selected,
  editor,
  deleteNode,
  updateAttributes,
  extension,
}: ReactNodeViewProps) {
  const { render } = extension.options as LiveBlockOptions;
  const attrs = node.attrs as LiveBlockAttrs;
  return (
    <NodeViewWrapper
      className={`rte-live-block${selected ? ' rte-live-block-selected' : ''}`}
      data-testid="editor-live-block"
      data-kind={attrs.kind}
      contentEditable={false}
    >
      {render({
        kind: attrs.kind,
        params: attrs.params,
        selected,
        editable: editor.isEditable,
        remove: deleteNode,
        update: (params) => updateAttributes({ params }),
      })}
    </NodeViewWrapper>
  );
}

export const LiveBlockNode = Node.create<LiveBlockOptions>({
  name: 'liveBlock',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,

  addOptions() {
    return { render: () => null };
  },

  addAttributes() {
    return {
      kind: {
        default: '',
        parseHTML: (el) => el.getAttribute('data-live-block') ?? '',
        renderHTML: (attrs) => ({ 'data-live-block': attrs.kind }),
      },
      params: {
        default: '{}',
        parseHTML: (el) => el.getAttribute('data-params') ?? '{}',
        renderHTML: (attrs) => ({ 'data-params': attrs.params }),
      },
    };
  },

  parseHTML() {
    return [{ tag: 'div[data-live-block]' }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['div', mergeAttributes(HTMLAttributes)];
  },

  addNodeView() {
    return ReactNodeViewRenderer(LiveBlockView);
  },

  addCommands() {
    return {
      insertLiveBlock:
        (attrs) =>
        ({ state, commands }) =>
          // After the selection, never over it: a selected block or words stay where they are.
          commands.insertContentAt(state.selection.to, [{ type: this.name, attrs }, { type: 'paragraph' }]),
    };
  },
});
