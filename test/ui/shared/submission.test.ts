import * as E from 'fp-ts/Either';
import { FORM_ERROR } from 'final-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppErrors, type Outcome } from '../../../src/application/shared/AppError';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { failedAction, Submission, THROWN_TASK_MESSAGE, type SubmissionState } from '../../../src/ui/shared/submission';
import { waitingNotice } from '../../../src/ui/shared/waiting';
import { deferred } from '../../support/deferred';

describe('Submission', () => {
  it('idle → submitting → done, and a second submit while one is out sends nothing', async () => {
    const submission = new Submission<number>();
    const seen: SubmissionState<number>['status'][] = [];
    submission.state$.subscribe((s) => seen.push(s.status));
    const answer = deferred<Outcome<number>>();
    let calls = 0;
    const task = () => {
      calls += 1;
      return answer.promise;
    };
    const first = submission.run(task);
    // a double click or a held Enter: the same task again while the first is out
    expect(submission.busy).toBe(true);
    expect(await submission.run(task)).toBeNull();
    answer.resolve(E.right(42));
    expect(await first).toEqual(E.right(42));
    expect(calls).toBe(1);
    expect(seen).toEqual(['idle', 'submitting', 'done']);
    expect(submission.snapshot).toEqual({ status: 'done', value: 42 });
  });

  it('a failure keeps its message until the next attempt', async () => {
    const submission = new Submission();
    await submission.run(async () => E.left(AppErrors.unavailable('保存できませんでした。')));
    expect(submission.snapshot).toMatchObject({ status: 'failed', message: '保存できませんでした。' });
    const retry = deferred<Outcome<void>>();
    const again = submission.run(() => retry.promise);
    expect(submission.snapshot).toEqual({ status: 'submitting' });
    retry.resolve(E.right(undefined));
    await again;
    expect(submission.snapshot).toEqual({ status: 'done', value: undefined });
  });

  it('submit answers final-form with the field messages of an Invalid failure and stays idle (the fields show them, no page-level failure)', async () => {
    const submission = new Submission();
    const failed: string[] = [];
    const errors = await submission.submit(
      async () => E.left(AppErrors.invalidFields({ name: '名前を入力してください。' })),
      { failed: (e) => void failed.push(e.kind) },
    );
    expect(errors).toEqual({ name: '名前を入力してください。' });
    expect(submission.snapshot).toEqual({ status: 'idle' });
    expect(failed).toEqual([]);
  });

  it('submit runs done with the value once, and nothing for an ignored submit', async () => {
    const submission = new Submission<string>();
    const done: string[] = [];
    const answer = deferred<Outcome<string>>();
    const first = submission.submit(() => answer.promise, { done: (v) => void done.push(v) });
    expect(await submission.submit(async () => E.right('second'), { done: (v) => void done.push(v) })).toBeUndefined();
    answer.resolve(E.right('first'));
    expect(await first).toBeUndefined();
    expect(done).toEqual(['first']);
  });

  it('a task that throws ends the submission as a failure with a Japanese message: the button is never left busy, and the next click sends again', async () => {
    const submission = new Submission<number>();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const outcome = await submission.run(() => Promise.reject(new TypeError('boom')));
    expect(outcome).toEqual(E.left({ kind: 'Unexpected', message: THROWN_TASK_MESSAGE }));
    expect(THROWN_TASK_MESSAGE).toBe('処理に失敗しました。時間を置いて再度お試しください。');
    expect(submission.busy).toBe(false);
    expect(submission.snapshot).toMatchObject({ status: 'failed', message: THROWN_TASK_MESSAGE });
    expect(logged).toHaveBeenCalledTimes(1);
    // a task that throws synchronously ends the same way
    expect(
      await submission.submit(() => {
        throw new Error('sync');
      }),
    ).toEqual({ [FORM_ERROR]: THROWN_TASK_MESSAGE });
    expect(submission.busy).toBe(false);
    let calls = 0;
    await submission.run(async () => {
      calls += 1;
      return E.right(1);
    });
    expect(calls).toBe(1);
    expect(submission.snapshot).toEqual({ status: 'done', value: 1 });
  });

  it('submit tells final-form that a page-level failure failed (FORM_ERROR), so the form keeps its input; field messages stay field messages', async () => {
    const submission = new Submission();
    const down = await submission.submit(async () => E.left(AppErrors.unavailable()));
    expect(down).toEqual({ [FORM_ERROR]: MESSAGES.networkFailed });
    const fields = await submission.submit(async () =>
      E.left(AppErrors.invalidFields({ name: '名前を入力してください。' })),
    );
    expect(fields).toEqual({ name: '名前を入力してください。' });
    expect(await submission.submit(async () => E.right(undefined))).toBeUndefined();
  });

  it('a failure names the action that failed, so a screen sending two things shows the alert beside the right one', async () => {
    const submission = new Submission<void, 'renaming' | 'grouping'>();
    await submission.run(async () => E.left(AppErrors.unavailable()), 'grouping');
    expect(submission.snapshot).toEqual({
      status: 'failed',
      message: MESSAGES.networkFailed,
      error: AppErrors.unavailable(),
      action: 'grouping',
    });
    expect(failedAction(submission.snapshot, 'renaming')).toBeNull();
    expect(failedAction(submission.snapshot, 'grouping')?.message).toBe(MESSAGES.networkFailed);
  });

  describe('a wait longer than 10 seconds (v1 calls have no time-out)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('says how long the console has waited, second by second, and stops saying so when the answer arrives', async () => {
      vi.useFakeTimers();
      const submission = new Submission<number>();
      const answer = deferred<Outcome<number>>();
      const running = submission.run(() => answer.promise);
      vi.advanceTimersByTime(9_999);
      expect(submission.snapshot).toEqual({ status: 'submitting' });
      vi.advanceTimersByTime(1);
      expect(submission.snapshot).toEqual({ status: 'submitting', waitedSeconds: 10 });
      vi.advanceTimersByTime(2_000);
      expect(submission.snapshot).toEqual({ status: 'submitting', waitedSeconds: 12 });
      expect(waitingNotice(12)).toBe('応答を待っています（12秒）');
      answer.resolve(E.right(7));
      await running;
      expect(submission.snapshot).toEqual({ status: 'done', value: 7 });
      vi.advanceTimersByTime(5_000);
      expect(submission.snapshot).toEqual({ status: 'done', value: 7 });
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});
