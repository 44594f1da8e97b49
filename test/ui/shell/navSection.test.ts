import { describe, expect, it } from 'vitest';
import { navSectionOf } from '../../../src/ui/shell/navSection';

describe('the side menu entry of a page', () => {
  it.each([
    ['/home', 'home'],
    ['/locks/', 'home'],
    ['/locks/12/config', 'home'],
    ['/locks/12/logs', 'home'],
    ['/locks/12/pins/3/outside/new', 'home'],
    ['/groups/4', 'groups'],
    ['/groups/new', 'groups'],
    ['/guests/7', 'guests'],
    ['/guests/new', 'guests'],
    ['/managers/3', 'managers'],
    ['/organization/cards/9/edit', 'organization-cards'],
    ['/account/info', 'account'],
    ['/account/billing/invoice/5003', 'account'],
    ['/access/review', 'access-review'],
  ])('%s belongs to %s', (path, section) => {
    expect(navSectionOf(path)).toBe(section);
  });

  it('a page outside the menu highlights nothing', () => {
    expect(navSectionOf('/login')).toBeNull();
    expect(navSectionOf('/nowhere')).toBeNull();
  });
});
