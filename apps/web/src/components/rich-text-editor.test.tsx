import { cleanup, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n/index.ts';
import { RichTextEditor } from './RichTextEditor.tsx';

/** The shared rich-text editor as a form control: value in, HTML out, every tool named. */
afterEach(cleanup);

describe('RichTextEditor', () => {
  it('shows the value and names every tool, with its pressed state', async () => {
    const onChange = vi.fn();
    render(<RichTextEditor value="<p>Plain</p>" onChange={onChange} label="Part B" testId="rte" />);
    const area = await screen.findByTestId('rte', undefined, { timeout: 5000 });
    expect(area.getAttribute('aria-label')).toBe('Part B');
    expect(area.textContent).toBe('Plain');
    const toolbar = screen.getByRole('toolbar');
    const names = [...toolbar.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
    for (const name of [
      'Bold',
      'Italic',
      'Underline',
      'Heading',
      'Bulleted list',
      'Numbered list',
      'Link',
      'Undo',
      'Redo',
    ])
      expect(names).toContain(name);
    expect(screen.getByTestId('rte-bold').getAttribute('aria-pressed')).toBe('false');
    // Typing and the toolbar on real selections are the journey's (e2e/tests/exports.spec.ts).
    expect(onChange.mock.calls).toEqual([]);
  });

  it('takes a value set by a form afterwards', async () => {
    function Harness({ value }: { value: string }) {
      const [form] = Form.useForm();
      form.setFieldsValue({ content: value });
      return (
        <Form form={form}>
          <Form.Item name="content">
            <RichTextEditor testId="rte" />
          </Form.Item>
        </Form>
      );
    }
    const { rerender } = render(<Harness value="<p>First</p>" />);
    const area = await screen.findByTestId('rte', undefined, { timeout: 5000 });
    expect(area.textContent).toBe('First');
    rerender(<Harness value="<p><strong>Second</strong></p>" />);
    await vi.waitFor(() =>
      expect(screen.getByTestId('rte').querySelector('strong')?.textContent).toBe('Second'),
    );
  });
});
