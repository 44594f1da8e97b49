import * as E from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DeleteOrganizationCard } from '../../../src/application/cards/DeleteOrganizationCard';
import { BACKENDS, httpBackend, mswServer, signedIn } from '../../support/backends';

/** devices-access §8 (Cards): on the organization list, a delete failure shows the modal of devices-access §2. */
const modal = (items: ReadonlyArray<string>) =>
  E.left({
    kind: 'Conflict',
    message:
      'このカードはキーパッドに登録されているため削除できませんでした。次のキーパッドでカードの登録を解除してから、再度お試しください。',
    items,
  });

describe.each(BACKENDS)('deleting from the organization card list, on the %s backend', (_name, makeBackend) => {
  it('every delete failure is the modal: a card already gone (404), the network down; nothing recorded', async () => {
    const backend = await signedIn(makeBackend);
    const remove = backend.container.get(DeleteOrganizationCard);
    expect(await remove.execute(30)).toEqual(E.right(undefined));
    expect(await remove.execute(30)).toEqual(modal([]));
    backend.world.write((s) => {
      s.dev.networkUp = false;
    });
    expect(await remove.execute(31)).toEqual(modal([]));
    backend.world.write((s) => {
      s.dev.networkUp = true;
    });
    expect(backend.world.read((s) => s.cardMasters.some((c) => c.id === 31))).toBe(true);
  });
});

describe('deleting from the organization card list, answers the world does not give', () => {
  it('a 400 of another shape records its error; a 503 is the modal with nothing recorded', async () => {
    const backend = await signedIn(httpBackend);
    const remove = backend.container.get(DeleteOrganizationCard);
    mswServer().use(
      http.delete('*/v1/console/card_masters/31', () =>
        HttpResponse.json({ message: 'カードは使用中です' }, { status: 400 }),
      ),
    );
    expect(await remove.execute(31)).toEqual(modal(['カードは使用中です']));
    mswServer().use(
      http.delete('*/v1/console/card_masters/31', () => HttpResponse.json({ message: 'down' }, { status: 503 })),
    );
    expect(await remove.execute(31)).toEqual(modal([]));
  });
});
