// The files `node scripts/new-feature.mjs NAME` writes: one template per file, modelled on the groups feature
// (docs/FEATURES.md). Each is { path, text } of the names below; change a template here and the check that npm test
// runs (scripts/new-feature-check.mjs) proves the generated feature still typechecks, lints and passes its tests.

/** The names one feature's files use, from its lower camelCase name ('visits'). */
export const namesOf = (n, title) => {
  const Name = n[0].toUpperCase() + n.slice(1);
  const UPPER = n.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
  return { n, Name, UPPER, title, Item: `${Name}Item`, Gateway: `${Name}Gateway` };
};

/** The descriptor: name, screens, and the thunks of both backends' bindings and of the world part. */
const descriptor = ({ n, Name }) => ({
  path: `src/features/${n}.ts`,
  text: `import { ${n}Screens } from '../ui/${n}/screens';
import type { Feature } from './feature';

// the memory half is left out of the production build: with VITE_BACKEND 'http' the imports below are dead code
const inMemoryBuild = import.meta.env.VITE_BACKEND !== 'http';

export const ${n}: Feature = {
  name: '${n}',
  screens: ${n}Screens,
  http: () => import('../infrastructure/http/${n}/bindings').then((m) => m.bindHttp${Name}),
  memory: inMemoryBuild
    ? () => import('../infrastructure/memory/${n}/feature').then((m) => m.bindMemory${Name})
    : null,
  world: inMemoryBuild ? () => import('../infrastructure/memory/${n}/feature').then((m) => m.${n}World) : null,
};
`,
});

/** The Japanese texts of the feature: copy the spec's exactly; mark what the spec only describes. */
const messages = ({ n, UPPER, title }) => ({
  path: `src/domain/${n}/messages.ts`,
  text: `/** Japanese text of the ${n} screens. Replace each with the spec's words, copied exactly. */
export const ${UPPER}_MESSAGES = {
  title: '${title}',
  empty: '登録されている項目はありません。',
  listFailed: '一覧の取得に失敗しました。',
} as const;
`,
});

/** The entity and its rules: pure. */
const entity = ({ n, Name, Item }) => ({
  path: `src/domain/${n}/${n}.ts`,
  text: `export interface ${Item} {
  readonly id: number;
  readonly name: string;
}

const JAPANESE = new Intl.Collator('ja');

/** The list shows items by name in Japanese order, then by id. */
export const in${Name}Order = (items: ReadonlyArray<${Item}>): ReadonlyArray<${Item}> =>
  [...items].sort((a, b) => JAPANESE.compare(a.name, b.name) || a.id - b.id);
`,
});

/** The port: an interface and its Symbol.for token of the same name. */
const port = ({ n, Item, Gateway }) => ({
  path: `src/application/${n}/ports/${Gateway}.ts`,
  text: `import type { Either } from 'fp-ts/Either';
import type { ${Item} } from '../../../domain/${n}/${n}';
import type { OrganizationId } from '../../../domain/shared/ids';
import type { PortError } from '../../ports/PortError';

/** The ${n} calls of the API. */
export interface ${Gateway} {
  /** GET {v2}/${n}/?organization_id= */
  list(organizationId: OrganizationId): Promise<Either<PortError, ReadonlyArray<${Item}>>>;
}
export const ${Gateway} = Symbol.for('${Gateway}');
`,
});

/** One use case per file, with execute; calls in the current organization go through CurrentOrganization. */
const useCase = ({ n, Name, UPPER, Item, Gateway }) => ({
  path: `src/application/${n}/List${Name}.ts`,
  text: `import { inject, injectable } from 'inversify';
import { ${UPPER}_MESSAGES } from '../../domain/${n}/messages';
import type { ${Item} } from '../../domain/${n}/${n}';
import { ${Gateway} } from './ports/${Gateway}';
import { CurrentOrganization } from '../session/CurrentOrganization';
import type { Outcome } from '../shared/AppError';

/** The items of the current organization. */
@injectable()
export class List${Name} {
  constructor(
    @inject(${Gateway}) private readonly gateway: ${Gateway},
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  execute(): Promise<Outcome<ReadonlyArray<${Item}>>> {
    return this.organization.call(${UPPER}_MESSAGES.listFailed, (organizationId) => this.gateway.list(organizationId));
  }
}
`,
});

