import * as E from 'fp-ts/Either';
import holidayJp from '@holiday-jp/holiday_jp';
import { PortErrors, type PortError } from '../../../application/ports/PortError';
import { isEmail } from '../../../domain/shared/email';
import { todayInJapan } from '../../../domain/shared/dates';
import { validateAddress } from '../../../domain/signup/address';
import type { SignupRequest } from '../../../domain/signup/application';
import { validateCompanyFields } from '../../../domain/signup/company';
import {
  boundsOf,
  isReservableDate,
  plusDays,
  UPPER_LIMIT_DAYS,
  type ReservableDates,
} from '../../../domain/signup/installation';
import type { OrganizationRecord } from '../world/platformRecords';
import { newToken, type World } from '../world/World';
import { provisionalRegistrationMail, signupReceivedMail } from './mails';

/** Server messages, in the words a Japanese API would answer with. */
export const SIGNUP_SERVER_MESSAGES = {
  applicationsStopped: '現在、新規のお申し込みを停止しています。',
  emailInvalid: 'メールアドレスの形式が正しくありません。',
  tokenInvalid: 'このお申し込みリンクは無効です。',
  invalid: '入力内容に誤りがあります。',
  cardTokenInvalid: 'カードトークンが無効です。',
  constructionsInvalid: '設置希望日に予約できない日時が含まれています。',
} as const;

const isoToday = (world: World): string => todayInJapan(world.now());

const tokenRecord = (world: World, token: string) =>
  world.read((s) => s.provisionalRegistrations.find((r) => r.token === token && r.usedAt === null));

/** POST /v1/provisional_registration: a new single-use token, mailed as the wizard's link. */
export const requestProvisionalRegistration = (world: World, email: string): E.Either<PortError, void> => {
  if (!isEmail(email)) return E.left(PortErrors.invalid(SIGNUP_SERVER_MESSAGES.emailInvalid));
  const token = newToken();
  world.write((s) =>
    s.provisionalRegistrations.push({ token, email: email.trim(), createdAt: world.now().toISOString(), usedAt: null }),
  );
  world.sendMail(provisionalRegistrationMail(email.trim(), token));
  return E.right(undefined);
};

/** GET /v1/plans: the tax rate, or 503 while applications are stopped (the console's signal). */
export const taxRate = (world: World): E.Either<PortError, number> => {
  const settings = world.read((s) => s.signupSettings);
  return settings.applicationsOpen
    ? E.right(settings.taxRate)
    : E.left(PortErrors.unavailable('server', 503, SIGNUP_SERVER_MESSAGES.applicationsStopped));
};

/** Japanese public holidays between two dates, inclusive (YYYY-MM-DD strings compare as dates). */
const holidaysBetween = (from: string, to: string): string[] =>
  Object.keys(holidayJp.holidays)
    .filter((date) => date >= from && date <= to)
    .sort();

/**
 * GET /v1/console/constructions/reservables: from today + lead days to today + 180; non-reservable
 * are the public holidays in between and two fully booked weekdays (the 3rd and 4th weekday
 * after the earliest), so the picker has both kinds to disable.
 */
export const reservableDates = (world: World): E.Either<PortError, ReservableDates> => {
  const today = isoToday(world);
  const lead = world.read((s) => s.signupSettings.earliestLeadDays);
  const fromOn = plusDays(today, lead);
  const toOn = plusDays(today, UPPER_LIMIT_DAYS);
  const holidays = holidaysBetween(fromOn, toOn);
  const open = { min: fromOn, max: toOn, nonReservables: holidays };
  const weekdays: string[] = [];
  for (let d = fromOn; d <= toOn && weekdays.length < 4; d = plusDays(d, 1))
    if (isReservableDate(d, open)) weekdays.push(d);
  const booked = weekdays.slice(2, 4);
  const earliestOn = weekdays[0] ?? fromOn;
  return E.right({ fromOn, toOn, earliestOn, nonReservables: [...holidays, ...booked].sort() });
};

const humanCodeOf = (id: number): string => `QR${String(id).padStart(8, '0')}`;

