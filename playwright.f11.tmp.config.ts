import base from './playwright.config';
export default { ...base, workers: 1, timeout: 90_000, expect: { timeout: 25_000 } };
