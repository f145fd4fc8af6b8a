import {
  cellKey,
  DEFAULT_MAP_SETTINGS,
  levelSymbol,
  MAP_LEVELS,
  type MapCell,
  type MapEdit,
  type MapLevel,
  mapCoverage,
  mapGaps,
} from '@accredit/shared';
import { DownloadOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Badge, Button, Empty, Select, Skeleton, Space, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { useSession } from '../../../app/session.tsx';
import type { Selection } from '../../../components/grid-cursor.ts';
import { useDiscardGuard } from '../../../components/unsaved-changes.tsx';
import { ImportButton } from '../../../crud/ImportButton.tsx';
import { exportMap, fetchGrid, type MapGrid as Grid, gridKey, importMap, saveCells } from './api.ts';
import { currentLevels, editsFor, mergeEdits } from './grid-model.ts';
import { MapFigures, MapGapList } from './MapGaps.tsx';
import { MapGrid } from './MapGrid.tsx';
import { CompareVersions, NewVersionButton } from './MapVersions.tsx';
import './map.css';

/**
 * The curriculum map of one programme (issue 16 item 3): courses x objectives under their goals,
 * edited by click or keyboard, saved in one call; gaps and percent mapped follow every edit (the
 * shared model, as the server computes them); versions by effective year, a new version copied
 * from the shown one, the differences between two; Excel export and import. Mounted as a tab of
 * the programme page and on its own route.
 */
const START: Selection = { anchor: { r: 0, c: 0 }, active: { r: 0, c: 0 } };

export default function CurriculumMap({ programmeId }: { programmeId: string }) {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const session = useSession();
  const client = useQueryClient();
  const [year, setYear] = useState<number | undefined>();
  const [pending, setPending] = useState<Map<string, MapEdit>>(new Map());
  const [selection, setSelection] = useState<Selection>(START);
  const [saving, setSaving] = useState(false);
  const query = useQuery({
    queryKey: gridKey(programmeId, year),
    queryFn: () => fetchGrid(programmeId, year),
  });
  const grid = query.data;
  const editable = session.has('degreePrograms:edit');
  const dirty = pending.size > 0;
  const guard = useDiscardGuard(() => pending.size > 0, dirty);
  const zh = i18n.language.startsWith('zh');
  const nameOf = useCallback(
    (x: { name: string; nameEn: string | null }) => (zh ? x.name : x.nameEn || x.name),
    [zh],
  );

  // Leaving the screen with unsaved cells asks first.
  const blocker = useBlocker(dirty);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: t('common.unsaved.title'),
      content: t('common.unsaved.content'),
      okText: t('common.unsaved.discard'),
      cancelText: t('common.unsaved.keep'),
      okButtonProps: { danger: true },
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal, t]);

  const saved = useMemo(
    () => new Map((grid?.cells ?? []).map((c) => [cellKey(c.courseId, c.loId), c.level])),
    [grid],
  );
  const levels = useMemo(() => currentLevels(grid?.cells ?? [], pending), [grid, pending]);
  const changed = useMemo(() => new Set(pending.keys()), [pending]);
  const objectives = useMemo(
    () => new Map((grid?.goals ?? []).flatMap((g) => g.objectives.map((o) => [o.id, o]))),
    [grid],
  );
  const courses = useMemo(() => new Map((grid?.courses ?? []).map((c) => [c.id, c])), [grid]);
  const figures = useMemo(() => {
    const cells: MapCell[] = [];
    for (const [key, level] of levels) {
      const [courseId, loId] = key.split('\u0000');
      cells.push({ courseId, loId, level });
    }
    const loIds = [...objectives.keys()];
    const courseIds = [...courses.keys()];
    return { gaps: mapGaps(loIds, courseIds, cells), coverage: mapCoverage(loIds, courseIds, cells) };
  }, [levels, objectives, courses]);
  const gapObjectives = useMemo(() => new Set(figures.gaps.objectivesWithoutHigh), [figures]);
  const idleCourses = useMemo(() => new Set(figures.gaps.coursesSupportingNothing), [figures]);

  const onEdit = useCallback((edits: MapEdit[]) => setPending((p) => mergeEdits(saved, p, edits)), [saved]);

  const afterLoad = (next: Grid) => {
    client.setQueryData(gridKey(programmeId, next.effectiveYear), next);
    if (year === undefined) client.setQueryData(gridKey(programmeId), next);
  };

  const save = async () => {
    if (!grid || !dirty) return;
    setSaving(true);
    try {
      const next = await saveCells(programmeId, grid.effectiveYear, [...pending.values()]);
      afterLoad(next);
      setPending(new Map());
      message.success(t('curriculumMap.saved', { count: pending.size }));
    } catch {
      /* the client has shown the server's message; the edits stay */
    } finally {
      setSaving(false);
    }
  };

  const switchTo = (next: number) =>
    guard(() => {
      setPending(new Map());
      setSelection(START);
      setYear(next);
    })();

  if (query.isLoading) return <Skeleton active data-testid="cmap-loading" />;
  if (query.isError || !grid)
    return (
      <Alert type="error" showIcon message={(query.error as Error | null)?.message ?? t('errors.internal')} />
    );

  const scale = grid.programme.mapScale;
  const versions = [...new Set([grid.effectiveYear, ...grid.versions])].sort((a, b) => b - a);
  const setLevel = (level: MapLevel | null) =>
    onEdit(
      editsFor(
        selection,
        grid.courses.map((c) => c.id),
        [...objectives.keys()],
        level,
      ),
    );
  const weights = DEFAULT_MAP_SETTINGS.weights;
  const noObjectives = objectives.size === 0;
  const noCourses = grid.courses.length === 0;

  return (
    <div className="cmap" data-testid="curriculum-map">
      <div className="cmap-toolbar">
        <Typography.Text strong data-testid="cmap-programme">
          {grid.programme.code} {nameOf(grid.programme)}
        </Typography.Text>
        <Space size={4}>
          <span>{t('curriculumMap.ui.version')}</span>
          <Select
            style={{ width: 100 }}
            value={grid.effectiveYear}
            options={versions.map((v) => ({ value: v, label: String(v) }))}
            onChange={switchTo}
            data-testid="cmap-version"
          />
        </Space>
        {editable ? (
          <NewVersionButton
            programmeId={programmeId}
            fromYear={grid.effectiveYear}
            versions={grid.versions}
            disabled={dirty || grid.cells.length === 0}
            onCreated={(y) => {
              void client.invalidateQueries({ queryKey: ['curriculumMap', programmeId] });
              switchTo(y);
            }}
          />
        ) : null}
        <CompareVersions
          programmeId={programmeId}
          versions={grid.versions}
          current={grid.effectiveYear}
          scale={scale}
          nameOf={nameOf}
        />
        {session.has('degreePrograms:export') ? (
          <Button
            icon={<DownloadOutlined />}
            data-testid="cmap-export"
            onClick={() =>
              exportMap(grid.programme, grid.effectiveYear, t('curriculumMap.excel.file')).catch(() => {})
            }
          >
            {t('curriculumMap.ui.export')}
          </Button>
        ) : null}
        {session.has('degreePrograms:import') ? (
          <span data-testid="cmap-import">
            <ImportButton
              upload={async (file) => {
                if (dirty) throw new Error(t('curriculumMap.ui.saveFirst'));
                return importMap(programmeId, grid.effectiveYear, file);
              }}
              onImported={() => void client.invalidateQueries({ queryKey: ['curriculumMap', programmeId] })}
            />
          </span>
        ) : null}
      </div>
      <MapFigures coverage={figures.coverage} />
      {noObjectives || noCourses ? (
        <Empty
          description={t(noObjectives ? 'curriculumMap.ui.noObjectives' : 'curriculumMap.ui.noCourses')}
        />
      ) : (
        <>
          {editable ? (
            <div className="cmap-toolbar">
              <span>{t('curriculumMap.ui.setSelected')}</span>
              {MAP_LEVELS.map((l) => (
                <Button key={l} size="small" onClick={() => setLevel(l)} data-testid={`cmap-set-${l}`}>
                  {levelSymbol(l, scale)}
                </Button>
              ))}
              <Button size="small" onClick={() => setLevel(null)} data-testid="cmap-set-clear">
                {t('curriculumMap.ui.clear')}
              </Button>
              <Badge count={pending.size} size="small" offset={[-4, 0]}>
                <Button
                  type="primary"
                  icon={<SaveOutlined />}
                  disabled={!dirty}
                  loading={saving}
                  onClick={save}
                  data-testid="cmap-save"
                >
                  {t('curriculumMap.ui.save')}
                </Button>
              </Badge>
              <Button
                disabled={!dirty}
                onClick={guard(() => setPending(new Map()))}
                data-testid="cmap-discard"
              >
                {t('curriculumMap.ui.discard')}
              </Button>
            </div>
          ) : null}
          <MapGrid
            goals={grid.goals}
            courses={grid.courses}
            levels={levels}
            changed={changed}
            scale={scale}
            selection={selection}
            onSelect={setSelection}
            onEdit={onEdit}
            editable={editable}
            gapObjectives={gapObjectives}
            idleCourses={idleCourses}
            nameOf={nameOf}
          />
          <div className="cmap-hint">
            {t(scale === 'IRM' ? 'curriculumMap.ui.legendIRM' : 'curriculumMap.ui.legendHML', {
              h: levelSymbol('H', scale),
              m: levelSymbol('M', scale),
              l: levelSymbol('L', scale),
              wh: weights.H,
              wm: weights.M,
              wl: weights.L,
            })}{' '}
            {editable ? t('curriculumMap.ui.keys') : null}
          </div>
        </>
      )}
      <MapGapList gaps={figures.gaps} objectives={objectives} courses={courses} nameOf={nameOf} />
    </div>
  );
}
