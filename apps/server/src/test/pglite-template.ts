/** The environment variable through which vitest's global setup hands the PGlite template file to test workers. */
export const PGLITE_TEMPLATE_FILE = 'PGLITE_TEMPLATE_FILE';
