import { DownloadOutlined, SnippetsOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Segmented, Select, Skeleton, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session.tsx';
import { at, type Selection } from '../../../components/grid-cursor.ts';
import { ImportButton } from '../../../crud/ImportButton.tsx';
import { downloadTemplate, fetchSheet, importScores, type Sheet, saveScores, sheetKey } from './api.ts';
import { type CellLook, EntryGrid, type GridColumn } from './EntryGrid.tsx';
import { LockedNote, SaveButtons, studentRows, useDirtyReport } from './EntryStep.tsx';
import {
  cellView,
  fillEdits,
  mergeTexts,
  parseBlock,
  pasteEdits,
  type ScoreColumn,
  scoreChanges,
  scoreKey,
} from './grid-model.ts';
import { nameOf } from './util.ts';

/**
 * Step 4 of the quantitative wizard: the scores of the students of one class (a picker when the
 * assessment has several) on every (objective, component) pair, entered in the keyboard grid or
 * pasted from a spreadsheet, checked as they are typed, saved in one call; the Excel template of
 * the class and its import. A locked assessment shows the grid read-only.
 */
export function ScoreStep({
  id,
  sheet: full,
  locked,
  onDirty,
}: {
  id: string;
  sheet: Sheet;
  locked: boolean;
  onDirty: (dirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const session = useSession();
  const client = useQueryClient();
  const several = full.classes.length > 1;
  const [classId, setClassId] = useState<string | undefined>(several ? full.classes[0]?.id : undefined);
  const query = useQuery({
    queryKey: sheetKey('quantitative', id, classId),
    queryFn: () => fetchSheet('quantitative', id, classId),
    initialData: classId ? undefined : full,
  });
  const sheet = query.data;
  const [pending, setPending] = useState<Map<string, string>>(new Map());
  const [selection, setSelection] = useState<Selection>(at(0, 0));
  const [saving, setSaving] = useState(false);
  const editable = !locked && session.has('evaluation:edit');
  const canImport = !locked && session.has('evaluation:import');

  useDirtyReport(pending.size > 0, onDirty);

  const saved = useMemo(() => {
    const m = new Map<string, number>();
    for (const s of sheet?.scores ?? [])
      if (s.score !== null) m.set(scoreKey(s.studentId, s.loId, s.componentKey), s.score);
    return m;
  }, [sheet]);

  // Columns: each objective's aimed components, in the components' order.
  const columns = useMemo<(ScoreColumn & { grid: GridColumn })[]>(() => {
    if (!sheet) return [];
    const out: (ScoreColumn & { grid: GridColumn })[] = [];
    for (const lo of sheet.los)
      for (const comp of sheet.components) {
        const aim = sheet.aims.find((a) => a.loId === lo.id && a.componentKey === comp.key);
        if (!aim) continue;
        const name = nameOf(comp) || comp.key;
        out.push({
          loId: lo.id,
          componentKey: comp.key,
          max: aim.marks,
          grid: {
            key: `${lo.id}-${comp.key}`,
            group: lo.code,
            groupTitle: nameOf(lo),
            label: (
              <>
                <span className="aas-col-name">{name}</span>
                <span className="aas-col-max">/ {aim.marks}</span>
              </>
            ),
            title: `${lo.code} · ${name} (S = ${aim.marks})`,
            testId: `${lo.code}-${comp.key}`,
          },
        });
      }
    return out;
  }, [sheet]);
  const gridColumns = useMemo(() => columns.map((c) => c.grid), [columns]);
  const students = sheet?.students ?? [];
  const rows = useMemo(() => studentRows(students), [students]);
  const studentIds = useMemo(() => students.map((s) => s.id), [students]);
  const maxOf = useCallback(
    (loId: string, key: string) => columns.find((c) => c.loId === loId && c.componentKey === key)?.max,
    [columns],
  );

  const edit = (edits: [string, string][]) => setPending((p) => mergeTexts(saved, p, edits));

  const look = (r: number, c: number): CellLook => {
    const col = columns[c];
    const v = cellView(saved, pending, scoreKey(studentIds[r], col.loId, col.componentKey), col.max);
    const cls = [
      v.issue ? 'aas-invalid' : '',
      v.changed ? 'aas-changed' : '',
      v.missing ? 'aas-missing' : '',
      !v.missing && !v.issue && Number(v.text) === 0 ? 'aas-zero' : '',
    ]
      .filter(Boolean)
      .join(' ');
    const title = v.issue
      ? t(v.issue === 'notANumber' ? 'aol.scores.notANumber' : 'aol.scores.outOfRange', { max: col.max })
      : v.missing
        ? t('aolAssess.scores.missing')
        : undefined;
    return { text: v.missing ? '–' : v.text, className: cls, title };
  };

  const { changes, invalid } = useMemo(() => scoreChanges(pending, maxOf), [pending, maxOf]);

  const save = async () => {
    if (!changes.length) return;
    setSaving(true);
    try {
      await saveScores(id, changes);
      message.success(t('aolAssess.scores.saved', { count: changes.length }));
      // What was sent is saved; the invalid cells stay typed, marked.
      const sent = new Set(changes.map((ch) => scoreKey(ch.studentId, ch.loId, ch.componentKey)));
      setPending((p) => new Map([...p].filter(([k]) => !sent.has(k))));
      await client.invalidateQueries({ queryKey: ['aolSheet', 'quantitative', id] });
      await client.invalidateQueries({ queryKey: ['aolResults', 'quantitative', id] });
    } catch {
      /* the client showed the server's message; the typed scores stay */
    } finally {
      setSaving(false);
    }
  };

  const pasteFromClipboard = async () => {
    try {
      const text = await navigator.clipboard.readText();
      const out = pasteEdits(selection, parseBlock(text), studentIds, columns);
      edit(out.edits);
      if (out.area) setSelection(out.area);
      if (out.clipped) message.warning(t('aolAssess.scores.clipped', { count: out.clipped }));
    } catch {
      message.info(t('aolAssess.scores.pasteKeys'));
    }
  };

  const switchClass = (next: string) => {
    const go = () => {
      setPending(new Map());
      setSelection(at(0, 0));
      setClassId(next);
    };
    if (pending.size === 0) go();
    else
      modal.confirm({
        title: t('common.unsaved.title'),
        content: t('common.unsaved.content'),
        okText: t('common.unsaved.discard'),
        cancelText: t('common.unsaved.keep'),
        okButtonProps: { danger: true },
        onOk: go,
      });
  };

  if (query.isLoading || !sheet) return <Skeleton active />;
  const className = full.classes.find((c) => c.id === classId);
  const classOptions = full.classes.map((c) => ({ value: c.id, label: nameOf(c) }));

  return (
    <div data-testid="aas-step-scores">
      <LockedNote locked={locked} />
      <div className="aas-toolbar">
        {several ? (
          classOptions.length <= 4 ? (
            <Segmented
              value={classId}
              options={classOptions}
              onChange={(v) => switchClass(String(v))}
              data-testid="aas-class"
            />
          ) : (
            <Select
              style={{ minWidth: 180 }}
              value={classId}
              options={classOptions}
              onChange={switchClass}
              data-testid="aas-class"
            />
          )
        ) : null}
        {editable ? (
          <>
            <SaveButtons
              count={changes.length}
              typed={pending.size > 0}
              saving={saving}
              onSave={save}
              onDiscard={() => setPending(new Map())}
            />
            <Button icon={<SnippetsOutlined />} onClick={pasteFromClipboard} data-testid="aas-paste">
              {t('aolAssess.scores.paste')}
            </Button>
          </>
        ) : null}
        {canImport ? (
          <>
            <Button
              icon={<DownloadOutlined />}
              onClick={() =>
                downloadTemplate(
                  'quantitative',
                  id,
                  classId ?? full.classes[0]?.id,
                  `${t('aolAssess.scores.templateFile')}-${full.head.courseCode}${className ? `-${nameOf(className)}` : ''}.xlsx`,
                ).catch((e: Error) => message.error(e.message))
              }
              data-testid="aas-template"
            >
              {t('aolAssess.scores.template')}
            </Button>
            <span data-testid="aas-import">
              <ImportButton
                upload={async (file) => {
                  if (pending.size) throw new Error(t('aolAssess.scores.saveFirst'));
                  return importScores('quantitative', id, file);
                }}
                onImported={() =>
                  void client.invalidateQueries({ queryKey: ['aolSheet', 'quantitative', id] })
                }
              />
            </span>
          </>
        ) : null}
      </div>
      {invalid > 0 ? (
        <Alert
          type="error"
          showIcon
          title={t('aolAssess.scores.invalid', { count: invalid })}
          style={{ marginBottom: 8 }}
          data-testid="aas-invalid"
        />
      ) : null}
      {columns.length === 0 || rows.length === 0 ? (
        <Alert
          type="warning"
          showIcon
          title={t(columns.length ? 'aolAssess.scores.noStudents' : 'aolAssess.scores.noColumns')}
        />
      ) : (
        <EntryGrid
          rows={rows}
          columns={gridColumns}
          look={look}
          selection={selection}
          onSelect={setSelection}
          editable={editable}
          mode="text"
          onCommit={(r, c, text) => {
            const col = columns[c];
            edit([[scoreKey(studentIds[r], col.loId, col.componentKey), text]]);
          }}
          onClear={(s) => edit(fillEdits(s, studentIds, columns, ''))}
          onPaste={(s, block) => {
            const out = pasteEdits(s, block, studentIds, columns);
            edit(out.edits);
            if (out.area) setSelection(out.area);
            if (out.clipped) message.warning(t('aolAssess.scores.clipped', { count: out.clipped }));
          }}
          label={t('aolAssess.scores.gridLabel')}
          corner={t('aolAssess.scores.student')}
          testId="aas-grid"
        />
      )}
      <div className="aas-hint">
        <span className="aas-legend">
          <i className="aas-missing" /> {t('aolAssess.scores.legendMissing')}
        </span>
        <span className="aas-legend">
          <i className="aas-zero" style={{ background: '#fff', border: '1px solid #ddd' }} />{' '}
          {t('aolAssess.scores.legendZero')}
        </span>
        <span className="aas-legend">
          <i className="aas-invalid" /> {t('aolAssess.scores.legendInvalid')}
        </span>
        <span className="aas-legend">
          <i className="aas-changed" /> {t('aolAssess.scores.legendChanged')}
        </span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {editable ? t('aolAssess.scores.keys') : null}
        </Typography.Text>
      </div>
    </div>
  );
}
