import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App, Button, Form, Input } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n/index.ts';
import { sameValues, useUnsavedForm } from './unsaved-changes.tsx';

/**
 * A widget that sets its value by itself later, as stored files arrive: when the test calls
 * `arrive()`, not on a timer, so a slow machine cannot make it land inside the person's own input.
 */
const arrivals = new Set<() => void>();
const arrive = () =>
  act(() => {
    for (const land of arrivals) land();
  });
function Late({ onChange }: { value?: string; onChange?: (v: string) => void }) {
  useEffect(() => {
    const land = () => onChange?.('stored.pdf');
    arrivals.add(land);
    return () => void arrivals.delete(land);
  }, [onChange]);
  return null;
}

/** A form as the drawers have it: filled in by itself on opening, closed through the guard. */
function Harness({ onClose, stored }: { onClose: () => void; stored?: string }) {
  const [form] = Form.useForm();
  const unsaved = useUnsavedForm(form, true);
  // What a form fills in by itself (the stored record, a type fixed by its tab) is no change.
  useEffect(() => {
    form.setFieldsValue({ title: stored, type: '1' });
  }, [form, stored]);
  return (
    <div {...unsaved.touchProps}>
      <Form form={form} onValuesChange={unsaved.check}>
        <Form.Item name="title">
          <Input data-testid="title" />
        </Form.Item>
        <Form.Item name="type">
          <Input />
        </Form.Item>
        <Form.Item name="files">
          <Late />
        </Form.Item>
      </Form>
      <Button onClick={unsaved.guard(onClose)}>close</Button>
      <span data-testid="dirty">{String(unsaved.dirty)}</span>
    </div>
  );
}

function mount(stored?: string) {
  const onClose = vi.fn();
  render(
    <App>
      <Harness onClose={onClose} stored={stored} />
    </App>,
  );
  return onClose;
}

const type = (value: string) => {
  const box = screen.getByTestId('title');
  fireEvent.keyDown(box, { key: 'a' });
  fireEvent.change(box, { target: { value } });
};

afterEach(cleanup);

describe('unsaved changes', () => {
  it('closes an untouched form at once, even after it filled itself in', () => {
    const onClose = mount('Stored title');
    fireEvent.click(screen.getByText('close'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.body.textContent).not.toContain('Discard unsaved changes?');
  });

  it('asks before closing a changed form; keep editing stays, discard closes', async () => {
    const onClose = mount('Stored title');
    type('Stored title, revised');
    expect(screen.getByTestId('dirty').textContent).toBe('true');
    fireEvent.click(screen.getByText('close'));
    expect(onClose).not.toHaveBeenCalled();
    expect((await screen.findAllByText('Discard unsaved changes?')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByTestId('unsaved-keep'));
    expect(onClose).not.toHaveBeenCalled();
    await act(() => new Promise((r) => setTimeout(r, 400)));
    fireEvent.click(screen.getByText('close'));
    const discard = await screen.findAllByTestId('unsaved-discard');
    fireEvent.click(discard[discard.length - 1]);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not count what arrives by itself after the first touch', async () => {
    const onClose = mount('Stored title');
    fireEvent.mouseDown(screen.getByTestId('title'));
    // The person's input is over (its handling ends with the next task); then the files land.
    await act(() => new Promise((r) => setTimeout(r, 20)));
    arrive();
    expect(screen.getByTestId('dirty').textContent).toBe('false');
    fireEvent.click(screen.getByText('close'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('counts typing back to the stored value as no change', () => {
    const onClose = mount('Stored title');
    type('Something else');
    type('Stored title');
    expect(screen.getByTestId('dirty').textContent).toBe('false');
    fireEvent.click(screen.getByText('close'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('warns when the browser tab closes while the form is changed', () => {
    mount();
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);
    type('New contribution');
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(true);
  });

  it('compares values as a person sees them', () => {
    expect(sameValues({ a: '', b: null, c: [] }, {})).toBe(true);
    expect(sameValues({ d: dayjs('2025-03-01') }, { d: dayjs('2025-03-01') })).toBe(true);
    expect(sameValues({ d: dayjs('2025-03-01') }, { d: dayjs('2025-03-02') })).toBe(false);
    expect(sameValues({ a: 'x', b: 'y' }, { b: 'y', a: 'x' })).toBe(true);
    expect(sameValues({ a: 'x' }, { a: 'x ' })).toBe(false);
  });
});
