// What `npm start` prints once everything runs: where to open the portal, where sign-in codes
// arrive, how to act as an admin or CA, and which calendar the program runs on.

/**
 * @param {object} stack
 * @param {string} stack.shellUrl where people open the portal
 * @param {string | undefined} stack.inboxUrl the embedded inbox, or undefined when SMTP_URL sends mail elsewhere
 * @param {string} stack.smtpUrl the SMTP server mail goes through
 * @param {string} stack.apiUrl the API's origin
 * @param {string} stack.apiLog the API's log file, relative to the project
 * @param {string} stack.database where the data is
 * @param {number} stack.portOffset PORT_OFFSET (0: the standard ports)
 * @param {string | undefined} stack.programToday PROGRAM_TODAY, which only a test stack sets
 * @returns {string}
 */
export function startBanner({ shellUrl, inboxUrl, smtpUrl, apiUrl, apiLog, database, portOffset, programToday }) {
  // The command reaches this stack's database only with the same offset.
  const roleCommand = `${portOffset ? `PORT_OFFSET=${portOffset} ` : ''}npm run user:role -- you@example.com ADMIN`;
  const calendar =
    !programToday || programToday === 'today'
      ? 'the real date (a demonstration cohort is open for enrolment)'
      : `${programToday} (PROGRAM_TODAY, a test calendar: every screen says so)`;
  return `
  Career Portal is running.

  Open ${shellUrl}

  Mail inbox (sign-in codes): ${inboxUrl ? `${inboxUrl}  (as JSON: ${inboxUrl}/api/email)` : `sent through ${smtpUrl.replace(/\/\/[^@]*@/, '//***@')}`}
  Staff: \`${roleCommand}\` (or CA) makes an address an admin; then sign in with it.
  API: ${apiUrl}  (OpenAPI docs at ${apiUrl}/docs, log in ${apiLog})
  Database: ${database}
  Program calendar: ${calendar}

  Press Ctrl-C to stop.
`;
}
