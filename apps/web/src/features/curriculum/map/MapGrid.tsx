import {
  cellKey,
  levelSymbol,
  type MapEdit,
  type MapLevel,
  type MapScale,
  parseCellText,
} from '@accredit/shared';
import { type KeyboardEvent, type MouseEvent, memo, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  clicked,
  moved,
  rowSelection,
  rowSelectionOf,
  type Selection,
  single,
} from '../../../components/grid-cursor.ts';
import { cellAt, useActiveCellInView } from '../../../components/grid-dom.ts';
import type { MapCourse, MapGoal } from './api.ts';
import { editsFor, nextLevel } from './grid-model.ts';
import '../../../components/key-grid.css';

/**
 * The map grid: courses down, objectives across under their goals, headers and the course column
 * sticky. Plain table cells (no widget per cell), one handler for the whole body, and rows that
 * re-render only when their own cells or selection change, so a 60 x 40 map stays quick.
 * Keyboard: arrows move (shift extends), H/M/L or I/R/M set, Delete or Backspace clears, space
 * steps the level; a click selects, shift+click extends, a click on the active cell steps it.
 */
export interface MapGridProps {
  goals: MapGoal[];
  courses: MapCourse[];
  levels: ReadonlyMap<string, MapLevel>;
  /** Keys of cells changed since the last save. */
  changed: ReadonlySet<string>;
  scale: MapScale;
  selection: Selection;
  onSelect: (s: Selection) => void;
  onEdit: (edits: MapEdit[]) => void;
  editable: boolean;
  /** Objectives without a High course; courses supporting nothing. */
  gapObjectives: ReadonlySet<string>;
  idleCourses: ReadonlySet<string>;
  nameOf: (x: { name: string; nameEn: string | null }) => string;
}

interface RowProps {
  r: number;
  course: MapCourse;
  loCodes: string[];
  /** The row's stored levels (H/M/L) joined by commas (cheap to compare). */
  text: string;
  scale: MapScale;
  changedText: string;
  sel: string;
  idle: boolean;
  gapCols: string;
  title: string;
}

const Row = memo(function Row({
  r,
  course,
  loCodes,
  text,
  scale,
  changedText,
  sel,
  idle,
  gapCols,
  title,
}: RowProps) {
  const levels = text.split(',') as (MapLevel | '')[];
  const changed = changedText.split(',');
  const gaps = gapCols.split(',');
  const { c0, c1, active } = rowSelectionOf(sel);
  return (
    <tr data-testid={`cmap-row-${course.code}`} className={idle ? 'cmap-idle' : undefined}>
      <th scope="row" className="cmap-course kgrid-rowhead" title={title}>
        <span className="cmap-course-code">{course.code}</span>
        <span className="cmap-course-name">{title}</span>
      </th>
      {loCodes.map((code, c) => {
        const cls = [
          'cmap-cell',
          levels[c] ? `cmap-lv-${levels[c]}` : '',
          c >= c0 && c <= c1 ? 'cmap-sel' : '',
          c === active ? 'cmap-active' : '',
          changed[c] ? 'cmap-changed' : '',
          gaps[c] ? 'cmap-gapcol' : '',
        ]
          .filter(Boolean)
          .join(' ');
        return (
          <td
            key={code}
            className={cls}
            data-r={r}
            data-c={c}
            data-testid={`cmap-cell-${course.code}-${code}`}
          >
            {levels[c] ? levelSymbol(levels[c], scale) : ''}
          </td>
        );
      })}
    </tr>
  );
});

