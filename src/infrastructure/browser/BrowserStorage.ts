/** The browser's localStorage (a stand-in in node tests), for adapters that keep small flags. */
export const BrowserStorage = Symbol.for('BrowserStorage');
