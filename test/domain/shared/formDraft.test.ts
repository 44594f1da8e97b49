import { describe, expect, it } from 'vitest';
import { formDraftOf, restoreOf } from '../../../src/domain/shared/formDraftRestore';

/** The card edit form of /organization/cards/3/edit as loaded. */
const CARD_3 = { name: '社員証', user: '佐藤 健' };

describe('a draft keeps only what the manager changed, with the values it was typed against', () => {
  it('renaming the card keeps the name and its base, never the untouched user', () => {
    expect(formDraftOf({ name: '社員証（新）', user: '佐藤 健' }, CARD_3)).toEqual({
      typed: { name: '社員証（新）' },
      base: { name: '社員証' },
    });
  });

  it('no change, no draft; a field typed back to its value is no change', () => {
    expect(formDraftOf(CARD_3, CARD_3)).toBeNull();
    expect(formDraftOf({ ...CARD_3 }, CARD_3)).toBeNull();
  });

  it('only the fields the form keeps, and never a secret', () => {
    expect(
      formDraftOf({ name: 'PIN1', pin: '1234', expiry: 'x' }, { name: '', pin: '', expiry: '' }, ['name', 'pin']),
    ).toEqual({ typed: { name: 'PIN1' }, base: { name: '' } });
  });

  it('lists compare by content: the same groups ticked again is no change', () => {
    expect(formDraftOf({ name: 'a', groupIds: ['1', '2'] }, { name: 'a', groupIds: ['1', '2'] })).toBeNull();
    expect(formDraftOf({ name: 'a', groupIds: ['1', '2', '3'] }, { name: 'a', groupIds: ['1', '2'] })).toEqual({
      typed: { groupIds: ['1', '2', '3'] },
      base: { groupIds: ['1', '2'] },
    });
  });
});

describe('restoring a draft never undoes another manager change', () => {
  const renamed = { typed: { name: '社員証（新）' }, base: { name: '社員証' } };

  it('the record did not move under the typed fields: the typed values are restored', () => {
    expect(restoreOf(renamed, CARD_3)).toEqual({ kind: 'restore', values: { name: '社員証（新）' } });
  });

  it('card 3 given to another guest elsewhere: the rename still restores, the user is not touched', () => {
    expect(restoreOf(renamed, { name: '社員証', user: '鈴木 美咲' })).toEqual({
      kind: 'restore',
      values: { name: '社員証（新）' },
    });
  });

  it('a typed field whose base moved: nothing is restored, the field is reported with base, now and typed', () => {
    expect(restoreOf(renamed, { name: '入館証', user: '佐藤 健' })).toEqual({
      kind: 'moved',
      moved: [{ name: 'name', base: '社員証', current: '入館証', typed: '社員証（新）' }],
      typed: { name: '社員証（新）' },
    });
  });

  it('a group removed elsewhere from the guest whose groups were ticked: moved, nothing re-attached', () => {
    const ticked = { typed: { groupIds: ['1', '2', '3'] }, base: { groupIds: ['1', '2'] } };
    const restore = restoreOf(ticked, { name: '鈴木 美咲', groupIds: ['1'] });
    expect(restore.kind).toBe('moved');
  });

  it('one field moved stops the whole restore, even where another field did not move', () => {
    const two = {
      typed: { name: 'A2', weekly: { enabled: false } },
      base: { name: 'A', weekly: { enabled: false, x: 1 } },
    };
    expect(restoreOf(two, { name: 'A', weekly: { enabled: true, x: 1 } }).kind).toBe('moved');
  });

  it('the record already holds every typed value (the draft was saved, here or elsewhere): obsolete', () => {
    expect(restoreOf(renamed, { name: '社員証（新）', user: '佐藤 健' })).toEqual({ kind: 'obsolete' });
  });

  it('a field someone else changed to exactly what was typed is no conflict', () => {
    const two = { typed: { name: 'B', memo: 'm2' }, base: { name: 'A', memo: 'm' } };
    expect(restoreOf(two, { name: 'B', memo: 'm' })).toEqual({ kind: 'restore', values: { memo: 'm2' } });
  });
});
