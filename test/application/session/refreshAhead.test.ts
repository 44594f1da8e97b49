import { describe, expect, it } from 'vitest';
import { Login } from '../../../src/application/session/Login';
import { REFRESH_AHEAD_TAKE_WITHIN_MS } from '../../../src/application/session/RefreshAhead';
import { RefreshSession } from '../../../src/application/session/RefreshSession';
import { DEMO_PASSWORD } from '../../../src/infrastructure/memory/world/platformSeed';
import { httpBackend } from '../../support/backends';
import { requestLog } from '../../support/requestLog';

const ME = 'GET /v1/console/managers/me';
const logIn = (backend: ReturnType<typeof httpBackend>) =>
  backend.container.get(Login).execute({ email: 'manager@example.jp', password: DEMO_PASSWORD });

// the guard's refresh needs only the session's token: at ログイン it goes out beside the login's read of the manager
describe('the guard’s refresh asked for at ログイン (RefreshAhead, over HTTP)', () => {
  it('two reads of the manager go out together; the first refresh takes the second, the next one calls again', async () => {
    const backend = httpBackend();
    const log = requestLog(backend);
    expect((await logIn(backend))._tag).toBe('Right');
    expect(log.lines()).toEqual(['POST /console/v2/sessions/', ME, ME]);
    expect(log.mostInFlight()).toBe(2);
    const refresh = backend.container.get(RefreshSession);
    expect((await refresh.execute()).kind).toBe('allowed');
    expect(log.lines().filter((l) => l === ME)).toHaveLength(2);
    expect((await refresh.execute()).kind).toBe('allowed');
    expect(log.lines().filter((l) => l === ME)).toHaveLength(3);
  });

  it('a refresh later than the window calls the server: the answer asked for is not handed out', async () => {
    const backend = httpBackend();
    const log = requestLog(backend);
    await logIn(backend);
    backend.clock.advance(REFRESH_AHEAD_TAKE_WITHIN_MS + 1);
    expect((await backend.container.get(RefreshSession).execute()).kind).toBe('allowed');
    expect(log.lines().filter((l) => l === ME)).toHaveLength(3);
  });

  it('a failed login leaves nothing asked for: no second read of the manager', async () => {
    const backend = httpBackend();
    const log = requestLog(backend);
    const refused = await backend.container
      .get(Login)
      .execute({ email: 'manager@example.jp', password: `${DEMO_PASSWORD}x` });
    expect(refused._tag).toBe('Left');
    expect(log.lines()).toEqual(['POST /console/v2/sessions/']);
  });
});
