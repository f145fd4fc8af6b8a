import {
  BellOutlined,
  CalendarOutlined,
  FileTextOutlined,
  FormOutlined,
  RightOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Button, Col, Empty, List, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { menuTitle } from '../../app/menu.ts';
import { roleLabel, useSession } from '../../app/session.tsx';
import { useImageUrl } from '../../components/files.ts';
import { MenuIcon } from '../../components/MenuIcon.tsx';
import { Panel } from '../../components/Panel.tsx';
import { currentLocale } from '../../i18n/index.ts';
import { MyTasksCard } from '../accreditation/progress/MyTasksCard.tsx';
import { fetchOpenCount, myQnrKeys } from '../questionnaire/answer/my-api.ts';
import { notesPath } from '../shell/AccountMenu.tsx';
import { openShellDrawer } from '../shell/events.ts';
import { greetingKey } from '../shell/greeting.ts';
import { unreadKey } from '../shell/NotificationBell.tsx';
import { isUnread, listNotifications, unreadCount } from '../shell/notifications.ts';
import { AwaitingAction } from './AwaitingAction.tsx';
import { fetchSummary } from './workplace-api.ts';
import './workplace.css';

/**
 * The workplace (/dashboard/workplace): what the signed-in person needs today: greeting, unread
 * notifications, upcoming calendar items, their records by kind and shortcuts to the areas their
 * role opens. No chart, so no chart library is loaded here.
 */
export default function WorkplacePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const locale = currentLocale();
  const userId = session.user?.id ?? '';
  const summary = useQuery({ queryKey: ['workplace', 'summary'], queryFn: fetchSummary });
  const unread = useQuery({
    queryKey: unreadKey(userId),
    queryFn: () => unreadCount(userId),
    enabled: Boolean(userId),
  });
  const notices = useQuery({
    queryKey: ['notifications', 'list', userId],
    queryFn: () => listNotifications(userId),
    enabled: Boolean(userId),
  });
  // Questionnaires the person still has to answer (issue 18 item 3); the card leads to them.
  const toAnswer = useQuery({ queryKey: myQnrKeys.count, queryFn: fetchOpenCount, retry: false });
  const unreadNotices = (notices.data ?? []).filter(isUnread).slice(0, 5);
  const events = summary.data?.upcomingEvents ?? [];
  const areas = session.menu.filter((n) => !n.hidden && n.path !== '/dashboard/workplace');
  const name = session.user?.realname || session.user?.username || '';
  const avatar = useImageUrl(session.user?.avatar);

  return (
    <div className="workplace" data-testid="workplace">
      <Panel className="workplace-hero">
        <Avatar size={64} src={avatar ?? undefined} icon={<UserOutlined />} className="workplace-avatar" />
        <div className="workplace-hero-text">
          <Typography.Title level={3} style={{ margin: 0 }} data-testid="workplace-greeting">
            {t('shell.greetingWithName', { greeting: t(greetingKey()), name })}
          </Typography.Title>
          <Typography.Text type="secondary">
            {roleLabel(session.currentRole, locale)} · {dayjs().format(t('shell.workplace.dateFormat'))}
          </Typography.Text>
        </div>
      </Panel>

      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={12} md={6}>
          <Panel hoverable onClick={() => openShellDrawer('notifications')} data-testid="stat-unread">
            <Statistic
              title={t('shell.workplace.unread')}
              value={unread.data ?? summary.data?.unreadNotifications ?? 0}
              prefix={<BellOutlined />}
              loading={unread.isPending && !unread.isError}
            />
          </Panel>
        </Col>
        <Col xs={12} md={6}>
          <Panel hoverable onClick={() => openShellDrawer('calendar')} data-testid="stat-events">
            <Statistic
              title={t('shell.workplace.next7Days')}
              value={summary.data?.eventsNext7Days ?? 0}
              prefix={<CalendarOutlined />}
              loading={summary.isPending}
            />
          </Panel>
        </Col>
        <Col xs={12} md={6}>
          <Panel
            hoverable
            onClick={() => navigate('/my-questionnaires')}
            data-testid="stat-my-questionnaires"
          >
            <Statistic
              title={t('qnrRespond.workplace.card')}
              value={toAnswer.data?.open ?? 0}
              prefix={<FormOutlined />}
              suffix={<span className="workplace-stat-unit">{t('qnrRespond.workplace.open')}</span>}
              loading={toAnswer.isPending}
            />
          </Panel>
        </Col>
        {(summary.data?.counts ?? []).map((c) => (
          <Col xs={12} md={6} key={c.key}>
            <Panel
              hoverable
              onClick={() => navigate(c.key === 'notes' ? notesPath(session.menu) : (c.path ?? '/'))}
            >
              <Statistic
                title={t(`shell.workplace.counts.${c.key}`, { defaultValue: c.key })}
                value={c.count}
                prefix={<FileTextOutlined />}
              />
            </Panel>
          </Col>
        ))}
      </Row>

      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={12}>
          <Panel
            title={t('shell.workplace.unreadTitle')}
            extra={
              <Button type="link" onClick={() => openShellDrawer('notifications')}>
                {t('shell.workplace.viewAll')}
              </Button>
            }
            className="workplace-panel"
          >
            {notices.isPending ? (
              <Skeleton active />
            ) : unreadNotices.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shell.workplace.noUnread')} />
            ) : (
              <List
                dataSource={unreadNotices}
                rowKey="id"
                renderItem={(n) => (
                  <List.Item onClick={() => openShellDrawer('notifications')} style={{ cursor: 'pointer' }}>
                    <List.Item.Meta
                      title={n.title}
                      description={dayjs(n.createTime).format('YYYY-MM-DD HH:mm')}
                    />
                    <Tag color="red">{t('shell.notifications.unreadTag')}</Tag>
                  </List.Item>
                )}
              />
            )}
          </Panel>
        </Col>
        <Col xs={24} lg={12}>
          <Panel
            title={t('shell.workplace.upcoming')}
            extra={
              <Button type="link" onClick={() => openShellDrawer('calendar')}>
                {t('shell.workplace.openCalendar')}
              </Button>
            }
            className="workplace-panel"
          >
            {summary.isPending ? (
              <Skeleton active />
            ) : events.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shell.workplace.noEvents')} />
            ) : (
              <List
                dataSource={events}
                rowKey="id"
                renderItem={(e) => (
                  <List.Item>
                    <List.Item.Meta
                      avatar={
                        <div className="workplace-date" style={{ borderColor: e.color ?? undefined }}>
                          <b>{dayjs(e.startTime).format('DD')}</b>
                          <span>{dayjs(e.startTime).format('MMM')}</span>
                        </div>
                      }
                      title={e.title}
                      description={
                        e.allDay ? t('shell.calendar.allDay') : dayjs(e.startTime).format('YYYY-MM-DD HH:mm')
                      }
                    />
                  </List.Item>
                )}
              />
            )}
          </Panel>
        </Col>
      </Row>

      <div style={{ marginTop: 16 }}>
        <AwaitingAction />
      </div>

      <MyTasksCard />

      <Panel title={t('shell.workplace.quickLinks')} style={{ marginTop: 16 }} data-testid="quick-links">
        <Row gutter={[12, 12]}>
          {areas.map((area) => (
            <Col key={area.path} xs={12} sm={8} lg={6} xxl={4}>
              <button type="button" className="workplace-link" onClick={() => navigate(area.path)}>
                <span className="workplace-link-icon">
                  <MenuIcon name={area.icon} />
                </span>
                <span className="workplace-link-title">{menuTitle(area, locale)}</span>
                <RightOutlined className="workplace-link-arrow" />
              </button>
            </Col>
          ))}
        </Row>
      </Panel>
    </div>
  );
}
