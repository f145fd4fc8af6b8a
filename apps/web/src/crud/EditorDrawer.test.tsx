import { RESOURCE } from '@accredit/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client.ts';
import { inEnglish } from '../test/english.ts';
import type { ResourceRecord } from './api.ts';
import { EditorDrawer, type EditorProps, showFieldErrors, useEditor } from './EditorDrawer.tsx';

const calls = vi.hoisted(() => ({ add: vi.fn(), edit: vi.fn() }));
vi.mock('./api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api.ts')>()),
  resourceApi: () => calls,
}));

const def = RESOURCE.questionnaireTemplate;

/** The smallest editor: one name box, saved as typed; a server message lands under it. */
function NameEditor(props: EditorProps) {
  const editor = useEditor<{ name?: string }>(def, props, '33%');
  const save = async () => {
    const values = await editor.validate();
    if (!values) return;
    await editor.save(
      { name: values.name ?? null },
      { onFieldErrors: (fields) => showFieldErrors(editor.form, fields), fixBelow: 'Fix what is marked' },
    );
  };
  return (
    <EditorDrawer editor={editor} onSave={save} formName="test-editor">
      <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Name is needed' }]}>
        <Input data-testid="name" />
      </Form.Item>
    </EditorDrawer>
  );
}

function mount(record: ResourceRecord | null) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  render(
    <App>
      <NameEditor open record={record} onClose={onClose} onSaved={onSaved} />
    </App>,
  );
  return { onClose, onSaved };
}

inEnglish();

describe('a resource editor drawer', () => {
  it('adds a new record, says so and hands back', async () => {
    calls.add.mockResolvedValue({ id: 'n1' });
    const { onSaved } = mount(null);
    expect(await screen.findByText(/^Add · /)).toBeTruthy();
    fireEvent.change(screen.getByTestId('name'), { target: { value: 'Exit survey' } });
    fireEvent.click(screen.getByTestId('crud-form-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(calls.add).toHaveBeenCalledWith({ name: 'Exit survey' });
    expect(calls.edit).not.toHaveBeenCalled();
    expect(await screen.findByText('Added successfully!')).toBeTruthy();
  });

  it('sends nothing while a field breaks its rule', async () => {
    const { onSaved } = mount(null);
    fireEvent.click(await screen.findByTestId('crud-form-save'));
    expect(await screen.findByText('Name is needed')).toBeTruthy();
    expect(calls.add).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('edits the open record by its id; a refusal per field shows under the field and keeps it open', async () => {
    calls.edit.mockRejectedValue(
      new ApiError(400, 'Bad request', {
        success: false,
        message: 'Bad request',
        code: 400,
        result: { fields: { name: 'This name is taken' } },
        timestamp: 0,
      }),
    );
    const { onSaved } = mount({ id: 'r1', name: 'Old' });
    expect(await screen.findByText(/^Edit · /)).toBeTruthy();
    fireEvent.change(screen.getByTestId('name'), { target: { value: 'Exit survey' } });
    fireEvent.click(screen.getByTestId('crud-form-save'));
    expect(await screen.findByText('This name is taken')).toBeTruthy();
    expect(await screen.findByText('Fix what is marked')).toBeTruthy();
    expect(calls.edit).toHaveBeenCalledWith({ name: 'Exit survey', id: 'r1' });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('asks before throwing typed work away, and closes at once when nothing changed', async () => {
    const first = mount(null);
    fireEvent.click(await screen.findByTestId('crud-form-cancel'));
    expect(first.onClose).toHaveBeenCalledTimes(1);
    cleanup();
    const second = mount(null);
    const box = await screen.findByTestId('name');
    fireEvent.keyDown(box);
    fireEvent.change(box, { target: { value: 'Half typed' } });
    fireEvent.click(screen.getByTestId('crud-form-cancel'));
    fireEvent.click(await screen.findByTestId('unsaved-discard'));
    await waitFor(() => expect(second.onClose).toHaveBeenCalledTimes(1));
  });
});
