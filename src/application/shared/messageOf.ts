import type { PortError } from '../ports/PortError';
import { fromPort } from './AppError';

/**
 * @deprecated Use fromPort / fromPortResult (AppError.ts): the one mapping. Kept only until
 * the last use case returns Either<AppError, T>.
 */
export const messageOf = (error: PortError, fallback: string): string => fromPort(error, fallback).message;

/** @deprecated Use fromPort(error, fallback, { serverMessage: true }). */
export const serverMessageOr = (error: PortError, fallback: string): string => fromPort(error, fallback, { serverMessage: true }).message;
