import * as E from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TokensGateway, type TokenSearch } from '../../../../src/application/tokens/ports/TokensGateway';
import { RequiredParameterError } from '../../../../src/infrastructure/shared/RequiredParameterError';
import { httpBackend, mswServer, V2, signedIn } from '../../../support/backends';
import { recordRequests } from '../../../support/wire';
import { portError, rightOf } from '../../../support/outcomes';

const query: TokenSearch = { organizationId: 1, page: 1, perPage: 20, sort: 'created_at', order: 'desc' };

const gateway = async () => {
  const backend = await signedIn(httpBackend);
  return { backend, tokens: backend.container.get<TokensGateway>(TokensGateway) };
};

describe('HTTP tokens adapter', () => {
  it('list sends page, per_page, sort, order and organization_id and reads data with its meta', async () => {
    const { tokens } = await gateway();
    const sent = recordRequests();
    const result = rightOf(await tokens.list(query));
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.path).toBe(
      `${V2}/external_application_api_tokens/?page=1&per_page=20&sort=created_at&order=desc&organization_id=1`,
    );
    expect(result.items.map((t) => [t.applicationName, t.revokedAt === null])).toEqual([
      ['勤怠管理システム連携', true],
      ['旧入退室システム', false],
    ]);
    expect({ total: result.total, page: result.page, perPage: result.perPage }).toEqual({
      total: 2,
      page: 1,
      perPage: 20,
    });
  });

  it.each(['page', 'perPage', 'sort', 'order', 'organizationId'] as const)(
    'a missing %s raises an error naming it, before any request',
    async (field) => {
      const { tokens } = await gateway();
      const sent = recordRequests();
      const call = tokens.list({ ...query, [field]: undefined } as unknown as TokenSearch);
      await expect(call).rejects.toThrow(RequiredParameterError);
      await expect(tokens.list({ ...query, [field]: undefined } as unknown as TokenSearch)).rejects.toThrow(
        `Required parameter ${field} was null or undefined.`,
      );
      expect(sent).toEqual([]);
    },
  );

  it('the memory adapter applies the same rule', async () => {
    const backend = await signedIn();
    await expect(
      backend.container.get<TokensGateway>(TokensGateway).list({ ...query, sort: undefined } as unknown as TokenSearch),
    ).rejects.toThrow('Required parameter sort was null or undefined.');
  });

  it('issue posts application_name and organization_id and reads token and expiresAt', async () => {
    const { tokens } = await gateway();
    const sent = recordRequests();
    const result = rightOf(await tokens.issue(1, '会議室予約'));
    expect(sent[0]?.body).toEqual({ application_name: '会議室予約', organization_id: 1 });
    expect(result.token).toMatch(/^qct_[0-9a-z]{20,}$/);
    expect(result.expiresAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('an issued answer without the token is a contract violation', async () => {
    const { tokens } = await gateway();
    mswServer().use(
      http.post(`*${V2}/external_application_api_tokens/`, () =>
        HttpResponse.json({ expiresAt: '2027-01-01T00:00:00Z' }, { status: 201 }),
      ),
    );
    const result = await tokens.issue(1, 'x');
    expect(result).toEqual(portError('ContractViolation'));
  });

  it('a list without meta is a contract violation', async () => {
    const { tokens } = await gateway();
    mswServer().use(http.get(`*${V2}/external_application_api_tokens/`, () => HttpResponse.json({ data: [] })));
    const result = await tokens.list(query);
    expect(result).toEqual(portError('ContractViolation'));
  });

  it('revoke posts to /{id}/revoke; revoking twice is a 409 Conflict', async () => {
    const { tokens } = await gateway();
    const sent = recordRequests();
    expect(await tokens.revoke(1)).toEqual(E.right(undefined));
    expect([sent[0]?.method, sent[0]?.url.pathname]).toEqual([
      'POST',
      `${V2}/external_application_api_tokens/1/revoke`,
    ]);
    const again = await tokens.revoke(1);
    expect(again).toEqual(portError('Conflict'));
  });
});
