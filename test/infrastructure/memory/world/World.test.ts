import { fakerJA } from '@faker-js/faker';
import { describe, expect, it, vi } from 'vitest';
import {
  LocalStorageWorldPersistence,
  VolatileWorldPersistence,
  WORLD_REVISION_KEY,
  WORLD_STORAGE_KEY,
} from '../../../../src/infrastructure/memory/world/persistence';
import { World } from '../../../../src/infrastructure/memory/world/World';
import { FixedClock, TODAY } from '../../../support/backends';
import { MemoryStorage } from '../../../support/MemoryStorage';

describe('the demo world', () => {
  it('loads a stored world without faker and is ready at once', () => {
    const persistence = new VolatileWorldPersistence();
    new World(new FixedClock(TODAY), persistence, fakerJA).write((s) => {
      s.dev.deviceSpeed = 'slow';
    });
    const reloaded = new World(new FixedClock(TODAY), persistence);
    expect(reloaded.isReady).toBe(true);
    expect(reloaded.read((s) => s.dev.deviceSpeed)).toBe('slow');
  });

  it('reset without faker clears the store and never writes the old world back', () => {
    const persistence = new VolatileWorldPersistence();
    new World(new FixedClock(TODAY), persistence, fakerJA).write((s) => {
      s.dev.deviceSpeed = 'slow';
    });
    const reloaded = new World(new FixedClock(TODAY), persistence);
    reloaded.reset();
    reloaded.write((s) => {
      s.dev.networkUp = false;
    });
    expect(persistence.load()).toBeNull();
  });

  it("reset with faker at hand seeds today's world again", () => {
    const persistence = new VolatileWorldPersistence();
    const world = new World(new FixedClock(TODAY), persistence, fakerJA);
    world.write((s) => {
      s.dev.deviceSpeed = 'slow';
    });
    world.reset();
    expect(world.read((s) => s.dev.deviceSpeed)).toBe('normal');
    expect(JSON.parse(persistence.load() ?? '{}')).toMatchObject({ dev: { deviceSpeed: 'normal' } });
  });
});

describe('one demo world for every tab', () => {
  /** Two tabs of one browser: one localStorage, a world each. */
  const twoTabs = () => {
    const storage = new MemoryStorage();
    const persistence = () => new LocalStorageWorldPersistence(storage, null);
    const a = new World(new FixedClock(TODAY), persistence(), fakerJA);
    const b = new World(new FixedClock(TODAY), persistence());
    return { storage, a, b };
  };

  it('a write in one tab is seen by the other', () => {
    const { a, b } = twoTabs();
    expect(b.read((s) => s.dev.deviceSpeed)).toBe('normal');
    a.write((s) => {
      s.dev.deviceSpeed = 'slow';
    });
    expect(b.read((s) => s.dev.deviceSpeed)).toBe('slow');
  });

  it('writes of two tabs are both kept: each writes on the latest stored world', () => {
    const { storage, a, b } = twoTabs();
    a.write((s) => {
      s.dev.deviceSpeed = 'slow';
    });
    b.write((s) => {
      s.dev.networkUp = false;
    });
    const first = a.nextId('test');
    const second = b.nextId('test');
    const stored = JSON.parse(storage.getItem(WORLD_STORAGE_KEY) ?? '{}') as {
      dev: object;
      sequences: Record<string, number>;
    };
    expect(stored.dev).toMatchObject({ deviceSpeed: 'slow', networkUp: false });
    expect([first, second, stored.sequences.test]).toEqual([1001, 1002, 1002]);
    expect(a.read((s) => [s.dev.deviceSpeed, s.dev.networkUp])).toEqual(['slow', false]);
  });

  it('the stored world is parsed again only when another tab saved it', () => {
    const storage = new MemoryStorage();
    const persistence = new LocalStorageWorldPersistence(storage, null);
    const loads = vi.spyOn(persistence, 'load');
    const a = new World(new FixedClock(TODAY), persistence, fakerJA);
    const b = new World(new FixedClock(TODAY), new LocalStorageWorldPersistence(storage, null));
    const before = loads.mock.calls.length;
    a.write((s) => {
      s.dev.deviceSpeed = 'slow';
    });
    for (let i = 0; i < 5; i += 1) a.read((s) => s.dev.deviceSpeed);
    expect(loads.mock.calls.length).toBe(before);
    b.write((s) => {
      s.dev.deviceSpeed = 'instant';
    });
    for (let i = 0; i < 5; i += 1) expect(a.read((s) => s.dev.deviceSpeed)).toBe('instant');
    expect(loads.mock.calls.length).toBe(before + 1);
  });

  it('after a reset in another tab, this tab never writes the old world back; it takes the next stored one', () => {
    const { storage, a, b } = twoTabs();
    a.write((s) => {
      s.dev.deviceSpeed = 'slow';
    });
    // the dev menu's reset (tab b, loaded from storage, no faker at hand): the store is cleared, then b reloads
    b.reset();
    a.write((s) => {
      s.dev.networkUp = false;
    });
    expect(storage.getItem(WORLD_STORAGE_KEY)).toBeNull();
    const reloaded = new World(new FixedClock(TODAY), new LocalStorageWorldPersistence(storage, null), fakerJA);
    expect(reloaded.read((s) => [s.dev.deviceSpeed, s.dev.networkUp])).toEqual(['normal', true]);
    expect(a.read((s) => [s.dev.deviceSpeed, s.dev.networkUp])).toEqual(['normal', true]);
    a.write((s) => {
      s.dev.deviceSpeed = 'instant';
    });
    expect(reloaded.read((s) => s.dev.deviceSpeed)).toBe('instant');
  });

  it('a tab still seeding takes the world another tab stored meanwhile', async () => {
    const storage = new MemoryStorage();
    const late = new World(new FixedClock(TODAY), new LocalStorageWorldPersistence(storage, null));
    new World(new FixedClock(TODAY), new LocalStorageWorldPersistence(storage, null), fakerJA).write((s) => {
      s.dev.deviceSpeed = 'slow';
    });
    await late.ready();
    expect(late.read((s) => s.dev.deviceSpeed)).toBe('slow');
  });

  it("another tab's save tells this tab's listeners (the browser's storage event)", () => {
    const storage = new MemoryStorage();
    const events = new EventTarget();
    const world = new World(new FixedClock(TODAY), new LocalStorageWorldPersistence(storage, events), fakerJA);
    const heard: string[] = [];
    world.onChange(() => heard.push(world.read((s) => s.dev.deviceSpeed)));
    new World(new FixedClock(TODAY), new LocalStorageWorldPersistence(storage, null)).write((s) => {
      s.dev.deviceSpeed = 'slow';
    });
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'some-other-key', storageArea: storage }));
    events.dispatchEvent(Object.assign(new Event('storage'), { key: WORLD_REVISION_KEY, storageArea: storage }));
    expect(heard).toEqual(['slow']);
  });
});

