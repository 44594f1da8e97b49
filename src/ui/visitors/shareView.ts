import { passMailtoOf, passShareText, passSubjectOf, passMessageOf, type PassShare } from './shareText';

/** What the share card shows and hands on: the pass, and its text as copied, mailed, shared and put in the QR code. */
export interface ShareView {
  readonly pass: PassShare;
  /** The whole text (subject, blank line, message): shown, copied, put in the QR code. */
  readonly text: string;
  /** The Web Share API's title and text, the mail's subject and body. */
  readonly subject: string;
  readonly message: string;
  readonly mailto: string;
}

export const shareViewOf = (pass: PassShare): ShareView => ({
  pass,
  text: passShareText(pass),
  subject: passSubjectOf(pass),
  message: passMessageOf(pass),
  mailto: passMailtoOf(pass),
});
