import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadGuestAccess } from '../../../src/application/access/LoadGuestAccess';
import { LoadLockAccess } from '../../../src/application/access/LoadLockAccess';
import { SaveGroupMembers } from '../../../src/application/groups/SaveGroupMembers';
import { SearchGuests } from '../../../src/application/guests/SearchGuests';
import { LoadLock } from '../../../src/application/locks/LoadLock';
import { RenameLock } from '../../../src/application/locks/RenameLock';
import { SaveLockGroups } from '../../../src/application/locks/SaveLockGroups';
import { DeletePin } from '../../../src/application/pins/DeletePin';
import type { PinId } from '../../../src/domain/pins/pin';
import { GuestAccessPresenter } from '../../../src/ui/access/GuestAccessPresenter';
import { LockAccessPresenter } from '../../../src/ui/access/LockAccessPresenter';
import { readingOf } from '../../../src/ui/access/reading';
import { BACKENDS, signedIn, type Backend } from '../../support/backends';
import { until } from '../../support/presenters';
import { rightOf } from '../../support/outcomes';

afterEach(() => vi.restoreAllMocks());

const FRONT_DOOR = 1;
/** 加藤 真理 (guest 10): a member of 短期プロジェクト (group 2) and, as everyone, of 組織全体（全員）. */
const KATO = 10;
const PERIOD_GROUP = 2;
/** 清掃業者, a registered PIN on 本社 正面玄関's outdoor keypad. */
const CLEANER_PIN = 1 as PinId;

/** この人が開けられる扉 of 加藤 真理, opened and read, then left (as a manager goes to another screen). */
const guestViewReadAndLeft = async (backend: Backend): Promise<void> => {
  const presenter = backend.container.get(GuestAccessPresenter);
  presenter.open({ guestId: KATO });
  await until(() => presenter.snapshot.reading.status === 'read', 'the first reading');
  expect(presenter.snapshot.access?.groups.map((g) => g.name)).toEqual(['短期プロジェクト', '組織全体（全員）']);
  presenter.dispose();
};

/** この扉を開けられる人 of 本社 正面玄関, read and left; its headline as read. */
const lockViewReadAndLeft = async (backend: Backend): Promise<string | undefined> => {
  const presenter = backend.container.get(LockAccessPresenter);
  presenter.open({ lockId: FRONT_DOOR });
  await until(() => presenter.snapshot.reading.status === 'read', 'the first reading');
  const headline = presenter.snapshot.evaluated?.headline;
  presenter.dispose();
  return headline;
};

/** The view opened again: whether it read (the load it ran) and what it shows once read. */
const lockViewOpenedAgain = async (backend: Backend) => {
  const loads = vi.spyOn(LoadLockAccess.prototype, 'execute');
  const presenter = backend.container.get(LockAccessPresenter);
  presenter.open({ lockId: FRONT_DOOR });
  const statusAtOpen = presenter.snapshot.reading.status;
  await until(() => presenter.snapshot.reading.status === 'read', 'the reading');
  return { statusAtOpen, loads: loads.mock.calls.length, presenter };
};

