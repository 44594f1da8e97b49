import * as E from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { failedWith, success } from '../../../support/outcomes';
import { GroupsGateway } from '../../../../src/application/groups/ports/GroupsGateway';
import { SearchGroups } from '../../../../src/application/groups/SearchGroups';
import { LoadGroup } from '../../../../src/application/groups/LoadGroup';
import { GROUP_MESSAGES } from '../../../../src/domain/groups/messages';
import { MESSAGES } from '../../../../src/domain/shared/messages';
import { httpBackend, mswServer, signedIn } from '../../../support/backends';
import { recordRequests } from '../../../support/wire';

describe('HTTP adapters of groups: the requests sent', () => {
  it('search sends organization_id and name to /v1/console/groups/search', async () => {
    const backend = await signedIn(httpBackend);
    const sent = recordRequests();
    await backend.container.get<GroupsGateway>(GroupsGateway).search(1, '夜間');
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.path).toBe('/v1/console/groups/search?organization_id=1&name=%E5%A4%9C%E9%96%93');
  });

  it("create posts the spec's body: duration_from/duration_in, daily_from/daily_in, weekly, null when off", async () => {
    const backend = await signedIn(httpBackend);
    const sent = recordRequests();
    const result = await backend.container.get<GroupsGateway>(GroupsGateway).create(1, {
      name: '夜勤',
      enableOffline: true,
      enableRemote: false,
      conditions: { duration: null, daily: { fromMinute: 1320, expiresInMinutes: 480 }, weekly: null },
    });
    expect(result).toEqual(success());
    expect(sent[0]?.url.pathname).toBe('/v1/console/groups/');
    // form-encoded (the older client): an off part is its bare key, as Rack reads nil
    expect(sent[0]?.text).toBe(
      'organization_id=1&name=%E5%A4%9C%E5%8B%A4&enable_offline=true&enable_remote=false&group_term_of_validity%5Bduration%5D' +
        '&group_term_of_validity%5Bdaily%5D%5Bdaily_from%5D=1320&group_term_of_validity%5Bdaily%5D%5Bdaily_in%5D=480&group_term_of_validity%5Bweekly%5D',
    );
    expect(sent[0]?.body).toEqual([
      ['organization_id', '1'],
      ['name', '夜勤'],
      ['enable_offline', 'true'],
      ['enable_remote', 'false'],
      ['group_term_of_validity[duration]', ''],
      ['group_term_of_validity[daily][daily_from]', '1320'],
      ['group_term_of_validity[daily][daily_in]', '480'],
      ['group_term_of_validity[weekly]', ''],
    ]);
  });

  it('membership goes through group_guests attach (POST) and detach (DELETE) with group_ids and guest_ids', async () => {
    const backend = await signedIn(httpBackend);
    const sent = recordRequests();
    const gateway = backend.container.get<GroupsGateway>(GroupsGateway);
    await gateway.attachGuests([3], [20]);
    await gateway.detachGuests([3], [13]);
    expect(sent.map((s) => [s.method, s.url.pathname, s.body])).toEqual([
      [
        'POST',
        '/v1/console/group_guests/attach',
        [
          ['group_ids[]', '3'],
          ['guest_ids[]', '20'],
        ],
      ],
      [
        'DELETE',
        '/v1/console/group_guests/detach',
        [
          ['group_ids[]', '3'],
          ['guest_ids[]', '13'],
        ],
      ],
    ]);
  });

  it('the unconnected tab reads and writes group_invitations/group with group_id and guest_ids', async () => {
    const backend = await signedIn(httpBackend);
    const sent = recordRequests();
    const gateway = backend.container.get<GroupsGateway>(GroupsGateway);
    expect(await gateway.invitedGuests(4)).toEqual(E.right([19, 20, 21, 22]));
    await gateway.inviteGuests(4, [23]);
    await gateway.uninviteGuests(4, [19]);
    expect(sent.map((s) => [s.method, s.path, s.body ? s.body : null])).toEqual([
      ['GET', '/v1/console/group_invitations/group?group_id=4', null],
      [
        'POST',
        '/v1/console/group_invitations/group',
        [
          ['group_id', '4'],
          ['guest_ids[]', '23'],
        ],
      ],
      [
        'DELETE',
        '/v1/console/group_invitations/group',
        [
          ['group_id', '4'],
          ['guest_ids[]', '19'],
        ],
      ],
    ]);
  });
});

describe('malformed or unexpected answers', () => {
  it('a group list that does not decode is a clear message, not a blank screen', async () => {
    const backend = await signedIn(httpBackend);
    mswServer().use(http.get('*/v1/console/groups/search', () => HttpResponse.json({ groups: [{ id: 1, name: 3 }] })));
    expect(await backend.container.get(SearchGroups).execute('')).toEqual(failedWith(MESSAGES.unexpectedResponse));
  });

  it('a group whose conditions have the wrong type is refused', async () => {
    const backend = await signedIn(httpBackend);
    mswServer().use(
      http.get('*/v1/console/groups/:id', () =>
        HttpResponse.json({
          id: 3,
          name: 'x',
          enable_offline: true,
          enable_remote: false,
          guests: [],
          group_term_of_validity: { daily: { enable_from_min: '22:00', expires_in: 480 } },
        }),
      ),
    );
    expect(await backend.container.get(LoadGroup).execute(3)).toEqual(failedWith(MESSAGES.unexpectedResponse));
  });

  it('a group list failure on the server gives グループ情報の取得に失敗しました。', async () => {
    const backend = await signedIn(httpBackend);
    mswServer().use(
      http.get('*/v1/console/groups/search', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    expect(await backend.container.get(SearchGroups).execute('')).toEqual(failedWith(GROUP_MESSAGES.listFailed));
  });
});