/** The wire's shapes (io-ts, exact), read at the edge: snake_case → camelCase. */
const codecs = ({ n, Name, Item }) => ({
  path: `src/infrastructure/http/${n}/codecs.ts`,
  text: `import * as t from 'io-ts';
import type { ${Item} } from '../../../domain/${n}/${n}';
import { NumberFromWire } from '../codecs/common';

const ${Item}Codec = t.exact(t.type({ id: NumberFromWire, name: t.string }));
type Wire${Item} = t.TypeOf<typeof ${Item}Codec>;

export const ${Name}ListCodec = t.exact(t.type({ data: t.array(${Item}Codec) }));

export const to${Item} = (wire: Wire${Item}): ${Item} => ({ id: wire.id, name: wire.name });

/** The same shape written by the demo world's handlers. */
export const wire${Item}Of = (item: ${Item}): t.OutputOf<typeof ${Item}Codec> => ({ id: item.id, name: item.name });
`,
});

/** The HTTP adapter: the one HttpClient, the codec on every answer. */
const httpAdapter = ({ n, Name, Item, Gateway }) => ({
  path: `src/infrastructure/http/${n}/Http${Gateway}.ts`,
  text: `import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { ${Gateway} } from '../../../application/${n}/ports/${Gateway}';
import type { PortError } from '../../../application/ports/PortError';
import type { ${Item} } from '../../../domain/${n}/${n}';
import { HttpClient, HttpClientToken } from '../HttpClient';
import { ${Name}ListCodec, to${Item} } from './codecs';

@injectable()
export class Http${Gateway} implements ${Gateway} {
  constructor(@inject(HttpClientToken) private readonly http: HttpClient) {}

  async list(organizationId: number): Promise<E.Either<PortError, ReadonlyArray<${Item}>>> {
    const result = await this.http.json({
      method: 'GET',
      api: 'v2',
      path: '/${n}/',
      query: { organization_id: organizationId },
      codec: ${Name}ListCodec,
    });
    return E.map((wire: typeof ${Name}ListCodec._A) => wire.data.map(to${Item}))(result);
  }
}
`,
});

/** The world slice: records, a deterministic seed, the WorldSlices entry. */
const slice = ({ n, Name, Item }) => ({
  path: `src/infrastructure/memory/${n}/slice.ts`,
  text: `import { DEMO } from '../world/platformSeed';
import { defineSlice } from '../world/state';

interface ${Item}Record {
  id: number;
  organizationId: number;
  name: string;
}

interface ${Name}Slice {
  ${n}: ${Item}Record[];
}

/** Organization 1 holds two items (listed by name, so the second comes first); the others none. */
const seed${Name} = (): ${Name}Slice => ({
  ${n}: [
    { id: 1, organizationId: DEMO.organizations.curio, name: 'さくら店' },
    { id: 2, organizationId: DEMO.organizations.curio, name: 'あおば店' },
  ],
});

declare module '../world/state' {
  interface WorldSlices {
    ${n}: ${Name}Slice;
  }
}

/** Bump the version when the shape changes: a stored world of another version is seeded anew. */
export const ${n}Slice = defineSlice({ name: '${n}', version: 1, needs: [], seed: seed${Name} });
`,
});

/** The server's behaviour on the world, used by both fakes. */
const server = ({ n, Name, Item }) => ({
  path: `src/infrastructure/memory/${n}/server.ts`,
  text: `import * as E from 'fp-ts/Either';
import type { PortError } from '../../../application/ports/PortError';
import type { ${Item} } from '../../../domain/${n}/${n}';
import { organizationOf } from '../platform/server';
import type { AccountRecord } from '../world/platformRecords';
import type { World } from '../world/World';

/** GET ${n}: the items of an organization the account manages, by id. */
export const list${Name} = (
  world: World,
  account: AccountRecord,
  organizationId: number,
): E.Either<PortError, ReadonlyArray<${Item}>> =>
  E.map(() =>
    world.read((s) =>
      s.${n}
        .filter((r) => r.organizationId === organizationId)
        .sort((a, b) => a.id - b.id)
        .map((r) => ({ id: r.id, name: r.name })),
    ),
  )(organizationOf(world, account, organizationId));
`,
});

/** The memory adapter: the server through MemoryBackend. */
const memoryAdapter = ({ n, Name, Item, Gateway }) => ({
  path: `src/infrastructure/memory/${n}/InMemory${Gateway}.ts`,
  text: `import type * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { ${Gateway} } from '../../../application/${n}/ports/${Gateway}';
import type { PortError } from '../../../application/ports/PortError';
import type { ${Item} } from '../../../domain/${n}/${n}';
import { MemoryBackend } from '../MemoryBackend';
import * as server from './server';

@injectable()
export class InMemory${Gateway} implements ${Gateway} {
  constructor(@inject(MemoryBackend) private readonly backend: MemoryBackend) {}

  list(organizationId: number): Promise<E.Either<PortError, ReadonlyArray<${Item}>>> {
    return this.backend.authenticated((account) => server.list${Name}(this.backend.world, account, organizationId));
  }
}
`,
});

