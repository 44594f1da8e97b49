import { access } from './access';
import { account } from './account';
import { afterHours } from './afterHours';
import { attention } from './attention';
import { calendar } from './calendar';
import { cards } from './cards';
import { departures } from './departures';
import { groups } from './groups';
import { guests } from './guests';
import { invitations } from './invitations';
import { linking } from './linking';
import { locks } from './locks';
import { pins } from './pins';
import { logs } from './logs';
import { managers } from './managers';
import { notifications } from './notifications';
import { organization } from './organization';
import { remote } from './remote';
import { search } from './search';
import { signup } from './signup';
import { tokens } from './tokens';
import { visitors } from './visitors';
import type { Feature } from './feature';

/**
 * Every feature of the console: THE list a new feature adds itself to (one line).
 * The order is the world's seeding order (a slice still comes after the slices it needs).
 */
export const FEATURES: ReadonlyArray<Feature> = [
  locks,
  remote,
  logs,
  groups,
  guests,
  account,
  linking,
  organization,
  signup,
  managers,
  notifications,
  tokens,
  cards,
  pins,
  invitations,
  access,
  attention,
  visitors,
  departures,
  calendar,
  afterHours,
  search,
];
