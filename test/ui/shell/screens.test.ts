import { describe, expect, it } from 'vitest';
import { FEATURES } from '../../../src/features';
import { ROUTES } from '../../../src/ui/shell/routeTable';
import { sessionScreens } from '../../../src/ui/session/screens';
import { SCREENS } from '../../../src/ui/shell/screens';

describe('the route table and the screens', () => {
  it('every route of both spec documents has a real screen: no placeholder page is left', () => {
    const named = new Set([
      ...Object.keys(SCREENS),
      ...Object.keys(sessionScreens),
      ...FEATURES.flatMap((feature) => Object.keys(feature.screens)),
    ]);
    const missing = ROUTES.filter((route) => route.redirectTo === undefined && !named.has(route.name)).map(
      (route) => route.name,
    );
    expect(missing).toEqual([]);
  });
});
