import type { Page } from '@accredit/shared';
import { RightOutlined } from '@ant-design/icons';
import { useQueries } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Spin, Statistic, Tag, Typography } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../api/client.ts';
import { menuTitle } from '../../app/menu.ts';
import { useSession } from '../../app/session.tsx';
import { useRouteMeta } from '../../app/shell-routes.tsx';
import { MenuIcon } from '../../components/MenuIcon.tsx';
import { currentLocale } from '../../i18n/index.ts';
import { type AreaEntry, areaIdOf, entriesOf, findNode, hiddenEntries } from './areas.ts';
import { AREA_DASHBOARDS } from './dashboards/registry.ts';
import './areas.css';

async function countOf(resource: string): Promise<number> {
  const page = await api.get<Page<unknown>>(
    `/aacsb/${resource}/list`,
    { pageNo: 1, pageSize: 1 },
    { quiet: true },
  );
  return page.total;
}

/**
 * The home of an area (an index path of the spec, or any menu item with children): what the
 * area is for, and its screens as shortcuts with record counts where the user may list them.
 */
export default function AreaHome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const route = useRouteMeta();
  const locale = currentLocale();
  const path = route?.pathname ?? '';
  const node = findNode(session.menu, path);
  const areaId = areaIdOf(path);
  const title = node ? menuTitle(node, locale) : areaId ? t(`areas.${areaId}.title`) : path;
  const description = areaId
    ? t(`areas.${areaId}.description`)
    : t('areas.generic.description', { area: title });
  const standard = areaId ? t(`areas.${areaId}.standard`, { defaultValue: '' }) : '';
  const entries: AreaEntry[] = node
    ? entriesOf(node, locale)
    : areaId
      ? hiddenEntries(areaId, session.menu, session.held, t, locale)
      : [];
  const counted = entries.filter((e) => e.resource && session.has(`${e.resource}:query`));
  const counts = useQueries({
    queries: counted.map((e) => ({
      queryKey: ['areaCount', e.resource],
      queryFn: () => countOf(e.resource as string),
      staleTime: 60_000,
      retry: false,
    })),
  });
  const Dashboard = areaId ? AREA_DASHBOARDS[areaId] : undefined;
  const countFor = (entry: AreaEntry) => {
    const i = counted.indexOf(entry);
    return i >= 0 ? counts[i]?.data : undefined;
  };

  return (
    <div className="area-home" data-testid="area-home">
      <Card className="area-hero">
        <div className="area-hero-icon">
          <MenuIcon name={node?.icon ?? route?.meta.icon ?? null} />
        </div>
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={2} style={{ margin: 0 }} data-testid="area-title">
            {title}
          </Typography.Title>
          {standard && (
            <Tag color="cyan" style={{ marginTop: 8 }}>
              {standard}
            </Tag>
          )}
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            {description}
          </Typography.Paragraph>
        </div>
      </Card>
      {Dashboard && (
        <Suspense fallback={<Spin style={{ display: 'block', margin: '24px auto' }} />}>
          <Dashboard />
        </Suspense>
      )}
      <Typography.Title level={4} style={{ margin: '24px 0 12px' }}>
        {t('areas.screens')}
      </Typography.Title>
      {entries.length === 0 ? (
        <Card>
          <Empty description={t('areas.noScreens')} />
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          {entries.map((entry) => {
            const count = countFor(entry);
            return (
              <Col key={entry.key} xs={24} sm={12} lg={8} xxl={6}>
                <Card
                  hoverable
                  className="area-card"
                  onClick={() => navigate(entry.path)}
                  data-testid="area-card"
                >
                  <div className="area-card-body">
                    <span className="area-card-icon">
                      <MenuIcon name={entry.icon ?? node?.icon ?? null} />
                    </span>
                    <div className="area-card-text">
                      <Typography.Text strong ellipsis>
                        {entry.title}
                      </Typography.Text>
                      {count !== undefined ? (
                        <Statistic
                          value={count}
                          suffix={t('areas.records')}
                          styles={{ content: { fontSize: 14, color: 'rgba(0,0,0,0.45)' } }}
                        />
                      ) : (
                        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                          {t('areas.open')}
                        </Typography.Text>
                      )}
                    </div>
                    <RightOutlined className="area-card-arrow" />
                  </div>
                </Card>
              </Col>
            );
          })}
        </Row>
      )}
    </div>
  );
}