/** The MSW handlers: the same server functions over HTTP, answers written through the codec. */
const handlers = ({ n, Name, Item }) => ({
  path: `src/infrastructure/memory/${n}/handlers.ts`,
  text: `import * as E from 'fp-ts/Either';
import { http, type HttpHandler } from 'msw';
import type { ${Item} } from '../../../domain/${n}/${n}';
import { wire${Item}Of } from '../../http/${n}/codecs';
import { authenticated, queryNumber } from '../msw/respond';
import type { ApiPaths } from '../world/FeatureWorld';
import type { World } from '../world/World';
import * as server from './server';

/** The ${n} endpoints (v2), served from the in-memory world. */
export const ${n}Handlers = (world: World, paths: ApiPaths): HttpHandler[] => [
  http.get(\`*\${paths.v2}/${n}/\`, ({ request }) =>
    authenticated(world, request, (account) =>
      E.map((items: ReadonlyArray<${Item}>) => ({ data: items.map(wire${Item}Of) }))(
        server.list${Name}(world, account, queryNumber(request, 'organization_id')),
      ),
    ),
  ),
];
`,
});

/** The feature over the world: its part of the world (the slice, the handlers) and its ports in memory mode. */
const worldPart = ({ n, Name, Gateway }) => ({
  path: `src/infrastructure/memory/${n}/feature.ts`,
  text: `import type { ContainerModuleLoadOptions } from 'inversify';
import { ${Gateway} } from '../../../application/${n}/ports/${Gateway}';
import type { FeatureWorld } from '../world/FeatureWorld';
import { ${n}Handlers } from './handlers';
import { InMemory${Gateway} } from './InMemory${Gateway}';
import { ${n}Slice } from './slice';

/** The ${n} feature's part of the demo world: its slice and the handlers of its endpoints. */
export const ${n}World: FeatureWorld = { slice: ${n}Slice, handlers: ${n}Handlers };

/** Ports of the ${n} feature served by the in-memory world (memory mode). */
export const bindMemory${Name} = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(${Gateway}).to(InMemory${Gateway});
};
`,
});

/** The ports bound to the real API. */
const httpBindings = ({ n, Name, Gateway }) => ({
  path: `src/infrastructure/http/${n}/bindings.ts`,
  text: `import type { ContainerModuleLoadOptions } from 'inversify';
import { ${Gateway} } from '../../../application/${n}/ports/${Gateway}';
import { Http${Gateway} } from './Http${Gateway}';

/** Ports of the ${n} feature served by the real API. */
export const bindHttp${Name} = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(${Gateway}).to(Http${Gateway});
};
`,
});

/** The presenter: a tagged-union state, intents named for what the manager does; the newest answer wins. */
const presenter = ({ n, Name, Item }) => ({
  path: `src/ui/${n}/${Name}Presenter.ts`,
  text: `import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { List${Name} } from '../../application/${n}/List${Name}';
import { in${Name}Order, type ${Item} } from '../../domain/${n}/${n}';
import { Presenter } from '../shared/Presenter';

export type ${Name}State =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'ready'; readonly items: ReadonlyArray<${Item}> };

/** /${n}/: the organization's items. */
@injectable()
export class ${Name}Presenter extends Presenter<${Name}State> {
  /** The newest load wins; dispose() cancels it (the base presenter). */
  private readonly latest = this.latestRequest();

  constructor(@inject(List${Name}) private readonly list${Name}: List${Name}) {
    super({ status: 'loading' });
  }

  /** The screen opened (usePresenter), or its retry. */
  override async open(): Promise<void> {
    // a retry shows loading again; the first load starts in it
    if (this.snapshot.status !== 'loading') this.store.set({ status: 'loading' });
    const answer = await this.latest.run(() => this.list${Name}.execute());
    if (!answer.current) return;
    const items = answer.value;
    this.store.set(E.isLeft(items) ? { status: 'failed', message: items.left.message } : { status: 'ready', items: in${Name}Order(items.right) });
  }
}
`,
});

/** The page: renders the state and forwards intents. */
const page = ({ n, Name, UPPER }) => ({
  path: `src/ui/${n}/${Name}Page.tsx`,
  text: `import { Stack, Text } from '@chakra-ui/react';
import { ${UPPER}_MESSAGES } from '../../domain/${n}/messages';
import { usePresenter } from '../shared/di';
import { useObservable } from '../shared/useObservable';
import { PageHeading } from '../shared/PageHeading';
import { Empty, LoadFailed, Loading } from '../shared/States';
import { ${Name}Presenter } from './${Name}Presenter';

export default function ${Name}Page() {
  const presenter = usePresenter(${Name}Presenter);
  const state = useObservable(presenter);

  return (
    <>
      <PageHeading title={${UPPER}_MESSAGES.title} />
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && <LoadFailed message={state.message} onRetry={() => void presenter.open()} />}
      {state.status === 'ready' && state.items.length === 0 && <Empty title={${UPPER}_MESSAGES.empty} />}
      {state.status === 'ready' && state.items.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none">
          {state.items.map((item) => (
            <Text as="li" key={item.id}>
              {item.name}
            </Text>
          ))}
        </Stack>
      )}
    </>
  );
}
`,
});

