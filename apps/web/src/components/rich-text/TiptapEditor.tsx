import {
  BoldOutlined,
  DisconnectOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { type Editor, EditorContent, type Extensions, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Input, Popover, Space, Tooltip } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSafeUrl } from '../RichText.tsx';
import './rich-text-editor.css';

export interface RichTextEditorProps {
  value?: string | null;
  onChange?: (html: string) => void;
  /** The editable area's id (a form item's label points at it). */
  id?: string;
  /** The accessible name of the editable area (what the field is). */
  label?: string;
  placeholder?: string;
  readOnly?: boolean;
  /** Minimum height of the editable area in pixels. */
  minHeight?: number;
  testId?: string;
  /** More Tiptap extensions (a report section's live blocks); read once, when the editor is made. */
  extensions?: Extensions;
  /** More toolbar buttons, given the editor (e.g. "Insert live block"). */
  tools?: (editor: Editor) => ReactNode;
}

/** Tiptap with the formatting a report keeps: bold, italic, underline, headings, lists, links, undo and redo. */
export default function TiptapEditor({
  value,
  onChange,
  id,
  label,
  placeholder,
  readOnly,
  minHeight = 160,
  testId,
  extensions = [],
  tools,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
      ...extensions,
    ],
    content: value ?? '',
    editable: !readOnly,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        ...(label ? { 'aria-label': label } : {}),
        ...(placeholder ? { title: placeholder } : {}),
        ...(testId ? { 'data-testid': testId } : {}),
        class: 'rte-content',
        style: `min-height: ${minHeight}px`,
      },
    },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });

  // A value set from outside (a form reset, a record loaded) replaces the content.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const next = value ?? '';
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (next !== current) editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    // Without `false` Tiptap reports an update, which a form would take for an edit.
    if (editor && editor.isEditable === Boolean(readOnly)) editor.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      underline: e?.isActive('underline') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
      undo: e?.can().undo() ?? false,
      redo: e?.can().redo() ?? false,
    }),
  });

  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const tool = (key: string, icon: ReactNode, active: boolean, run: () => void, disabled = false) => (
    <Tooltip title={t(`common.richText.${key}`)} key={key}>
      <Button
        type={active ? 'primary' : 'text'}
        size="small"
        icon={icon}
        aria-label={t(`common.richText.${key}`)}
        aria-pressed={active}
        disabled={disabled || readOnly}
        data-testid={`rte-${key}`}
        onMouseDown={(e) => e.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  );
  const heading = (key: 'heading' | 'subheading', level: 2 | 3, active: boolean) =>
    tool(key, <span className="rte-heading-icon">{`H${level}`}</span>, active, () =>
      chain().toggleHeading({ level }).run(),
    );

  return (
    <div className={`rte${readOnly ? ' rte-readonly' : ''}`}>
      {!readOnly && (
        <div className="rte-toolbar" role="toolbar" aria-label={t('common.richText.toolbar')}>
          <Space size={2} wrap>
            {tool('bold', <BoldOutlined />, state?.bold ?? false, () => chain().toggleBold().run())}
            {tool('italic', <ItalicOutlined />, state?.italic ?? false, () => chain().toggleItalic().run())}
            {tool('underline', <UnderlineOutlined />, state?.underline ?? false, () =>
              chain().toggleUnderline().run(),
            )}
            {heading('heading', 2, state?.h2 ?? false)}
            {heading('subheading', 3, state?.h3 ?? false)}
            {tool('bulletList', <UnorderedListOutlined />, state?.bullet ?? false, () =>
              chain().toggleBulletList().run(),
            )}
            {tool('orderedList', <OrderedListOutlined />, state?.ordered ?? false, () =>
              chain().toggleOrderedList().run(),
            )}
            <LinkTool
              active={state?.link ?? false}
              current={editor.getAttributes('link').href as string | undefined}
              onSet={(href) => chain().extendMarkRange('link').setLink({ href }).run()}
            />
            {state?.link && tool('unlink', <DisconnectOutlined />, false, () => chain().unsetLink().run())}
            {tool('undo', <UndoOutlined />, false, () => chain().undo().run(), !state?.undo)}
            {tool('redo', <RedoOutlined />, false, () => chain().redo().run(), !state?.redo)}
            {tools?.(editor)}
          </Space>
        </div>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}

/** The link button: a small popover asking for the address (http, https or mailto only). */
function LinkTool({
  active,
  current,
  onSet,
}: {
  active: boolean;
  current?: string;
  onSet: (href: string) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const apply = () => {
    const address = href.trim();
    const full = /^[a-z][a-z0-9+.-]*:/i.test(address) ? address : `https://${address}`;
    if (address && isSafeUrl(full)) onSet(full);
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setHref(current ?? '');
      }}
      trigger="click"
      content={
        <Space.Compact>
          <Input
            autoFocus
            size="small"
            value={href}
            aria-label={t('common.richText.linkAddress')}
            placeholder="https://"
            onChange={(e) => setHref(e.target.value)}
            onPressEnter={apply}
            data-testid="rte-link-address"
          />
          <Button size="small" type="primary" onClick={apply} data-testid="rte-link-apply">
            {t('common.ok')}
          </Button>
        </Space.Compact>
      }
    >
      <Tooltip title={t('common.richText.link')}>
        <Button
          type={active ? 'primary' : 'text'}
          size="small"
          icon={<LinkOutlined />}
          aria-label={t('common.richText.link')}
          aria-pressed={active}
          data-testid="rte-link"
          onMouseDown={(e) => e.preventDefault()}
        />
      </Tooltip>
    </Popover>
  );
}
