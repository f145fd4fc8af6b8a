import { type FieldDef, RESOURCE, type ResourceDef } from '@accredit/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { inEnglish } from '../test/english.ts';
import { renderInApp } from '../test/render.tsx';
import { AttachmentsField } from './AttachmentsField.tsx';
import type { ResourceRecord } from './api.ts';
import type { FieldWidget } from './fields.tsx';
import { ResourceForm } from './ResourceForm.tsx';

/**
 * The generic form's save when a screen brings its own attachments field (a research output's
 * supporting material): until the record's stored files have arrived the field is unset, and a
 * save then leaves it out of the body (the server keeps the stored files) rather than sending
 * `attachments: null`, which the server refuses (its message then showed under the upload).
 */
const calls = vi.hoisted(() => ({ queryById: vi.fn(), edit: vi.fn(), add: vi.fn() }));
vi.mock('./api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api.ts')>()),
  resourceApi: () => calls,
}));

const base = RESOURCE.researchOutput;
const field = (key: string) => base.fields.find((f) => f.key === key) as FieldDef;
/** A journal article's form in small: two text fields and the supporting material (as features/faculty). */
const def: ResourceDef = {
  ...base,
  fields: [
    field('volume'),
    field('pages'),
    { key: 'attachments', type: 'file', label: 'faculty.labels.support', list: false },
  ],
};
const SUPPORT = { kind: 'support' };
const supportFiles: FieldWidget = ({ value, onChange, record, id }) => (
  <AttachmentsField
    id={id}
    value={value}
    onChange={onChange}
    resource={def.name}
    recordId={record ? String(record.id) : null}
    kind={SUPPORT}
  />
);

const REJECTED: ResourceRecord = { id: 'r1', outputType: '1', titleEn: 'Platform ecosystems', volume: null };

function mount(record: ResourceRecord | null) {
  const onSaved = vi.fn();
  renderInApp(
    <ResourceForm
      def={def}
      customFields={[]}
      widgets={{ attachments: supportFiles }}
      open
      record={record}
      onClose={vi.fn()}
      onSaved={onSaved}
    />,
  );
  return { onSaved };
}

async function fillAndSave() {
  const volume = (await screen.findByRole('textbox', { name: 'Volume' })) as HTMLInputElement;
  fireEvent.change(volume, { target: { value: '47' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Pages' }), { target: { value: '101-128' } });
  fireEvent.click(screen.getByTestId('crud-form-save'));
}

inEnglish();

describe('saving a record whose form has its own attachments field', () => {
  it('leaves the files out of an edit saved before the stored ones have arrived', async () => {
    // The stored record (with its files) is still on its way when the person saves.
    calls.queryById.mockReturnValue(new Promise(() => {}));
    calls.edit.mockResolvedValue({ id: 'r1' });
    const { onSaved } = mount(REJECTED);
    await fillAndSave();
    await waitFor(() => expect(calls.edit).toHaveBeenCalledTimes(1));
    const body = calls.edit.mock.calls[0][0] as Record<string, unknown>;
    expect(body).toMatchObject({ id: 'r1', volume: '47', pages: '101-128' });
    expect(body).not.toHaveProperty('attachments');
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });

  it('sends the stored files of the kind once they have arrived', async () => {
    const stored = { id: 'a1', kind: 'support', fileName: 'acceptance.pdf', url: '/files/acceptance.pdf' };
    calls.queryById.mockResolvedValue({ ...REJECTED, attachments: [stored] });
    calls.edit.mockResolvedValue({ id: 'r1' });
    mount(REJECTED);
    expect(await screen.findByText('acceptance.pdf')).toBeTruthy();
    await fillAndSave();
    await waitFor(() => expect(calls.edit).toHaveBeenCalledTimes(1));
    expect(calls.edit.mock.calls[0][0]).toMatchObject({ volume: '47', attachments: [stored] });
  });

  it('sends an empty list for a record that has no files, once that is known', async () => {
    let answer: (record: ResourceRecord) => void = () => {};
    calls.queryById.mockReturnValue(new Promise<ResourceRecord>((resolve) => (answer = resolve)));
    calls.edit.mockResolvedValue({ id: 'r1' });
    mount(REJECTED);
    await waitFor(() => expect(calls.queryById).toHaveBeenCalledWith('r1'));
    // The stored record answers; the field's effect then sets its (empty) list.
    await act(async () => answer({ ...REJECTED, attachments: [] }));
    await fillAndSave();
    await waitFor(() => expect(calls.edit).toHaveBeenCalledTimes(1));
    expect(calls.edit.mock.calls[0][0]).toMatchObject({ volume: '47', attachments: [] });
  });
});
