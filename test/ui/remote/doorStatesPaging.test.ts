import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { Scheduler } from '../../../src/application/ports/Scheduler';
import { wireLockListOf } from '../../../src/infrastructure/http/locks/codecs';
import { toLock } from '../../../src/infrastructure/memory/locks/server';
import { DoorStatesPresenter } from '../../../src/ui/remote/DoorStatesPresenter';
import { httpBackend, mswServer, signedIn } from '../../support/backends';
import { until } from '../../support/presenters';
import { SteppingScheduler } from '../../support/SteppingScheduler';

/**
 * 扉の状態 against a server whose lock list carries a total that the locks it serves do not reach (a lock deleted
 * while the pages were read, or a wrong count): every lock served is listed and the screen says the counts differ.
 */
describe('扉の状態 when the server’s total and the locks read differ', () => {
  it('lists the 17 locks served and shows 「サーバーの件数（20件）と読み込んだ件数（17件）が一致しません。…」', async () => {
    const backend = await signedIn(httpBackend);
    backend.container.rebind(Scheduler).toConstantValue(new SteppingScheduler(backend.clock));
    const locks = backend.world.read((s) => s.locks.filter((l) => l.organizationId === 1).map((l) => l.id));
    // the world's own answer, with a total of 20 added (the spec shows none; a server may send one)
    mswServer().use(
      http.get('*/v1/console/locks', async ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
        const served = backend.world.read((s) => s.locks.filter((l) => l.organizationId === 1));
        const items = backend.world.read((s) =>
          served.slice((page - 1) * 10, page * 10).map((r) => toLock(s, r, backend.clock.now())),
        );
        return HttpResponse.json({ ...wireLockListOf({ items }), total: 20 });
      }),
    );
    const presenter = backend.container.get(DoorStatesPresenter);
    presenter.read();
    await until(
      () => presenter.snapshot.status === 'ready' && presenter.snapshot.running === null,
      'the reading ended',
    );
    const state = presenter.snapshot;
    if (state.status !== 'ready') throw new Error(state.status);
    expect(state.rows.map((r) => r.lockId)).toEqual(locks);
    expect(state.notices).toEqual([
      'サーバーの件数（20件）と読み込んだ件数（17件）が一致しません。読み直してください。',
    ]);
    presenter.dispose();
  });
});
