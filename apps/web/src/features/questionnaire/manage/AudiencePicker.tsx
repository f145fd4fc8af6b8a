import { type Audience, ROLE_NAMES, type RoleCode, textIn } from '@accredit/shared';
import { TeamOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Select, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import type { FieldWidget } from '../../../crud/fields.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import { type AudienceKind, type AudienceOption, qnrApi } from './api.ts';
import { AUDIENCE_PARTS, type AudiencePart, audienceChoices, parseAudience } from './model.ts';

/**
 * The audience of a questionnaire (issue 18 item 2): roles, classes, programmes, departments and
 * named users, any combination, with the number of people it reaches counted live by the server
 * (POST /aacsb/questionnaire/audiencePreview; a person reached twice counts once) and split by
 * group. Roles are the fixed role codes; the other lists are searched on the server
 * (GET /aacsb/questionnaire/audienceOptions), and the names of what is already chosen are asked
 * for by id, so an edited questionnaire shows names, not ids.
 */
const KIND: Record<Exclude<AudiencePart, 'roles'>, AudienceKind> = {
  classIds: 'class',
  programmeIds: 'programme',
  departIds: 'depart',
  userIds: 'user',
};

/** A value that settles `ms` after its last change (typing, picking several in a row). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const optionLabel = (o: AudienceOption) =>
  o.code && o.code !== o.title ? `${o.title} (${o.code})` : o.title;

function RemoteSelect({
  kind,
  value,
  onChange,
  disabled,
  placeholder,
  testId,
}: {
  kind: AudienceKind;
  value: string[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
  placeholder: string;
  testId: string;
}) {
  const [typed, setTyped] = useState('');
  const keyword = useSettled(typed, 300);
  const found = useQuery({
    queryKey: ['questionnaire', 'audienceOptions', kind, keyword],
    queryFn: () => qnrApi.audienceOptions(kind, { keyword }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  const chosenKey = [...value].sort().join(',');
  const names = useQuery({
    queryKey: ['questionnaire', 'audienceNames', kind, chosenKey],
    enabled: value.length > 0,
    queryFn: () => qnrApi.audienceOptions(kind, { ids: value }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  const options = useMemo(() => {
    const byId = new Map<string, { value: string; label: string }>();
    for (const o of [...(names.data ?? []), ...(found.data ?? [])])
      if (!byId.has(o.id)) byId.set(o.id, { value: o.id, label: optionLabel(o) });
    // A chosen id the server no longer names (a deleted class) still shows, so it can be removed.
    for (const id of value) if (!byId.has(id)) byId.set(id, { value: id, label: id });
    return [...byId.values()];
  }, [found.data, names.data, value]);
  return (
    <Select
      mode="multiple"
      allowClear
      showSearch
      filterOption={false}
      onSearch={setTyped}
      onBlur={() => setTyped('')}
      value={value}
      onChange={(ids: string[]) => onChange(ids)}
      options={options}
      loading={found.isFetching}
      notFoundContent={found.isFetching ? <Spin size="small" /> : undefined}
      disabled={disabled}
      placeholder={placeholder}
      style={{ width: '100%' }}
      maxTagCount="responsive"
      data-testid={testId}
    />
  );
}

/** The number of people the audience reaches, and how many in each group. */
function AudienceCount({ audience }: { audience: Audience }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const settled = useSettled(audience, 400);
  const empty = audienceChoices(settled) === 0;
  const preview = useQuery({
    queryKey: ['questionnaire', 'audiencePreview', JSON.stringify(settled)],
    enabled: !empty,
    queryFn: () => qnrApi.audiencePreview(settled),
    placeholderData: keepPreviousData,
  });
  if (audienceChoices(audience) === 0)
    return (
      <Typography.Text type="secondary" data-testid="qnr-audience-count" data-count="0">
        {t('qnrWeb.audience.nobody')}
      </Typography.Text>
    );
  if (preview.isError)
    return (
      <Alert
        type="warning"
        showIcon
        title={t('qnrWeb.audience.countFailed', {
          message: preview.error instanceof ApiError ? preview.error.message : String(preview.error),
        })}
      />
    );
  const data = preview.data;
  const groups = [...(data?.groups ?? [])].sort((a, b) => b.audience - a.audience);
  const shown = groups.slice(0, 12);
  return (
    <div className="qnr-audience-count" aria-live="polite">
      <Space size={6} wrap>
        <TeamOutlined />
        <Typography.Text strong data-testid="qnr-audience-count" data-count={data ? data.total.audience : ''}>
          {data
            ? t('qnrWeb.audience.reaches', { count: data.total.audience })
            : t('qnrWeb.audience.counting')}
        </Typography.Text>
        {preview.isFetching && <Spin size="small" />}
      </Space>
      {shown.length > 0 && (
        <div className="qnr-audience-groups" data-testid="qnr-audience-groups">
          {shown.map((g) => (
            <Tag key={g.key}>
              {textIn(g.label, locale) || g.key} · {g.audience}
            </Tag>
          ))}
          {groups.length > shown.length && (
            <Tag>{t('qnrWeb.audience.moreGroups', { count: groups.length - shown.length })}</Tag>
          )}
        </div>
      )}
    </div>
  );
}

export function AudiencePicker({
  value,
  onChange,
  id,
  disabled,
}: {
  value?: unknown;
  onChange?: (value: Audience) => void;
  id?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const audience = useMemo(() => parseAudience(value), [value]);
  const set = (part: AudiencePart, ids: string[]) => onChange?.({ ...audience, [part]: ids });
  const roleOptions = (Object.keys(ROLE_NAMES) as RoleCode[]).map((code) => ({
    value: code,
    label: ROLE_NAMES[code][locale],
  }));
  return (
    <div className="qnr-audience" id={id} data-testid="qnr-audience">
      {AUDIENCE_PARTS.map((part) => {
        const label = t(`qnrWeb.audience.parts.${part}`);
        const placeholder = t('qnrWeb.audience.choose', { what: label });
        return (
          <div key={part} className="qnr-audience-row">
            <Typography.Text className="qnr-audience-label">{label}</Typography.Text>
            {part === 'roles' ? (
              <Select
                mode="multiple"
                allowClear
                optionFilterProp="label"
                value={audience.roles}
                onChange={(ids: string[]) => set('roles', ids)}
                options={roleOptions}
                disabled={disabled}
                placeholder={placeholder}
                style={{ width: '100%' }}
                data-testid="qnr-audience-roles"
              />
            ) : (
              <RemoteSelect
                kind={KIND[part]}
                value={audience[part]}
                onChange={(ids) => set(part, ids)}
                disabled={disabled}
                placeholder={placeholder}
                testId={`qnr-audience-${KIND[part]}`}
              />
            )}
          </div>
        );
      })}
      <AudienceCount audience={audience} />
    </div>
  );
}

/** The audience picker as the questionnaire form's widget for `audience`. */
export const audienceWidget: FieldWidget = ({ value, onChange, id }) => (
  <AudiencePicker value={value} onChange={onChange} id={id} />
);
