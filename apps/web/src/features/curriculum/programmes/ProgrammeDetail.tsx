import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Result, Select, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session.tsx';
import { useIsPhone } from '../../../components/responsive.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import { type ProgrammeOption, useProgrammes } from './api.ts';
import { GoalTree } from './GoalTree.tsx';
import { HeadsTab } from './HeadsTab.tsx';
import { MapTab } from './MapTab.tsx';

/**
 * One programme: a switcher among the programmes the caller may see, and the tabs of its goal
 * tree, its curriculum map and its heads. The open tab and programme live in the address, so a
 * reload or a shared link comes back to the same place.
 */
export const DETAIL_TABS = ['goals', 'map', 'heads'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

export function programmeName(p: ProgrammeOption): string {
  const name = currentLocale().startsWith('zh') ? p.name : p.nameEn || p.name;
  return `${p.code} · ${name}`;
}

export interface ProgrammeDetailProps {
  programmeId: string;
  tab: DetailTab;
  onOpen: (programmeId: string, tab: DetailTab) => void;
  onBack: () => void;
}

export function ProgrammeDetail({ programmeId, tab, onOpen, onBack }: ProgrammeDetailProps) {
  const { t } = useTranslation();
  const session = useSession();
  const programmes = useProgrammes();
  const list = programmes.data ?? [];
  const current = list.find((p) => p.id === programmeId);
  const heads = new Set(session.headAssignments.map((h) => h.degreeProgramsId));
  const phone = useIsPhone();
  // On a phone the button keeps only its arrow, so the programme's name has the width.
  const back = (
    <Button
      icon={<ArrowLeftOutlined />}
      onClick={onBack}
      aria-label={t('programmes.detail.back')}
      title={t('programmes.detail.back')}
      data-testid="programme-back"
    >
      {phone ? null : t('programmes.detail.back')}
    </Button>
  );
  if (programmes.isSuccess && !current)
    return <Result status="404" title={t('programmes.detail.notFound')} extra={back} />;

  return (
    <Card
      className="programmes-detail"
      data-testid="programme-detail"
      loading={programmes.isLoading}
      title={
        <div className="programmes-detail-title">
          <span data-testid="programme-title">{current ? programmeName(current) : ''}</span>
          {heads.has(programmeId) && <Tag color="green">{t('programmes.detail.headOf')}</Tag>}
        </div>
      }
      extra={back}
    >
      {list.length > 1 && (
        <Select
          className="programmes-switch"
          aria-label={t('programmes.detail.switch')}
          value={programmeId}
          onChange={(id) => onOpen(id, tab)}
          showSearch
          optionFilterProp="label"
          options={list.map((p) => ({ value: p.id, label: programmeName(p) }))}
          data-testid="programme-switch"
        />
      )}
      <Tabs
        activeKey={tab}
        onChange={(key) => onOpen(programmeId, key as DetailTab)}
        destroyOnHidden
        tabBarGutter={phone ? 20 : undefined}
        items={[
          {
            key: 'goals',
            label: t('programmes.tabs.goals'),
            children: <GoalTree programmeId={programmeId} />,
          },
          { key: 'map', label: t('programmes.tabs.map'), children: <MapTab programmeId={programmeId} /> },
          {
            key: 'heads',
            label: t('programmes.tabs.heads'),
            children: <HeadsTab programmeId={programmeId} />,
          },
        ]}
      />
    </Card>
  );
}
