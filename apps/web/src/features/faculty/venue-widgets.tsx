import {
  type Locale,
  VENUE_REFS,
  type VenueRefField,
  venueLevelText,
  venueNameOf,
  venueValues,
} from '@accredit/shared';
import { LinkOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AutoComplete, DatePicker, Form, Input, Select, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ResourceRecord, resourceApi } from '../../crud/api.ts';
import { canListRef, dictOptions, type FieldWidget } from '../../crud/fields.tsx';
import { carriedField } from '../../crud/ResourceForm.tsx';
import { currentLocale } from '../../i18n/index.ts';

/**
 * The venue of a research output, in ONE field: typing a name (either language) or an ISSN offers
 * the matching entries of the type's reference list (journals, conferences, funders); picking one
 * links it (the hidden `venueRef`/`conferenceRef`/`projectRef`) and fills the venue name, its
 * level and whether it is peer reviewed; a name not in the list is kept as typed, and editing the
 * text after a pick unlinks it. While an entry is linked the level and peer-review fields show the
 * list's values, not editable ones: the server takes them from the list anyway (the derivation is
 * packages/shared/src/resources/venues.ts on both sides).
 */
interface SlotProps {
  value?: unknown;
  onChange?: (value: unknown) => void;
  /** The form item's control id, so that its label names the input. */
  id?: string;
}

const REF_FIELDS = VENUE_REFS.map((r) => r.field);
/** The lists whose entries say whether they are peer reviewed. */
const REFEREED_REFS: readonly VenueRefField[] = ['venueRef', 'conferenceRef'];
/** Fields a search may match, per list (journals also by ISSN). */
const SEARCHED: Record<string, readonly string[]> = {
  periodicalStandard: ['nameZh', 'nameEn', 'issn'],
  conferenceStandard: ['nameZh', 'nameEn'],
  projectStandard: ['nameZh', 'nameEn'],
};
const PAGE = 10;

function resourceOf(field: VenueRefField): string {
  return VENUE_REFS.find((r) => r.field === field)?.resource ?? 'periodicalStandard';
}

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * Entries of a list matching the typed text, through the engine's list call: one wildcard filter
 * per searched field (the list's filters are AND-ed), merged; the first entries by name when
 * nothing is typed.
 */
function useEntrySearch(resource: string, typed: string, enabled: boolean) {
  const q = useDebounced(typed.replace(/\*/g, '').trim(), 250);
  return useQuery({
    queryKey: ['crud', resource, 'venueSearch', q],
    enabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const api = resourceApi(resource);
      if (!q) return (await api.list({ pageNo: 1, pageSize: PAGE, column: 'nameEn', order: 'asc' })).records;
      const pages = await Promise.all(
        (SEARCHED[resource] ?? []).map((key) => api.list({ pageNo: 1, pageSize: PAGE, [key]: `*${q}*` })),
      );
      const seen = new Map<string, ResourceRecord>();
      for (const page of pages) for (const r of page.records) if (!seen.has(r.id)) seen.set(r.id, r);
      return [...seen.values()];
    },
  });
}

