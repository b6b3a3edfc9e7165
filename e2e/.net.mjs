import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'] });
const p = await b.newPage();
p.on('requestfailed', (r) => console.log('FAILED', r.url(), r.failure()?.errorText));
p.on('response', (r) => { if (r.status() >= 400) console.log(r.status(), r.url()); });
p.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
await p.goto(process.argv[2], { waitUntil: 'networkidle' });
await b.close();
