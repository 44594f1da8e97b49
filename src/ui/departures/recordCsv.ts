import { reportFileNameOf } from '../access/accessCsv';
import { toCsv } from '../../domain/shared/csvWriter';
import { formatJapaneseDateTime } from '../../domain/shared/dates';
import { DEPARTURE_MESSAGES } from '../../domain/departures/messages';
import type { DepartureRecord } from '../../domain/departures/record';

const WORDS = DEPARTURE_MESSAGES.record;

/**
 * The record as a CSV (the one writer: UTF-8 with BOM, formula-looking cells made inert): one line per change with
 * its result, the answer's words, when (Japan time) and which manager.
 */
export const departureRecordCsv = (record: DepartureRecord): string =>
  toCsv(
    WORDS.csvHeader,
    record.entries.map((entry) => [
      record.organization.name,
      record.guest.name,
      entry.change.what,
      DEPARTURE_MESSAGES.status[entry.status],
      entry.message ?? '',
      entry.settledAt === null ? '' : formatJapaneseDateTime(entry.settledAt),
      entry.by ?? '',
    ]),
  );

/** 退職処理の記録_佐藤 健_20261127-1405.csv (the moment the manager confirmed). */
export const departureRecordFileName = (record: DepartureRecord): string =>
  reportFileNameOf([WORDS.title, record.guest.name], new Date(record.startedAt));

/** The printed heading: the organization and the person. */
export const departureRecordHeading = (record: DepartureRecord): string =>
  WORDS.heading(record.organization.name, record.guest.name);
