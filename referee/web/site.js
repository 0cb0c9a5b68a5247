// Where the form is: served by the referee's server, which answers the form's requests (this file, as the
// server serves it), or written as static files by `referee site`, whose own site.js says that no server
// answers beside it, so the form asks the referee on the phone (on-phone.js) from the first request.
export const HAS_SERVER = true;
