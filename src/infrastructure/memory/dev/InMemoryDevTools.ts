import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { DevMail, DevSettings, DevTools } from '../../../application/ports/DevTools';
import type { PortError } from '../../../application/ports/PortError';
import { LARGE_ORGANIZATION_ID } from '../large/organization';
import { World } from '../world/World';

@injectable()
export class InMemoryDevTools implements DevTools {
  constructor(@inject(World) private readonly world: World) {}

  async mailbox(): Promise<E.Either<PortError, ReadonlyArray<DevMail>>> {
    await this.world.ready();
    return E.right(this.world.read((s) => s.mails.map((m) => ({ ...m, links: [...m.links] }))));
  }

  settings(): DevSettings {
    // the dev menu renders before a new world is seeded: it then shows the seeded defaults
    return this.world.isReady
      ? this.world.read((s) => ({ ...s.dev, applicationsOpen: s.signupSettings.applicationsOpen }))
      : { deviceSpeed: 'normal', cardProviderUp: true, networkUp: true, applicationsOpen: true };
  }

  update({ applicationsOpen, ...settings }: Partial<DevSettings>): void {
    this.world.write((s) => {
      s.dev = { ...s.dev, ...settings };
      // kept where the sign-up server reads it (the signup slice), not in the dev settings
      if (applicationsOpen !== undefined) s.signupSettings = { ...s.signupSettings, applicationsOpen };
    });
  }

  expireSessions(): void {
    this.world.write((s) => {
      s.sessions = [];
    });
  }

  resetWorld(): void {
    this.world.reset();
  }

  hasLargeOrganization(): boolean {
    return this.world.isReady && this.world.read((s) => s.organizations.some((o) => o.id === LARGE_ORGANIZATION_ID));
  }

  async addLargeOrganization(): Promise<{
    readonly organizationName: string;
    readonly seedMs: number;
    readonly storeMs: number;
  }> {
    // the seeder is its own chunk: the default world never loads it
    const [large, { LARGE }] = await Promise.all([
      import('../large/seed'),
      import('../large/figures'),
      this.world.ready(),
    ]);
    const started = performance.now();
    let seededAt = started;
    this.world.write((s) => {
      large.addLargeOrganization(s, this.world.now());
      seededAt = performance.now();
    });
    const stored = performance.now();
    return { organizationName: LARGE.name, seedMs: seededAt - started, storeMs: stored - seededAt };
  }
}