export function MapGrid(props: MapGridProps) {
  const { t } = useTranslation();
  const { goals, courses, levels, changed, scale, selection, onSelect, onEdit, editable } = props;
  const los = useMemo(() => goals.flatMap((g) => g.objectives), [goals]);
  const loIds = useMemo(() => los.map((o) => o.id), [los]);
  const loCodes = useMemo(() => los.map((o) => o.code), [los]);
  const courseIds = useMemo(() => courses.map((c) => c.id), [courses]);
  const box = useRef<HTMLDivElement>(null);
  const table = useRef<HTMLTableElement>(null);
  useActiveCellInView(box, selection.active);

  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    const next = moved(selection, e.key, e.shiftKey, courses.length, los.length);
    if (next) {
      e.preventDefault();
      onSelect(next);
      return;
    }
    if (!editable || e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      onEdit(editsFor(selection, courseIds, loIds, null));
      return;
    }
    if (e.key === ' ') {
      e.preventDefault();
      const { r, c } = selection.active;
      if (courseIds[r] && loIds[c]) {
        const level = nextLevel(levels.get(cellKey(courseIds[r], loIds[c])));
        onEdit(editsFor(selection, courseIds, loIds, level));
      }
      return;
    }
    if (e.key.length !== 1) return;
    const parsed = parseCellText(e.key, scale);
    if (parsed.ok && parsed.level) {
      e.preventDefault();
      onEdit(editsFor(selection, courseIds, loIds, parsed.level));
    }
  };

  const onMouseDown = (e: MouseEvent<HTMLTableSectionElement>) => {
    const pos = cellAt(e.target);
    if (!pos) return;
    if (e.shiftKey) e.preventDefault();
    // A click on the cell already active in the focused grid steps it; the first click only selects.
    const focused = typeof document !== 'undefined' && document.activeElement === table.current;
    const same =
      !e.shiftKey &&
      single(selection) &&
      focused &&
      selection.active.r === pos.r &&
      selection.active.c === pos.c;
    if (same && editable) {
      const level = nextLevel(levels.get(cellKey(courseIds[pos.r], loIds[pos.c])));
      onEdit([{ courseId: courseIds[pos.r], loId: loIds[pos.c], level }]);
    } else onSelect(clicked(selection, pos, e.shiftKey));
    table.current?.focus({ preventScroll: true });
  };

  const gapCols = los.map((o) => (props.gapObjectives.has(o.id) ? '1' : '')).join(',');
  return (
    <div ref={box} className="cmap-scroll kgrid-scroll">
      <table
        ref={table}
        className="cmap-table kgrid"
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a keyboard-edited data grid is the ARIA grid pattern on a table
        role="grid"
        tabIndex={0}
        aria-label={t('curriculumMap.ui.gridLabel')}
        aria-multiselectable
        onKeyDown={onKeyDown}
        data-testid="cmap-grid"
      >
        <thead>
          <tr className="cmap-goals">
            <th className="cmap-corner kgrid-corner" rowSpan={2}>
              {t('curriculumMap.ui.courseHeader')}
            </th>
            {goals
              .filter((g) => g.objectives.length)
              .map((g) => (
                <th
                  key={g.id || 'none'}
                  colSpan={g.objectives.length}
                  className="cmap-goal"
                  title={props.nameOf(g)}
                >
                  {g.code || '—'}
                </th>
              ))}
          </tr>
          <tr className="cmap-los">
            {los.map((o) => (
              <th
                key={o.id}
                className={props.gapObjectives.has(o.id) ? 'cmap-lo cmap-gap' : 'cmap-lo'}
                title={`${o.code} ${props.nameOf(o)}`}
                data-testid={`cmap-lo-${o.code}`}
                data-gap={props.gapObjectives.has(o.id) ? 'true' : 'false'}
              >
                {o.code}
              </th>
            ))}
          </tr>
        </thead>
        <tbody onMouseDown={onMouseDown}>
          {courses.map((course, r) => {
            const text = loIds.map((id) => levels.get(cellKey(course.id, id)) ?? '').join(',');
            const changedText = loIds.map((id) => (changed.has(cellKey(course.id, id)) ? '1' : '')).join(',');
            const sel = rowSelection(selection, r);
            return (
              <Row
                key={course.id}
                r={r}
                course={course}
                loCodes={loCodes}
                text={text}
                scale={scale}
                changedText={changedText}
                sel={sel}
                idle={props.idleCourses.has(course.id)}
                gapCols={gapCols}
                title={props.nameOf(course)}
              />
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