const checkRequest = (world: World, request: SignupRequest): PortError | undefined => {
  const { organization } = request;
  const company = validateCompanyFields({
    name: organization.name,
    division: organization.division,
    url: organization.url,
  });
  const address = validateAddress(organization.address);
  const delivery = request.delivery ? validateAddress(request.delivery) : {};
  const firstMessage = [company, address, delivery].flatMap((errors) => Object.values(errors))[0];
  if (typeof firstMessage === 'string') return PortErrors.invalid(firstMessage);
  const pro = request.subscription.find((l) => l.name === 'pro')?.quantity ?? 0;
  if (pro >= 1) {
    const reservable = reservableDates(world);
    const bounds = boundsOf(isoToday(world), E.isRight(reservable) ? reservable.right : undefined);
    const constructions = request.constructions ?? [];
    const keys = new Set(constructions.map((c) => `${c.date} ${c.timeSlot}`));
    if (
      constructions.length !== 3 ||
      keys.size !== 3 ||
      !constructions.every((c) => isReservableDate(c.date, bounds))
    ) {
      return PortErrors.invalid(SIGNUP_SERVER_MESSAGES.constructionsInvalid);
    }
  }
  if (organization.organizationType === 1) {
    const issued = world.read((s) => s.cardTokens.find((t) => t.id === request.payjpToken));
    if (!issued || issued.used) return PortErrors.invalid(SIGNUP_SERVER_MESSAGES.cardTokenInvalid);
  }
  return undefined;
};

/**
 * POST /v1/organizations/: checks the application as the server would, creates the organization
 * (under screening), uses up the mail token and the card token, and mails the inquiry number.
 */
export const createOrganization = (world: World, request: SignupRequest): E.Either<PortError, string> => {
  const registration = tokenRecord(world, request.emailToken);
  if (!registration) return E.left(PortErrors.notFound(SIGNUP_SERVER_MESSAGES.tokenInvalid));
  const invalid = checkRequest(world, request);
  if (invalid) return E.left(invalid);
  const id = world.nextId('organization');
  const humanCode = humanCodeOf(id);
  const now = world.now().toISOString();
  const { organization } = request;
  const record: OrganizationRecord = {
    id,
    name: organization.name,
    organizationType: organization.organizationType === 1 ? 'card' : 'invoice',
    invoiceRequesting: false,
    paymentCycle: 'monthly',
    enablePayPerGuests: false,
    planFunctions: {
      downloadLogCsv: true,
      downloadInoutLogCsv: true,
      downloadTimecardCsv: true,
      maximumManagerCount: 5,
      remainingManagerCount: 5,
      changeLockStateNotification: true,
      guestCsvRegistration: true,
      maximumPinCount: 100,
      displayLockLog: true,
      displayInoutLog: true,
      displayTimecard: true,
      maximumGuestCount: 100,
      remainingGuestCount: 100,
    },
  };
  world.write((s) => {
    s.organizations.push(record);
    s.contracts[id] = {
      division: organization.division || null,
      url: organization.url || null,
      tel: organization.address.tel,
      zip: organization.address.zip,
      prefecture: organization.address.prefecture,
      address: organization.address.address,
      staffName: organization.address.staffName,
      staffEmail: registration.email,
      deliveries: request.delivery ? [{ name: null, ...request.delivery }] : [],
      plans: request.subscription.filter((l) => l.quantity > 0).map((l) => ({ name: l.name, amount: l.quantity })),
      defaultPaymentCard: null,
      cards: [],
      invoiceHistories: [],
    };
    const used = s.provisionalRegistrations.find((r) => r.token === request.emailToken);
    if (used) used.usedAt = now;
    const card = s.cardTokens.find((t) => t.id === request.payjpToken);
    if (card) card.used = true;
    s.signupApplications.push({ humanCode, organizationId: id, email: registration.email, request, createdAt: now });
  });
  world.sendMail(signupReceivedMail(registration.email, organization.name, humanCode, id));
  return E.right(humanCode);
};
