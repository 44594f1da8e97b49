import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { AppErrors, type Outcome } from '../../../src/application/shared/AppError';
import { Submission, type SubmissionState } from '../../../src/ui/shared/submission';
import { deferred } from './deferred';

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
    const errors = await submission.submit(async () => E.left(AppErrors.invalidFields({ name: '名前を入力してください。' })), { failed: (e) => void failed.push(e.kind) });
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
});
