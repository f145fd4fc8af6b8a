import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Badge,
  Button,
  Calendar,
  Drawer,
  Empty,
  List,
  Popconfirm,
  Segmented,
  Space,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EventForm } from './CalendarEventForm.tsx';
import {
  addEvent,
  type CalendarEvent,
  type CalendarEventInput,
  calendarKey,
  deleteEvent,
  editEvent,
  listEvents,
} from './calendar-api.ts';
import { useDrawerSize } from './drawer-size.ts';

type View = 'month' | 'list';

/** The personal calendar (spec 000 section 2): the user's own events, month and list views. */
export default function CalendarDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const size = useDrawerSize('33%');
  const [view, setView] = useState<View>('month');
  const [day, setDay] = useState<Dayjs>(dayjs());
  const [editing, setEditing] = useState<CalendarEvent | 'new' | null>(null);
  const events = useQuery({ queryKey: calendarKey, queryFn: listEvents, enabled: open });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: calendarKey });
    void queryClient.invalidateQueries({ queryKey: ['workplace'] });
  };
  const save = useMutation({
    mutationFn: (input: CalendarEventInput) =>
      editing && editing !== 'new' ? editEvent(editing.id, input) : addEvent(input),
    onSuccess: () => {
      void message.success(t('shell.calendar.saved'));
      setEditing(null);
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: deleteEvent,
    onSuccess: () => {
      void message.success(t('shell.calendar.deleted'));
      refresh();
    },
  });

  const all = events.data ?? [];
  const onDay = (d: Dayjs) => all.filter((e) => dayjs(e.startTime).isSame(d, 'day'));
  const upcoming = all.filter((e) => !dayjs(e.endTime ?? e.startTime).isBefore(dayjs(), 'day'));
  const shown = view === 'month' ? onDay(day) : upcoming;

  const when = (e: CalendarEvent) => {
    const start = dayjs(e.startTime);
    if (e.allDay) return `${start.format('YYYY-MM-DD')} · ${t('shell.calendar.allDay')}`;
    const end = e.endTime ? dayjs(e.endTime) : null;
    return `${start.format('YYYY-MM-DD HH:mm')}${end ? ` – ${end.format(end.isSame(start, 'day') ? 'HH:mm' : 'YYYY-MM-DD HH:mm')}` : ''}`;
  };

  return (
    <Drawer
      title={t('shell.calendar.title')}
      size={size}
      open={open}
      onClose={onClose}
      data-testid="calendar-drawer"
      extra={
        <Button type="primary" size="small" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('shell.calendar.add')}
        </Button>
      }
    >
      <Segmented
        block
        value={view}
        onChange={(v) => setView(v as View)}
        options={[
          { value: 'month', label: t('shell.calendar.month') },
          { value: 'list', label: t('shell.calendar.list') },
        ]}
        style={{ marginBottom: 12 }}
      />
      {view === 'month' && (
        <Calendar
          fullscreen={false}
          value={day}
          onSelect={(d) => setDay(d)}
          cellRender={(d, info) => {
            if (info.type !== 'date') return info.originNode;
            const count = onDay(d).length;
            // A dot under the day number marks days with events.
            return count ? <span className="calendar-day-dot" data-testid="calendar-day-dot" /> : null;
          }}
        />
      )}
      <Typography.Title level={5} style={{ marginTop: 12 }}>
        {view === 'month' ? day.format('YYYY-MM-DD') : t('shell.calendar.upcoming')}
      </Typography.Title>
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shell.calendar.empty')} />
      ) : (
        <List
          dataSource={shown}
          rowKey="id"
          renderItem={(e) => (
            <List.Item
              data-testid="calendar-event"
              actions={[
                <Button
                  key="edit"
                  type="text"
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={t('common.edit')}
                  onClick={() => setEditing(e)}
                />,
                <Popconfirm
                  key="delete"
                  title={t('shell.calendar.confirmDelete')}
                  onConfirm={() => remove.mutate(e.id)}
                  okText={t('common.ok')}
                  cancelText={t('common.cancel')}
                >
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('common.delete')}
                  />
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                avatar={<Badge color={e.color ?? '#187065'} />}
                title={e.title}
                description={
                  <Space direction="vertical" size={0}>
                    <span>{when(e)}</span>
                    {e.description && <Typography.Text type="secondary">{e.description}</Typography.Text>}
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      )}
      {editing && (
        <EventForm
          initial={editing === 'new' ? null : editing}
          day={day}
          saving={save.isPending}
          onCancel={() => setEditing(null)}
          onSave={(input) => save.mutate(input)}
        />
      )}
    </Drawer>
  );
}
