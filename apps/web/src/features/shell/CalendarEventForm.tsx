import { DatePicker, Form, Input, Modal, Radio, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useUnsavedForm } from '../../components/unsaved-changes.tsx';
import { type CalendarEvent, type CalendarEventInput, EVENT_COLORS } from './calendar-api.ts';

interface Values {
  title: string;
  range: [Dayjs, Dayjs | null];
  allDay: boolean;
  description?: string;
  color: string;
}

/** Add or edit one calendar event. */
export function EventForm({
  initial,
  day,
  saving,
  onCancel,
  onSave,
}: {
  initial: CalendarEvent | null;
  day: Dayjs;
  saving: boolean;
  onCancel: () => void;
  onSave: (input: CalendarEventInput) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const unsaved = useUnsavedForm(form, true);
  const close = unsaved.guard(onCancel);
  const start = initial ? dayjs(initial.startTime) : day.hour(9).minute(0).second(0);
  const initialValues: Values = {
    title: initial?.title ?? '',
    range: [start, initial?.endTime ? dayjs(initial.endTime) : start.add(1, 'hour')],
    allDay: initial?.allDay ?? false,
    description: initial?.description ?? '',
    color: initial?.color ?? EVENT_COLORS[0],
  };
  const submit = (v: Values) => {
    const [from, to] = v.range;
    const startTime = v.allDay ? from.startOf('day') : from;
    const endTime = to ? (v.allDay ? to.endOf('day') : to) : null;
    onSave({
      title: v.title.trim(),
      startTime: startTime.toISOString(),
      endTime: endTime?.toISOString() ?? null,
      allDay: v.allDay,
      description: v.description?.trim() || null,
      color: v.color,
    });
  };
  return (
    <Modal
      open
      title={initial ? t('shell.calendar.edit') : t('shell.calendar.add')}
      onCancel={close}
      onOk={() => form.submit()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form
        {...unsaved.formProps}
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={submit}
      >
        <Form.Item
          name="title"
          label={t('shell.calendar.fields.title')}
          rules={[{ required: true, whitespace: true, message: t('errors.field.required') }, { max: 100 }]}
        >
          <Input maxLength={100} data-testid="event-title" />
        </Form.Item>
        <Form.Item name="allDay" label={t('shell.calendar.allDay')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item noStyle shouldUpdate={(a, b) => a.allDay !== b.allDay}>
          {({ getFieldValue }) => (
            <Form.Item
              name="range"
              label={t('shell.calendar.fields.time')}
              rules={[{ required: true, message: t('errors.field.required') }]}
            >
              <DatePicker.RangePicker
                showTime={!getFieldValue('allDay') && { format: 'HH:mm' }}
                format={getFieldValue('allDay') ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm'}
                style={{ width: '100%' }}
                allowEmpty={[false, true]}
              />
            </Form.Item>
          )}
        </Form.Item>
        <Form.Item name="description" label={t('shell.calendar.fields.description')}>
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
        <Form.Item name="color" label={t('shell.calendar.fields.color')}>
          <Radio.Group>
            {EVENT_COLORS.map((c) => (
              <Radio key={c} value={c} aria-label={c}>
                <span
                  style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 7, background: c }}
                />
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
      </Form>
    </Modal>
  );
}
