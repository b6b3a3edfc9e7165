// Ports of ARCHITECTURE "Ports for npm start". PORT_OFFSET shifts them all, so the browser
// tests can run a second stack beside a developer's `npm start`.
const offset = Number(process.env.PORT_OFFSET ?? 0);

export const PORTS = Object.freeze({
  shell: 3000 + offset,
  mfe_public: 3001 + offset,
  mfe_student: 3002 + offset,
  mfe_admin: 3003 + offset,
  mfe_ca: 3004 + offset,
  api: 4000 + offset,
  mongo: 27018 + offset,
  mailWeb: 1080 + offset,
  mailSmtp: 1025 + offset,
});

export const APPS = Object.freeze([
  { name: 'shell', dir: 'shell', port: PORTS.shell },
  { name: 'mfe_public', dir: 'mfe-public', port: PORTS.mfe_public },
  { name: 'mfe_student', dir: 'mfe-student', port: PORTS.mfe_student },
  { name: 'mfe_admin', dir: 'mfe-admin', port: PORTS.mfe_admin },
  { name: 'mfe_ca', dir: 'mfe-ca', port: PORTS.mfe_ca },
]);
