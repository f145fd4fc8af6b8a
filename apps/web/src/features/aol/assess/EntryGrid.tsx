import {
  type ClipboardEvent,
  type KeyboardEvent,
  type MouseEvent,
  memo,
  type ReactNode,
  useRef,
  useState,
} from 'react';
import {
  at,
  clicked,
  rowSelection,
  rowSelectionOf,
  type Selection,
} from '../../../components/grid-cursor.ts';
import { cellAt, useActiveCellInView } from '../../../components/grid-dom.ts';
import { moved, parseBlock } from './grid-model.ts';
import '../../../components/key-grid.css';

/**
 * The keyboard grid of both wizards: students down (their column sticky), cells across under
 * their objective. Plain table cells and one handler for the whole body; a row re-renders only
 * when its own cells or the selection in it change. Arrows move (shift extends), Tab and Enter
 * move on, Home and End go to the row's ends; Delete or Backspace clears the selected cells; a
 * paste places a tab-separated block at the active cell. In `text` mode typing opens the active
 * cell's editor with what was typed (F2 or a double click with the cell's text; Enter or Tab
 * keeps it and moves on, Escape drops it); in `pick` mode a key picks a value at once.
 */
export interface GridColumn {
  key: string;
  /** The objective's code, the header over its columns. */
  group: string;
  groupTitle?: string;
  label: ReactNode;
  title?: string;
  testId: string;
}
export interface GridRow {
  key: string;
  code: string;
  name: string;
  testId: string;
}
export interface CellLook {
  text: string;
  className?: string;
  title?: string;
}

export interface EntryGridProps {
  rows: GridRow[];
  columns: GridColumn[];
  look: (r: number, c: number) => CellLook;
  selection: Selection;
  onSelect: (s: Selection) => void;
  editable: boolean;
  mode: 'text' | 'pick';
  /** A cell's edited text (text mode). */
  onCommit?: (r: number, c: number, text: string) => void;
  onClear: (s: Selection) => void;
  onPaste: (s: Selection, block: string[][]) => void;
  /** A typed key in pick mode; true when it picked something. */
  onPick?: (s: Selection, key: string) => boolean;
  label: string;
  corner: string;
  testId: string;
}

interface RowProps {
  r: number;
  row: GridRow;
  looks: CellLook[];
  /** Joined looks, so the memo compares one string. */
  sig: string;
  columns: GridColumn[];
  sel: string;
  editor: ReactNode;
}

const Row = memo(
  function Row({ r, row, looks, columns, sel, editor }: RowProps) {
    const { c0, c1, active } = rowSelectionOf(sel);
    return (
      <tr data-testid={row.testId}>
        <th scope="row" className="aas-student kgrid-rowhead" title={`${row.code} ${row.name}`}>
          <span className="aas-student-code">{row.code}</span>
          <span className="aas-student-name">{row.name}</span>
        </th>
        {columns.map((col, c) => {
          const look = looks[c];
          const cls = [
            'aas-cell',
            look.className ?? '',
            c >= c0 && c <= c1 ? 'aas-sel' : '',
            c === active ? 'aas-active' : '',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <td
              key={col.key}
              className={cls}
              data-r={r}
              data-c={c}
              title={look.title}
              data-testid={`${row.testId}-${col.testId}`}
            >
              {c === active && editor ? editor : look.text}
            </td>
          );
        })}
      </tr>
    );
  },
  (a, b) =>
    a.sig === b.sig && a.sel === b.sel && a.editor === b.editor && a.columns === b.columns && a.row === b.row,
);

