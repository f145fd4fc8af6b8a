import { type FieldDef, RESOURCE } from '@accredit/shared';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Button, Form } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadSignedInCatalogs } from '../i18n/index.ts';
import { defaultWidget, toApiValue, toFormValue } from './fields.tsx';
import { DictTags } from './multi-dict.tsx';
import { toFilters } from './SearchForm.tsx';

/** A dictionary field with several codes (the standards an improvement serves) in the generic screens. */
const def = RESOURCE.continuousImprovement;
const standards = def.fields.find((f) => f.key === 'standards') as FieldDef;

beforeAll(async () => {
  await i18n.changeLanguage('en-US');
  await loadSignedInCatalogs();
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en-US');
});

describe('a multiple dictionary field', { timeout: 20_000 }, () => {
  it('is edited as a list and sent as one comma-separated text (nothing picked is no value)', () => {
    expect(toFormValue(standards, '1-1,5')).toEqual(['1-1', '5']);
    expect(toApiValue(standards, ['1-1', '5'])).toBe('1-1,5');
    expect(toApiValue(standards, [])).toBeNull();
    expect(toApiValue(standards, undefined)).toBeNull();
  });

  it('is searched by one code', () => {
    expect(toFilters(def, { standards: '5', finding: 'late' }, [])).toEqual({
      standards: '5',
      finding: '*late*',
    });
  });

  it('shows one tag per code, labelled in the language in use', async () => {
    render(<DictTags field={standards} value="2,5" />);
    expect(screen.getByTestId('tags-standards').textContent).toBe(
      'Physical, Virtual and Financial ResourcesCurriculum',
    );
    expect(screen.getAllByText(/./, { selector: '.ant-tag' })).toHaveLength(2);
    cleanup();
    await act(() => i18n.changeLanguage('zh-CN'));
    render(<DictTags field={standards} value="1-1" />);
    expect(screen.getByTestId('tags-standards').textContent).toBe('战略规划 / 使命');
  });

  it('shows the stored codes as tags in the form and submits them joined', async () => {
    const sent = vi.fn();
    function Editor() {
      const [form] = Form.useForm();
      return (
        <Form
          form={form}
          initialValues={{ standards: toFormValue(standards, '1-1,5') }}
          onFinish={(v) => sent(toApiValue(standards, v.standards))}
        >
          <Form.Item name="standards" label="Standards">
            {defaultWidget(standards, 'Please select')}
          </Form.Item>
          <Button htmlType="submit" data-testid="save">
            save
          </Button>
        </Form>
      );
    }
    render(<Editor />);
    const select = screen.getByTestId('multi-standards');
    expect(select.className).toContain('ant-select-multiple');
    expect(screen.getByText('Strategic Planning / Mission')).toBeTruthy();
    expect(screen.getByText('Curriculum')).toBeTruthy();
    await act(async () => screen.getByTestId('save').click());
    await vi.waitFor(() => expect(sent).toHaveBeenCalledWith('1-1,5'));
  });
});
