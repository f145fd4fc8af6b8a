import type { AnswerProblem, Answers } from '@accredit/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadSignedInCatalogs } from '../../../i18n/index.ts';
import { SAMPLE_GROUPS } from './fixture.ts';
import { QuestionnaireForm } from './QuestionnaireForm.tsx';

let last: Answers = {};

function Harness(props: {
  locale?: string;
  problems?: AnswerProblem[];
  start?: Answers;
  readOnly?: boolean;
}) {
  const [value, setValue] = useState<Answers>(props.start ?? {});
  return (
    <App>
      <QuestionnaireForm
        groups={SAMPLE_GROUPS}
        value={value}
        onChange={(v) => {
          last = v;
          setValue(v);
        }}
        locale={props.locale ?? 'en-US'}
        problems={props.problems}
        readOnly={props.readOnly}
      />
    </App>
  );
}

beforeAll(async () => {
  await i18n.changeLanguage('en-US');
  await loadSignedInCatalogs();
});
afterEach(() => {
  cleanup();
  last = {};
});

describe('answering a questionnaire', () => {
  it('shows a follow-up question as soon as the answer it depends on is given, and hides it again', () => {
    render(<Harness />);
    expect(screen.queryByText('Which parts helped?')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(last).toEqual({ q1: 'yes' });
    expect(screen.getByText('Which parts helped?')).toBeTruthy();
    // The chain: the overall rating waits for an answer to "Which parts helped?".
    expect(screen.queryByText('Overall')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Lectures' }));
    expect(screen.getByText('Overall')).toBeTruthy();
    expect(screen.getByText('Excellent · 5')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByText('Which parts helped?')).toBeNull();
    expect(screen.queryByText('Overall')).toBeNull();
  });

  it('numbers what is shown and marks the required questions', () => {
    render(<Harness />);
    const titles = [...document.querySelectorAll('.qnr-question-title')].map((e) => e.textContent);
    expect(titles).toEqual(['1.Did you take this course?*Required', '2.Anything else?', '3.Skills*Required']);
  });

  it('rates matrix rows and types text, handing back the whole answers', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('radio', { name: 'Analysis: 6' }));
    expect(last).toEqual({ q5: { r2: 6 } });
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'More cases' } });
    expect(last).toEqual({ q5: { r2: 6 }, q4: 'More cases' });
  });

  it('tells each problem under its question', () => {
    render(
      <Harness
        problems={[
          { questionId: 'q1', key: 'questionnaire.answers.required' },
          { questionId: 'q5', key: 'questionnaire.answers.invalidMatrix' },
        ]}
      />,
    );
    expect(screen.getByTestId('qnr-problem-q1').textContent).toContain('Please answer this question');
    expect(screen.getByTestId('qnr-problem-q5').textContent).toContain('Rate each row on the scale given');
    expect(screen.getByTestId('qnr-question-q1').className).toContain('qnr-question-problem');
    expect(screen.queryByTestId('qnr-problem-q4')).toBeNull();
  });

  it('reads in Chinese, falling back to the other language when a text has none', () => {
    render(<Harness locale="zh-CN" start={{ q1: 'yes' }} />);
    expect(screen.getByText('您上过这门课吗？')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: '案例' })).toBeTruthy();
    render(<Harness locale="en-US" start={{ q1: 'yes' }} />);
    // The option written only in Chinese is still shown to an English reader.
    expect(screen.getAllByRole('checkbox', { name: '案例' })).toHaveLength(2);
  });

  it('lets an optional choice be cleared but not a required one', () => {
    render(<Harness start={{ q1: 'yes', q2: ['cases'] }} />);
    expect(screen.queryByTestId('qnr-clear-q1')).toBeNull();
    fireEvent.click(screen.getByTestId('qnr-clear-q2'));
    expect(last).toEqual({ q1: 'yes' });
  });

  it('changes nothing when read-only', () => {
    render(<Harness readOnly start={{ q1: 'no' }} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(last).toEqual({});
    expect(screen.queryByTestId('qnr-clear-q4')).toBeNull();
  });
});
