import { daysUntil, dictLabel } from '@accredit/shared';
import { CalendarOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Progress, Row, Skeleton, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import { progressApi, progressKeys } from './api.ts';
import { ProjectForm } from './ProjectForm.tsx';

/**
 * The school's accreditation projects as cards: scheme, visit date (and how far off it is) and
 * how far the project has come. A card opens the project.
 */
export function ProjectCards({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const locale = currentLocale();
  const client = useQueryClient();
  const [adding, setAdding] = useState(false);
  const projects = useQuery({ queryKey: progressKeys.projects(), queryFn: progressApi.projects });
  const rows = projects.data?.records ?? [];
  const progress = useQueries({
    queries: rows.map((p) => ({
      queryKey: progressKeys.progress(p.id),
      queryFn: () => progressApi.progress(p.id),
      retry: false,
    })),
  });
  const today = dayjs().format('YYYY-MM-DD');

  return (
    <div data-testid="acc-projects">
      <div className="acc-toolbar">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('accProgressWeb.projects.title')}
        </Typography.Title>
        {session.has('accreditationProgress:add') && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setAdding(true)}
            data-testid="acc-project-add"
          >
            {t('accProgressWeb.projects.add')}
          </Button>
        )}
      </div>
      {projects.isError && <Alert type="error" showIcon title={t('accProgressWeb.projects.failed')} />}
      {projects.isPending ? (
        <Skeleton active />
      ) : rows.length === 0 ? (
        <Empty description={t('accProgressWeb.projects.empty')} />
      ) : (
        <Row gutter={[16, 16]}>
          {rows.map((p, i) => {
            const pr = progress[i]?.data;
            const visit = typeof p.visitDate === 'string' ? p.visitDate.slice(0, 10) : null;
            const days = daysUntil(visit, today);
            return (
              <Col key={p.id} xs={24} md={12} xl={8}>
                <Card
                  hoverable
                  className="acc-project-card"
                  onClick={() => onOpen(p.id)}
                  data-testid="acc-project-card"
                  data-name={String(p.name)}
                >
                  <div className="acc-project-card-body">
                    <Progress
                      type="circle"
                      size={76}
                      percent={pr?.percent ?? 0}
                      format={(v) => (pr ? `${v}%` : '…')}
                      data-testid="acc-project-percent"
                    />
                    <div style={{ minWidth: 0 }}>
                      <Typography.Title level={5} ellipsis={{ rows: 2 }} style={{ marginTop: 0 }}>
                        {String(p.name)}
                      </Typography.Title>
                      <Space wrap size={[4, 4]}>
                        <Tag color="blue">{dictLabel('accreditationScheme', String(p.scheme), locale)}</Tag>
                        {pr && pr.tasks.overdue > 0 && (
                          <Tag color="red">
                            {t('accProgressWeb.projects.overdue', { count: pr.tasks.overdue })}
                          </Tag>
                        )}
                      </Space>
                      <div className="acc-muted" style={{ marginTop: 6 }}>
                        <CalendarOutlined />{' '}
                        {visit
                          ? t('accProgressWeb.projects.visit', { date: visit }) +
                            (days !== null && days >= 0
                              ? ` · ${t('accProgressWeb.projects.daysLeft', { count: days })}`
                              : '')
                          : t('accProgressWeb.projects.noVisit')}
                      </div>
                      {pr && (
                        <div className="acc-muted">
                          {t('accProgressWeb.projects.tasksDone', {
                            done: pr.tasks.completed,
                            total: pr.tasks.total,
                          })}
                        </div>
                      )}
                    </div>
                  </div>
                </Card>
              </Col>
            );
          })}
        </Row>
      )}
      <ProjectForm
        open={adding}
        record={null}
        onClose={() => setAdding(false)}
        onSaved={() => {
          setAdding(false);
          void client.invalidateQueries({ queryKey: ['crud', 'accreditationProject'] });
        }}
      />
    </div>
  );
}
