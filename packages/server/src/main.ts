import { buildApp } from './app.ts';
import { loadConfig, missingProductionSettings, sandboxExposure } from './config.ts';
import { openDatabase } from './db/client.ts';
import { sandboxPages } from './sandbox/routes.ts';
import { hasDemoData } from './seed/demo.ts';
import { demoAccounts, demoPassword } from './seed/demo-data.ts';
import { prepareDatabase } from './seed/prepare.ts';

const missing = missingProductionSettings();
if (missing.length > 0) {
  process.stderr.write(
    [
      `E-Wealth will not start in production mode without ${missing.join(', ')}.`,
      'Set each to a long random value (e.g. `openssl rand -base64 32`), the same on every instance;',
      'packages/server/README.md lists every setting.',
      '',
    ].join('\n'),
  );
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase(config);
const { migrations, seeded } = await prepareDatabase(database, { demo: config.demoData });
const demoHere = await hasDemoData(database.db);
const app = await buildApp(config, database);

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });

const base = `http://localhost:${config.port}`;
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
const messagesTo = config.messageRelay
  ? `SMS and e-mail through the gateway at ${new URL(config.messageRelay.url).origin}`
  : config.sandbox
    ? 'SMS and e-mail land in the sandbox outbox'
    : 'NO GATEWAY: OTPs cannot be sent until EWA_MESSAGE_RELAY_URL is set';
const reKyc = config.sandbox
  ? 're-KYC at the sandbox KYC agency'
  : config.reKycUrl
    ? `re-KYC at ${new URL(config.reKycUrl).origin}`
    : 'NO KYC AGENCY: investors due for re-KYC get no link until EWA_REKYC_URL is set';
const exposure = sandboxExposure(config);
const lines = [
  '',
  `E-Wealth is running: ${base}/ewa/`,
  `  listens:  ${config.host}:${config.port}${config.sandbox && !exposure ? ' (this machine only while the sandbox is on; HOST changes it)' : ''}`,
  `  database: ${where}${migrations.length ? `, applied ${migrations.length} migration(s)` : ''}${seeded ? ', demo data loaded' : ''}`,
  `  API:      POST ${base}/api/<call path>, e.g. ${base}/api/login/v2/authenticate`,
  `  messages: ${messagesTo}`,
  `  KYC:      ${reKyc}`,
  '',
  ...(demoHere
    ? [
        `Demo logins (demo data, not real people) — password for all: ${demoPassword}`,
        ...demoAccounts.map(
          (a) =>
            `  ${a.njAcNo}${a.personalizedLoginId ? ` (or ${a.personalizedLoginId})` : ''}`.padEnd(32) +
            a.situation,
        ),
      ]
    : ['Demo data: none (off in production mode; EWA_DEMO_DATA=on loads it)']),
  '',
  ...(config.sandbox
    ? [
        'Sandbox (off in production mode or with EWA_SANDBOX=off):',
        ...sandboxPages.map((p) => `  ${base}${p.path}  ${p.title}`),
      ]
    : ['Sandbox: off']),
  '',
];
process.stdout.write(`${lines.join('\n')}\n`);
if (exposure) process.stderr.write(`\n${exposure}\n\n`);
