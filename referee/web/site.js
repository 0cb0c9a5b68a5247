// Where the form is: served by the referee's server, which answers the form's requests (this file, as the
// server serves it), or written as static files by `referee site`, whose own site.js says that no server
// answers beside it, so the form reads the answers that are pure data (ANSWERS) from files written beside it
// and asks the referee on the phone (on-phone.js) everything else from the first request. ENGINE_STALE: the
// server refuses to offer the referee on the phone, whose Python is not the server's (referee/api/web.py).
export const ENGINE_STALE = false;
export const ANSWERS = { folder: "", languages: [], paths: [] };
export const HAS_SERVER = true;
