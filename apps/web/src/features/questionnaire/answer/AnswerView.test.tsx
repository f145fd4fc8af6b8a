import type { MyQuestionnaireForm } from '@accredit/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client.ts';
import { i18n, loadSignedInCatalogs } from '../../../i18n/index.ts';
import { renderInApp } from '../../../test/render.tsx';
import { AnswerView } from './AnswerView.tsx';
import { SAMPLE_GROUPS } from './fixture.ts';

const api = vi.hoisted(() => ({
  fetchMyForm: vi.fn(),
  saveMyDraft: vi.fn(),
  submitMyAnswers: vi.fn(),
}));
vi.mock('./my-api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./my-api.ts')>()),
  ...api,
}));

function form(over: Partial<MyQuestionnaireForm> = {}): MyQuestionnaireForm {
  return {
    id: 'qn1',
    name: '课程评价',
    nameEn: 'Course evaluation',
    description: null,
    descriptionEn: null,
    anonymous: true,
    status: '1',
    startTime: null,
    endTime: null,
    open: true,
    answered: false,
    hasDraft: true,
    questionCount: 5,
    groupList: SAMPLE_GROUPS,
    // A draft: q1 "no" hides q2 and q3; q2's old answer stays in the draft but must not be sent.
    answers: { q1: 'no', q2: ['cases'], q4: ' Fine ' },
    draftSavedAt: '2026-11-20T08:00:00Z',
    ...over,
  };
}

function mount() {
  renderInApp(<AnswerView id="qn1" onBack={() => {}} />);
}

const confirmButton = () => screen.findByTestId('my-qnr-confirm-submit', {}, { timeout: 3000 });

beforeAll(async () => {
  await i18n.changeLanguage('en-US');
  await loadSignedInCatalogs();
});
beforeEach(() => {
  api.fetchMyForm.mockResolvedValue(form());
  api.saveMyDraft.mockResolvedValue({ savedAt: '2026-11-21T09:30:00Z' });
  api.submitMyAnswers.mockResolvedValue({ submitted: true });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('answering one questionnaire', () => {
  it('comes back to the saved draft and says the answers are not linked to the person', async () => {
    mount();
    expect((await screen.findByTestId('my-qnr-anonymous')).textContent).toContain('not linked to you');
    expect(screen.getByRole('radio', { name: 'No' })).toHaveProperty('checked', true);
    expect(screen.getByTestId('qnr-question-q4').querySelector('textarea')?.value).toBe(' Fine ');
    expect(screen.queryByText('Which parts helped?')).toBeNull();
  });

  it('saves only what is shown, trimmed', async () => {
    mount();
    fireEvent.click(await screen.findByTestId('my-qnr-save'));
    await waitFor(() => expect(api.saveMyDraft).toHaveBeenCalledTimes(1));
    expect(api.saveMyDraft).toHaveBeenCalledWith('qn1', { q1: 'no', q4: 'Fine' });
  });

  it('does not ask to submit while a required question is unanswered, and marks it', async () => {
    mount();
    fireEvent.click(await screen.findByTestId('my-qnr-submit'));
    expect((await screen.findByTestId('qnr-problem-q5')).textContent).toContain(
      'Please answer this question',
    );
    expect(screen.queryByTestId('my-qnr-confirm-submit')).toBeNull();
    expect(api.submitMyAnswers).not.toHaveBeenCalled();
    // Rating both rows puts it right: the mark goes at once.
    fireEvent.click(screen.getByRole('radio', { name: 'Communication: 5' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Analysis: 4' }));
    expect(screen.queryByTestId('qnr-problem-q5')).toBeNull();
  });

  it('submits once, after the person confirms, and thanks them', async () => {
    api.fetchMyForm.mockResolvedValue(form({ answers: { q1: 'no', q2: ['cases'], q5: { r1: 5, r2: 4 } } }));
    mount();
    fireEvent.click(await screen.findByTestId('my-qnr-submit'));
    const ok = await confirmButton();
    expect(api.submitMyAnswers).not.toHaveBeenCalled();
    fireEvent.click(ok);
    fireEvent.click(ok);
    expect(await screen.findByTestId('my-qnr-thanks')).toBeTruthy();
    expect(api.submitMyAnswers).toHaveBeenCalledTimes(1);
    expect(api.submitMyAnswers).toHaveBeenCalledWith('qn1', { q1: 'no', q5: { r1: 5, r2: 4 } });
  });

  it('shows the problems the server gives at their questions', async () => {
    api.fetchMyForm.mockResolvedValue(form({ answers: { q1: 'no', q5: { r1: 5, r2: 4 } } }));
    api.submitMyAnswers.mockRejectedValue(
      new ApiError(400, '1 answer', {
        success: false,
        message: '1 answer',
        code: 400,
        result: [{ questionId: 'q5', key: 'questionnaire.answers.invalidMatrix' }],
        timestamp: 0,
      }),
    );
    mount();
    fireEvent.click(await screen.findByTestId('my-qnr-submit'));
    fireEvent.click(await confirmButton());
    expect((await screen.findByTestId('qnr-problem-q5')).textContent).toContain('Rate each row');
    expect(screen.queryByTestId('my-qnr-thanks')).toBeNull();
  });

  it('offers no submit for a questionnaire already answered', async () => {
    api.fetchMyForm.mockResolvedValue(form({ answered: true, answers: {} }));
    mount();
    expect(await screen.findByTestId('my-qnr-already')).toBeTruthy();
    expect(screen.queryByTestId('my-qnr-submit')).toBeNull();
  });
});
