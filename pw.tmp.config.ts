import base from './playwright.config';
export default { ...base, timeout: 180_000, expect: { timeout: 30_000 }, workers: 1 };