function EntryOption({
  resource,
  entry,
  locale,
}: {
  resource: string;
  entry: ResourceRecord;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const name = venueNameOf(entry, locale);
  const other = venueNameOf(entry, locale.startsWith('zh') ? 'en-US' : 'zh-CN');
  const details = [
    typeof entry.issn === 'string' && entry.issn ? `ISSN ${entry.issn}` : null,
    venueLevelText(resource, entry, locale),
    entry.peerReviewed === true ? t('faculty.venue.peerReviewed') : null,
  ].filter(Boolean);
  return (
    <div className="faculty-venue-option" data-testid="venue-option">
      <div>
        {name}
        {other && other !== name ? <span className="faculty-venue-muted"> · {other}</span> : null}
      </div>
      {details.length ? <div className="faculty-venue-muted">{details.join(' · ')}</div> : null}
    </div>
  );
}

function VenueField({ refField, value, onChange, id }: SlotProps & { refField: VenueRefField }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const locale = currentLocale();
  const resource = resourceOf(refField);
  const linkedId = Form.useWatch(refField, form);
  const linked = typeof linkedId === 'string' && linkedId !== '';
  const text = typeof value === 'string' ? value : '';
  const canList = canListRef(resource);
  const entries = useEntrySearch(resource, text, canList);
  const records = entries.data ?? [];
  // The previous answer stays while the next one is on its way, narrowed to what is typed now.
  const needle = text.trim().toLowerCase();
  const shown = records.filter(
    (r) =>
      !needle ||
      [r.nameZh, r.nameEn, r.issn].some((v) => typeof v === 'string' && v.toLowerCase().includes(needle)),
  );
  const options = shown.map((entry) => ({
    value: entry.id,
    label: <EntryOption resource={resource} entry={entry} locale={locale} />,
  }));

  const pick = (id: string) => {
    const entry = records.find((r) => r.id === id);
    if (!entry) return;
    form.setFieldValue(refField, id);
    form.setFieldsValue(venueValues(form.getFieldValue('outputType'), refField, entry, locale));
  };
  const type = (next: string) => {
    // Choosing an option reports its id as a change first; the pick itself is handled by onSelect.
    if (records.some((r) => r.id === next)) return;
    onChange?.(next);
    if (linked) form.setFieldValue(refField, null);
  };
  const mark = linked ? (
    <span className="faculty-from-list" data-testid="venue-linked">
      <LinkOutlined /> {t('faculty.venue.linked')}
    </span>
  ) : undefined;

  return (
    <div>
      <AutoComplete
        value={text}
        options={canList ? options : []}
        onChange={(v) => type(String(v ?? ''))}
        onSelect={(id) => pick(String(id))}
        popupMatchSelectWidth
        style={{ width: '100%' }}
        data-testid={`venue-field-${refField}`}
      >
        <Input
          id={id}
          allowClear
          maxLength={300}
          placeholder={t('faculty.venue.placeholder')}
          suffix={mark}
        />
      </AutoComplete>
      {!linked && text.trim() !== '' ? (
        <div className="faculty-venue-muted" data-testid="venue-free">
          {t('faculty.venue.free')}
        </div>
      ) : null}
    </div>
  );
}

/** The venue name box of a type whose venue comes from the list behind `refField`. */
export function venueField(refField: VenueRefField): FieldWidget {
  return ({ value, onChange, id }) => (
    <VenueField refField={refField} value={value} onChange={onChange} id={id} />
  );
}

/** True while the form links an entry of one of these lists. */
function useLinked(fields: readonly VenueRefField[] = REF_FIELDS): boolean {
  const form = Form.useFormInstance();
  const journal = Form.useWatch('venueRef', form);
  const conference = Form.useWatch('conferenceRef', form);
  const project = Form.useWatch('projectRef', form);
  const values: Record<VenueRefField, unknown> = {
    venueRef: journal,
    conferenceRef: conference,
    projectRef: project,
  };
  return fields.some((f) => typeof values[f] === 'string' && values[f] !== '');
}

function VenueLevel({ value, onChange, dict, id }: SlotProps & { dict?: string }) {
  const { t } = useTranslation();
  const linked = useLinked();
  const title = linked ? t('faculty.venue.fromList') : undefined;
  if (dict)
    return (
      <Select
        id={id}
        allowClear
        disabled={linked}
        title={title}
        value={value as string | undefined}
        onChange={(v) => onChange?.(v ?? null)}
        options={dictOptions(dict)}
      />
    );
  return (
    <Input
      id={id}
      disabled={linked}
      title={title}
      value={(value as string | undefined) ?? ''}
      onChange={(e) => onChange?.(e.target.value)}
      suffix={linked ? <span className="faculty-from-list">{t('faculty.venue.fromList')}</span> : undefined}
    />
  );
}

/** The venue level (text) or level (dictionary): the person's while no entry is linked. */
export const venueLevelWidget: FieldWidget = ({ value, onChange, field, id }) => (
  <VenueLevel
    value={value}
    onChange={onChange}
    id={id}
    dict={field.type === 'dict' ? field.dict : undefined}
  />
);

/**
 * Peer reviewed: the person's switch while no journal or conference is linked, the list's value
 * once one is. (The form item passes `checked` for a switch, so the value is read from the form.)
 */
function PeerReviewed({ onChange, id }: SlotProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const checked = Form.useWatch('peerReviewed', form);
  const linked = useLinked(REFEREED_REFS);
  return (
    <span className="faculty-peer-reviewed">
      <Switch
        id={id}
        checked={checked === true}
        disabled={linked}
        onChange={(v) => onChange?.(v)}
        data-testid="peer-reviewed-switch"
      />
      {linked ? <span className="faculty-from-list">{t('faculty.venue.fromList')}</span> : null}
    </span>
  );
}

export const peerReviewedWidget: FieldWidget = ({ onChange, id }) => (
  <PeerReviewed onChange={onChange} id={id} />
);

/** A date that is a month (a journal article's publish month): stored as the month's first day. */
export const monthWidget: FieldWidget = ({ value, onChange, id }) => (
  <DatePicker
    id={id}
    picker="month"
    format="YYYY-MM"
    style={{ width: '100%' }}
    value={(value as Dayjs | null | undefined) ?? null}
    onChange={(d: Dayjs | null) => onChange?.(d ? d.startOf('month') : null)}
    data-testid="publish-month"
  />
);

/** The widgets of a research-output form that concern its venue, for a type linking `refField`. */
export function venueWidgets(refField: VenueRefField | undefined): Record<string, FieldWidget> {
  return {
    ...Object.fromEntries(REF_FIELDS.map((f) => [f, carriedField])),
    ...(refField ? { venueName: venueField(refField) } : {}),
    venueLevel: venueLevelWidget,
    level: venueLevelWidget,
    peerReviewed: peerReviewedWidget,
  };
}