export function EntryGrid(props: EntryGridProps) {
  const { rows, columns, selection, onSelect, editable, mode } = props;
  const box = useRef<HTMLDivElement>(null);
  const table = useRef<HTMLTableElement>(null);
  const [editing, setEditing] = useState<{ r: number; c: number; text: string } | null>(null);
  useActiveCellInView(box, selection.active);

  const focusTable = () => table.current?.focus({ preventScroll: true });

  const commit = (move?: { key: string; shift: boolean }) => {
    if (!editing) return;
    props.onCommit?.(editing.r, editing.c, editing.text);
    setEditing(null);
    if (move) {
      const next = moved(selection, move.key, move.shift, rows.length, columns.length);
      if (next) onSelect(next);
    }
    focusTable();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    if (editing) return;
    const next = moved(selection, e.key, e.shiftKey, rows.length, columns.length);
    if (next) {
      e.preventDefault();
      onSelect(next);
      return;
    }
    if (!editable || e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      props.onClear(selection);
      return;
    }
    if (mode === 'text' && e.key === 'F2') {
      e.preventDefault();
      const { r, c } = selection.active;
      setEditing({ r, c, text: props.look(r, c).text });
      return;
    }
    if (e.key.length !== 1 || e.key === ' ') return;
    if (mode === 'pick') {
      if (props.onPick?.(selection, e.key)) e.preventDefault();
      return;
    }
    e.preventDefault();
    const { r, c } = selection.active;
    onSelect(at(r, c));
    setEditing({ r, c, text: e.key });
  };

  const onPaste = (e: ClipboardEvent<HTMLTableElement>) => {
    if (!editable) return;
    const text = e.clipboardData.getData('text/plain');
    // Inside the cell editor a plain value is the editor's own.
    if (editing && !/[\t\n]/.test(text)) return;
    e.preventDefault();
    setEditing(null);
    props.onPaste(selection, parseBlock(text));
    focusTable();
  };

  const onMouseDown = (e: MouseEvent<HTMLTableSectionElement>) => {
    const pos = cellAt(e.target);
    if (!pos || (e.target as HTMLElement).tagName === 'INPUT') return;
    if (editing) commit();
    if (e.shiftKey) e.preventDefault();
    onSelect(clicked(selection, pos, e.shiftKey));
    focusTable();
  };

  const onDoubleClick = (e: MouseEvent<HTMLTableSectionElement>) => {
    if (!editable || mode !== 'text') return;
    const pos = cellAt(e.target);
    if (pos) setEditing({ ...pos, text: props.look(pos.r, pos.c).text });
  };

  const editor = editing ? (
    <input
      className="aas-editor"
      // biome-ignore lint/a11y/noAutofocus: the cell editor opens because the person typed into the cell
      autoFocus
      value={editing.text}
      inputMode="decimal"
      aria-label={props.label}
      data-testid={`${props.testId}-editor`}
      onChange={(e) => setEditing({ ...editing, text: e.target.value })}
      onBlur={() => commit()}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === 'Tab' || e.key === 'ArrowUp' || e.key === 'ArrowDown') {
          e.preventDefault();
          e.stopPropagation();
          commit({
            key: e.key === 'ArrowUp' ? 'Enter' : e.key === 'ArrowDown' ? 'Enter' : e.key,
            shift: e.key === 'ArrowUp' || e.shiftKey,
          });
        } else if (e.key === 'Escape') {
          e.preventDefault();
          e.stopPropagation();
          setEditing(null);
          focusTable();
        }
      }}
    />
  ) : null;

  // The objectives over their columns.
  const groups: { key: string; group: string; title?: string; span: number }[] = [];
  for (const col of columns) {
    const last = groups[groups.length - 1];
    if (last && last.group === col.group) last.span++;
    else groups.push({ key: col.key, group: col.group, title: col.groupTitle, span: 1 });
  }

  return (
    <div ref={box} className="aas-scroll kgrid-scroll">
      <table
        ref={table}
        className="aas-table kgrid"
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a keyboard-edited data grid is the ARIA grid pattern on a table
        role="grid"
        tabIndex={0}
        aria-label={props.label}
        aria-readonly={!editable}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        data-testid={props.testId}
      >
        <thead>
          <tr className="aas-groups">
            <th className="aas-corner kgrid-corner" rowSpan={2}>
              {props.corner}
            </th>
            {groups.map((g) => (
              <th key={g.key} colSpan={g.span} className="aas-group" title={g.title}>
                {g.group}
              </th>
            ))}
          </tr>
          <tr className="aas-cols">
            {columns.map((col) => (
              <th
                key={col.key}
                className="aas-col"
                title={col.title}
                data-testid={`${props.testId}-col-${col.testId}`}
              >
                {col.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody onMouseDown={onMouseDown} onDoubleClick={onDoubleClick}>
          {rows.map((row, r) => {
            const looks = columns.map((_, c) => props.look(r, c));
            const sig = looks
              .map((l) => `${l.text}\u0001${l.className ?? ''}\u0001${l.title ?? ''}`)
              .join('\u0002');
            const sel = rowSelection(selection, r);
            return (
              <Row
                key={row.key}
                r={r}
                row={row}
                looks={looks}
                sig={sig}
                columns={columns}
                sel={sel}
                editor={editing && editing.r === r ? editor : null}
              />
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