describe.each(BACKENDS)('A kept access reading after a write of this tab (%s)', (_name, make) => {
  it('この人が開けられる扉, opened again after the guest was taken out of a group, reads again and shows the group gone', async () => {
    const backend = await signedIn(make);
    await guestViewReadAndLeft(backend);
    const removed = await backend.container
      .get(SaveGroupMembers)
      .execute({ groupId: PERIOD_GROUP, add: [], remove: [KATO], source: 'members' });
    expect(removed._tag).toBe('Right');

    const loads = vi.spyOn(LoadGuestAccess.prototype, 'execute');
    const again = backend.container.get(GuestAccessPresenter);
    again.open({ guestId: KATO });
    // not the kept reading: a new one, with its progress, then the truth after the write
    expect(again.snapshot.reading).toMatchObject({ status: 'reading', previous: null });
    await until(() => again.snapshot.reading.status === 'read', 'the new reading');
    expect(loads).toHaveBeenCalledTimes(1);
    expect(again.snapshot.access?.groups.map((g) => g.name)).toEqual(['組織全体（全員）']);
  });

  it('この扉を開けられる人, opened again after one of its PINs was deleted, reads again and counts one PIN fewer', async () => {
    const backend = await signedIn(make);
    expect(await lockViewReadAndLeft(backend)).toBe(
      '今（11月21日 10:00 時点）この扉を開けられる：利用者 18人・PIN 5件・カード 2枚',
    );
    expect((await backend.container.get(DeletePin).execute(CLEANER_PIN))._tag).toBe('Right');

    const { statusAtOpen, loads, presenter } = await lockViewOpenedAgain(backend);
    expect(statusAtOpen).toBe('reading');
    expect(loads).toBe(1);
    expect(presenter.snapshot.evaluated?.keypads[0]?.pins.map((p) => p.name)).not.toContain('清掃業者');
    expect(presenter.snapshot.evaluated?.headline).toBe(
      '今（11月21日 10:00 時点）この扉を開けられる：利用者 18人・PIN 4件・カード 2枚',
    );
  });

  it('この扉を開けられる人, opened again after a key group was taken off the lock, reads again without that group', async () => {
    const backend = await signedIn(make);
    await lockViewReadAndLeft(backend);
    const linked = backend.world.read((s) => s.groupLocks.filter((l) => l.lockId === FRONT_DOOR).map((l) => l.groupId));
    expect(linked).toContain(PERIOD_GROUP);
    const after = linked.filter((id) => id !== PERIOD_GROUP);
    expect((await backend.container.get(SaveLockGroups).execute(FRONT_DOOR, linked, after))._tag).toBe('Right');

    const { statusAtOpen, loads, presenter } = await lockViewOpenedAgain(backend);
    expect([statusAtOpen, loads]).toEqual(['reading', 1]);
    expect(presenter.snapshot.evaluated?.groups.map((g) => g.id)).not.toContain(PERIOD_GROUP);
  });

  it('この扉を開けられる人, opened again after the lock was renamed, reads again and names it as it is now', async () => {
    const backend = await signedIn(make);
    await lockViewReadAndLeft(backend);
    const lock = rightOf(await backend.container.get(LoadLock).execute(FRONT_DOOR));
    const renamed = await backend.container.get(RenameLock).execute(lock, '本社 正面玄関（新）');
    expect(renamed._tag).toBe('Right');

    const { statusAtOpen, loads, presenter } = await lockViewOpenedAgain(backend);
    expect([statusAtOpen, loads]).toEqual(['reading', 1]);
    const read = readingOf(presenter.snapshot.reading)?.value;
    expect(read?.kind === 'own' ? read.value.lockName : read?.kind).toBe('本社 正面玄関（新）');
  });

  it('a write the server refused keeps the reading: opened again, it shows what was read, with its time, without a call', async () => {
    const backend = await signedIn(make);
    await lockViewReadAndLeft(backend);
    // no such PIN: 404, nothing was written (our choice: a refusal does not cost the manager a reading)
    const refused = await backend.container.get(DeletePin).execute(9999 as PinId);
    expect(refused._tag).toBe('Left');

    const loads = vi.spyOn(LoadLockAccess.prototype, 'execute');
    const presenter = backend.container.get(LockAccessPresenter);
    presenter.open({ lockId: FRONT_DOOR });
    expect(presenter.snapshot.reading.status).toBe('read');
    expect(presenter.snapshot.evaluated?.headline).toBe(
      '今（11月21日 10:00 時点）この扉を開けられる：利用者 18人・PIN 5件・カード 2枚',
    );
    expect(loads).not.toHaveBeenCalled();
  });

  it('a write whose answer was lost may have been applied: the view opened again reads again', async () => {
    const backend = await signedIn(make);
    await lockViewReadAndLeft(backend);
    backend.world.faults.loseNextWriteAnswer = true;
    const lost = await backend.container.get(DeletePin).execute(CLEANER_PIN);
    expect(lost).toMatchObject({ _tag: 'Left', left: { kind: 'Unavailable' } });

    const { statusAtOpen, loads, presenter } = await lockViewOpenedAgain(backend);
    expect([statusAtOpen, loads]).toEqual(['reading', 1]);
    expect(presenter.snapshot.evaluated?.headline).toBe(
      '今（11月21日 10:00 時点）この扉を開けられる：利用者 18人・PIN 4件・カード 2枚',
    );
  });

  it('a read of a writing port (a guest search) is no write: the kept reading is shown without a call', async () => {
    const backend = await signedIn(make);
    await lockViewReadAndLeft(backend);
    const found = await backend.container.get(SearchGuests).execute({ name: '加藤', isConnected: true, page: 1 });
    expect(found._tag).toBe('Right');

    const loads = vi.spyOn(LoadLockAccess.prototype, 'execute');
    const presenter = backend.container.get(LockAccessPresenter);
    presenter.open({ lockId: FRONT_DOOR });
    expect(presenter.snapshot.reading.status).toBe('read');
    expect(loads).not.toHaveBeenCalled();
  });
});