describe('one save per call (World.batch)', () => {
  const world = () => {
    const storage = new MemoryStorage();
    const persistence = new LocalStorageWorldPersistence(storage, null);
    const a = new World(new FixedClock(TODAY), persistence, fakerJA);
    const saves = vi.spyOn(persistence, 'save');
    return { storage, persistence, a, saves };
  };
  const stored = (storage: MemoryStorage) =>
    JSON.parse(storage.getItem(WORLD_STORAGE_KEY) ?? '{}') as { dev: object; sequences: Record<string, number> };

  it("saves a call's writes once, at its end, with all of them", () => {
    const { storage, a, saves } = world();
    const ids = a.batch(() => {
      const first = a.nextId('test');
      const second = a.nextId('test');
      a.write((s) => {
        s.dev.deviceSpeed = 'slow';
      });
      expect(saves).toHaveBeenCalledTimes(0);
      return [first, second];
    });
    expect(ids).toEqual([1001, 1002]);
    expect(saves).toHaveBeenCalledTimes(1);
    expect(stored(storage)).toMatchObject({ dev: { deviceSpeed: 'slow' }, sequences: { test: 1002 } });
  });

  it('a call that writes nothing saves nothing; a write outside a call is saved at once', () => {
    const { a, saves } = world();
    expect(a.batch(() => a.read((s) => s.dev.deviceSpeed))).toBe('normal');
    expect(saves).toHaveBeenCalledTimes(0);
    a.write((s) => {
      s.dev.deviceSpeed = 'slow';
    });
    expect(saves).toHaveBeenCalledTimes(1);
  });

  it('a call inside a call is saved once, when the outer one ends', () => {
    const { a, saves } = world();
    a.batch(() => {
      a.serve(() => a.nextId('test'));
      expect(saves).toHaveBeenCalledTimes(0);
      a.nextId('test');
    });
    expect(saves).toHaveBeenCalledTimes(1);
  });

  it('what a call wrote before it threw is saved', () => {
    const { storage, a } = world();
    expect(() =>
      a.batch(() => {
        a.write((s) => {
          s.dev.deviceSpeed = 'slow';
        });
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(stored(storage).dev).toMatchObject({ deviceSpeed: 'slow' });
    expect(a.read((s) => s.dev.deviceSpeed)).toBe('slow');
  });

  it("a call changes the latest stored world: another tab's earlier save is kept", () => {
    const { storage, a } = world();
    const b = new World(new FixedClock(TODAY), new LocalStorageWorldPersistence(storage, null));
    b.write((s) => {
      s.dev.networkUp = false;
    });
    a.batch(() =>
      a.write((s) => {
        s.dev.deviceSpeed = 'slow';
      }),
    );
    expect(stored(storage).dev).toMatchObject({ deviceSpeed: 'slow', networkUp: false });
    expect(b.read((s) => [s.dev.deviceSpeed, s.dev.networkUp])).toEqual(['slow', false]);
  });

  it('serve answers the lost-answer fault for a call that wrote, once', () => {
    const { a, saves } = world();
    a.faults.loseNextWriteAnswer = true;
    expect(a.serve(() => a.read((s) => s.dev.deviceSpeed))).toEqual({ result: 'normal', answer: 'sent' });
    expect(a.serve(() => a.nextId('test'))).toEqual({ result: 1001, answer: 'lost' });
    expect(a.serve(() => a.nextId('test'))).toEqual({ result: 1002, answer: 'sent' });
    a.faults.garbleNextWriteAnswer = true;
    expect(a.serve(() => a.nextId('test'))).toEqual({ result: 1003, answer: 'unreadable' });
    expect(a.serve(() => a.nextId('test'))).toEqual({ result: 1004, answer: 'sent' });
    expect(saves).toHaveBeenCalledTimes(4);
  });
});
