/** The large organization's id: its own module, so asking whether the world holds it loads no seeder. */
export const LARGE_ORGANIZATION_ID = 4;
