import type { GroupList } from '@accredit/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadSignedInCatalogs } from '../../../i18n/index.ts';
import { renderInApp } from '../../../test/render.tsx';
import { GroupListEditor } from './GroupListEditor.tsx';

let last: GroupList = [];

function Harness({ start, readOnly }: { start: GroupList; readOnly?: boolean }) {
  const [value, setValue] = useState(start);
  return (
    <GroupListEditor
      value={value}
      readOnly={readOnly}
      onChange={(v) => {
        last = v;
        setValue(v);
      }}
    />
  );
}

const oneGroup: GroupList = [{ id: 'g1', title: { zh: '', en: 'Teaching' }, questions: [] }];

beforeAll(async () => {
  await i18n.changeLanguage('en-US');
  await loadSignedInCatalogs();
});
afterEach(() => {
  cleanup();
  last = [];
});

describe('the question builder', () => {
  it('adds a question of the kind picked, opens it, and lists what is missing until it is written', async () => {
    renderInApp(<Harness start={oneGroup} />);
    expect(screen.queryByTestId('qb-problems')).toBeNull();
    fireEvent.click(screen.getByTestId('qb-group-0-add-question'));
    fireEvent.click(await screen.findByTestId('qb-add-rating'));
    expect(last[0].questions).toHaveLength(1);
    expect(last[0].questions[0]).toMatchObject({ id: 'q1', kind: 'rating', scale: { points: 5 } });
    // Opened at once: its scale is there to edit.
    expect(screen.getByTestId('qb-q-q1-points')).toBeTruthy();
    const problems = screen.getByTestId('qb-problems');
    expect(within(problems).getByText('Q1 · text: Give the text in at least one language')).toBeTruthy();
    fireEvent.change(screen.getByTestId('qb-q-q1-title-en'), { target: { value: 'Overall, satisfied?' } });
    expect(last[0].questions[0].title).toEqual({ zh: '', en: 'Overall, satisfied?' });
    await waitFor(() => expect(screen.queryByTestId('qb-problems')).toBeNull());
  });

  it('read-only, opens on the preview and offers no way to change the questions', () => {
    const groups: GroupList = [
      {
        id: 'g1',
        title: { zh: '教学', en: 'Teaching' },
        questions: [{ id: 'q1', kind: 'text', title: { zh: '建议', en: 'Suggestions' }, required: false }],
      },
    ];
    renderInApp(<Harness start={groups} readOnly />);
    expect(screen.getByTestId('qb-preview')).toBeTruthy();
    expect(screen.getByText('Suggestions')).toBeTruthy();
    fireEvent.click(screen.getByText('Settings'));
    expect(screen.queryByTestId('qb-add-group')).toBeNull();
    expect(screen.queryByTestId('qb-group-0-add-question')).toBeNull();
    expect((screen.getByTestId('qb-group-0-title-en') as HTMLInputElement).disabled).toBe(true);
  });
});