/** Route name → lazy page. */
const screens = ({ n, Name }) => ({
  path: `src/ui/${n}/screens.ts`,
  text: `import type { ScreenMap } from '../shell/screenTypes';

/** The ${n} screen, lazily loaded. */
export const ${n}Screens: ScreenMap = {
  ${n}: () => import('./${Name}Page'),
};
`,
});

const domainTest = ({ n, Name }) => ({
  path: `test/domain/${n}/${n}.test.ts`,
  text: `import { describe, expect, it } from 'vitest';
import { in${Name}Order } from '../../../src/domain/${n}/${n}';

describe('${n}: the order of the list', () => {
  it('is by name in Japanese order, then by id', () => {
    const items = [
      { id: 3, name: 'さくら店' },
      { id: 2, name: 'あおば店' },
      { id: 1, name: 'さくら店' },
    ];
    expect(in${Name}Order(items).map((i) => i.id)).toEqual([2, 1, 3]);
  });
});
`,
});

const useCaseTest = ({ n, Name }) => ({
  path: `test/application/${n}/${n}.test.ts`,
  text: `import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { List${Name} } from '../../../src/application/${n}/List${Name}';
import { BACKENDS, signedIn } from '../../support/backends';

describe.each(BACKENDS)('${n} on the %s backend', (_name, makeBackend) => {
  it("lists the current organization's items by id", async () => {
    const backend = await signedIn(makeBackend);
    const items = await backend.container.get(List${Name}).execute();
    expect(items).toEqual(
      E.right([
        { id: 1, name: 'さくら店' },
        { id: 2, name: 'あおば店' },
      ]),
    );
  });
});
`,
});

const httpTest = ({ n, Gateway }) => ({
  path: `test/infrastructure/http/${n}/${n}.test.ts`,
  text: `import * as E from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ${Gateway} } from '../../../../src/application/${n}/ports/${Gateway}';
import { API_ORIGIN, httpBackend, mswServer, signedIn, V2 } from '../../../support/backends';
import { recordRequests } from '../../../support/wire';

const gateway = async () => (await signedIn(httpBackend)).container.get<${Gateway}>(${Gateway});

describe('HTTP ${n} adapter', () => {
  it('list sends GET ${n}/ with organization_id and reads data', async () => {
    const ${n} = await gateway();
    const sent = recordRequests();
    expect(await ${n}.list(1)).toEqual(
      E.right([
        { id: 1, name: 'さくら店' },
        { id: 2, name: 'あおば店' },
      ]),
    );
    expect(sent.map((r) => \`\${r.method} \${r.path}\`)).toEqual([\`GET \${V2}/${n}/?organization_id=1\`]);
  });

  it('a body off the contract is a failure, never a half-read list', async () => {
    const ${n} = await gateway();
    mswServer().use(http.get(\`\${API_ORIGIN}\${V2}/${n}/\`, () => HttpResponse.json({ data: [{ id: 1 }] }), { once: true }));
    const result = await ${n}.list(1);
    expect(E.isLeft(result) && result.left._tag).toBe('ContractViolation');
  });
});
`,
});

const presenterTest = ({ n, Name }) => ({
  path: `test/ui/${n}/presenter.test.ts`,
  text: `import { describe, expect, it } from 'vitest';
import { ${Name}Presenter } from '../../../src/ui/${n}/${Name}Presenter';
import { signedIn } from '../../support/backends';
import { recordStates } from '../../support/presenters';

describe('${n} presenter', () => {
  it('loads: loading, then the items in the order of the list', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(${Name}Presenter);
    const states = recordStates(presenter, (s) => (s.status === 'ready' ? s.items.map((i) => i.name).join(',') : s.status));
    await presenter.open();
    expect(states).toEqual(['loading', 'あおば店,さくら店']);
  });
});
`,
});

/** Every file of a new feature, in the order of docs/FEATURES.md's table. */
export const TEMPLATES = [
  descriptor,
  messages,
  entity,
  port,
  useCase,
  codecs,
  httpAdapter,
  httpBindings,
  slice,
  server,
  memoryAdapter,
  handlers,
  worldPart,
  presenter,
  page,
  screens,
  domainTest,
  useCaseTest,
  httpTest,
  presenterTest,
];
