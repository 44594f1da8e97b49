import { account } from './account';
import { groups } from './groups';
import { guests } from './guests';
import { linking } from './linking';
import { locks } from './locks';
import { logs } from './logs';
import { organization } from './organization';
import { remote } from './remote';
import type { Feature } from './feature';

/**
 * Every feature of the console: THE list a new feature adds itself to (one line).
 * The order is the world's seeding order (a slice still comes after the slices it needs).
 */
export const FEATURES: ReadonlyArray<Feature> = [locks, remote, logs, groups, guests, account, linking, organization];
