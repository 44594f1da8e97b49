import { fakerJA } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { VolatileWorldPersistence } from '../../../src/infrastructure/memory/world/persistence';
import { World } from '../../../src/infrastructure/memory/world/World';
import { FixedClock, TODAY } from '../../support/backends';

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

  it('reset with faker at hand seeds today\'s world again', () => {
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
