import { VENUE_REFS, type VenueRefField, venueLevelText, venueNameOf, venueValues } from '@accredit/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { resourceApi } from '../../crud/api.ts';
import { dictOptions, type FieldWidget } from '../../crud/fields.tsx';
import { currentLocale } from '../../i18n/index.ts';

/**
 * The venue of a research output picked from a reference list (a journal, a conference, a funded
 * project): picking fills the venue name and its level into the form, and while an entry is
 * linked the level fields show the list's value, not an editable one (the server takes it from
 * the list anyway; packages/shared/src/resources/venues.ts derives it on both sides).
 */
interface SlotProps {
  value?: unknown;
  onChange?: (value: unknown) => void;
}

const REF_FIELDS = VENUE_REFS.map((r) => r.field);

function VenuePicker({ field, value, onChange }: SlotProps & { field: VenueRefField }) {
  const form = Form.useFormInstance();
  const locale = currentLocale();
  const resource = VENUE_REFS.find((r) => r.field === field)?.resource ?? 'periodicalStandard';
  const entries = useQuery({
    queryKey: ['crud', resource, 'venues'],
    queryFn: () => resourceApi(resource).list({ pageNo: 1, pageSize: -1, column: 'nameEn', order: 'asc' }),
  });
  const records = entries.data?.records ?? [];
  const options = records.map((r) => {
    const level = venueLevelText(resource, r, locale);
    return { value: r.id, label: `${venueNameOf(r, locale)}${level ? ` · ${level}` : ''}` };
  });
  const pick = (id: string | undefined) => {
    onChange?.(id ?? null);
    const entry = records.find((r) => r.id === id);
    if (!entry) return;
    form.setFieldsValue(venueValues(form.getFieldValue('outputType'), field, entry, locale));
  };
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      loading={entries.isLoading}
      value={value as string | undefined}
      onChange={pick}
      options={options}
      data-testid={`venue-picker-${field}`}
    />
  );
}

export function venuePicker(field: VenueRefField): FieldWidget {
  return ({ value, onChange }) => <VenuePicker field={field} value={value} onChange={onChange} />;
}

/** True while the form links a list entry (whichever list its type uses). */
function useLinked(): boolean {
  const form = Form.useFormInstance();
  const journal = Form.useWatch('venueRef', form);
  const conference = Form.useWatch('conferenceRef', form);
  const project = Form.useWatch('projectRef', form);
  return [journal, conference, project].some((v) => typeof v === 'string' && v !== '');
}

function VenueLevel({ value, onChange, dict }: SlotProps & { dict?: string }) {
  const { t } = useTranslation();
  const linked = useLinked();
  const title = linked ? t('faculty.venue.fromList') : undefined;
  if (dict)
    return (
      <Select
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
      disabled={linked}
      title={title}
      value={(value as string | undefined) ?? ''}
      onChange={(e) => onChange?.(e.target.value)}
      suffix={linked ? <span className="faculty-from-list">{t('faculty.venue.fromList')}</span> : undefined}
    />
  );
}

/** The venue level (text) or level (dictionary): the person's while no entry is linked. */
export const venueLevelWidget: FieldWidget = ({ value, onChange, field }) => (
  <VenueLevel value={value} onChange={onChange} dict={field.type === 'dict' ? field.dict : undefined} />
);

/** The widgets of a research-output form that concern its venue. */
export const VENUE_WIDGETS: Record<string, FieldWidget> = {
  ...Object.fromEntries(REF_FIELDS.map((f) => [f, venuePicker(f)])),
  venueLevel: venueLevelWidget,
  level: venueLevelWidget,
};
