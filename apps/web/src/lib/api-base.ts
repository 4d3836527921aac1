/** Where the API lives on the site's own origin. A module of its own: the live score socket needs only this. */
export const API_BASE = '/api';
