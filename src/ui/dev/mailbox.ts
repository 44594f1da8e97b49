import * as E from 'fp-ts/Either';
import type { DevMail, DevTools } from '../../application/ports/DevTools';

/** The demo world's mails, none when they cannot be read (a development page: no message to show). */
export const loadMails = async (dev: DevTools): Promise<ReadonlyArray<DevMail>> => {
  const result = await dev.mailbox();
  return E.isRight(result) ? result.right : [];
};
