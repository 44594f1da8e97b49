/**
 * A screen's progress of many calls is shown at most every `everyMs` (ten times a second reads as continuous): each
 * showing renders the screen, and a reading of 200 calls told at each start and settle rendered 400 times, on a
 * phone's CPU more work than the answers' own (CallPool.ts, PERFORMANCE.md). Read when a pool is made; the tests
 * that follow a reading call by call set it to 0 and back (the test files share one module graph).
 */
export const progressPace = { everyMs: 100 };
