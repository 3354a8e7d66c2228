import { describe, expect, it } from 'vitest';
import { loadConfig, missingProductionSettings, sandboxExposure } from './config.ts';

const env = (values: Record<string, string>) => values as NodeJS.ProcessEnv;
const secrets = {
  EWA_TOKEN_SECRET: 'a'.repeat(40),
  EWA_UPI_WEBHOOK_SECRET: 'b'.repeat(40),
  EWA_NETBANKING_SECRET: 'c'.repeat(40),
};

describe('where the server listens', () => {
  it('with the sandbox on, listens on loopback unless HOST is set, and warns when it is set wide', () => {
    expect(loadConfig(env({})).host).toBe('127.0.0.1');
    expect(sandboxExposure(loadConfig(env({})))).toBeUndefined();
    const exposed = loadConfig(env({ HOST: '0.0.0.0' }));
    expect(exposed.host).toBe('0.0.0.0');
    expect(sandboxExposure(exposed)).toMatch(/HOST=0\.0\.0\.0.*sandbox/s);
    expect(sandboxExposure(loadConfig(env({ HOST: 'localhost' })))).toBeUndefined();
    expect(sandboxExposure(loadConfig(env({ HOST: '::1' })))).toBeUndefined();
  });

  it('without the sandbox, listens on every interface unless HOST says otherwise, and does not warn', () => {
    const off = loadConfig(env({ EWA_SANDBOX: 'off' }));
    expect(off.host).toBe('0.0.0.0');
    expect(sandboxExposure(off)).toBeUndefined();
    expect(loadConfig(env({ NODE_ENV: 'production', ...secrets })).host).toBe('0.0.0.0');
    expect(loadConfig(env({ NODE_ENV: 'production', HOST: '10.0.0.5', ...secrets })).host).toBe('10.0.0.5');
  });
});

describe('production settings', () => {
  it('names every missing secret, and none outside production mode', () => {
    expect(missingProductionSettings(env({ NODE_ENV: 'production' }))).toEqual([
      'EWA_TOKEN_SECRET',
      'EWA_UPI_WEBHOOK_SECRET',
      'EWA_NETBANKING_SECRET',
    ]);
    expect(
      missingProductionSettings(env({ NODE_ENV: 'production', EWA_TOKEN_SECRET: 'x'.repeat(40) })),
    ).toEqual(['EWA_UPI_WEBHOOK_SECRET', 'EWA_NETBANKING_SECRET']);
    expect(missingProductionSettings(env({ NODE_ENV: 'production', ...secrets }))).toEqual([]);
    expect(missingProductionSettings(env({}))).toEqual([]);
  });
});

describe('login block', () => {
  it('ends after EWA_LOGIN_BLOCK_HOURS, 24 by default, at least 1', () => {
    expect(loadConfig(env({})).login.blockHours).toBe(24);
    expect(loadConfig(env({ EWA_LOGIN_BLOCK_HOURS: '2' })).login.blockHours).toBe(2);
    expect(loadConfig(env({ EWA_LOGIN_BLOCK_HOURS: '0' })).login.blockHours).toBe(1);
    expect(loadConfig(env({ EWA_LOGIN_BLOCK_HOURS: 'soon' })).login.blockHours).toBe(24);
  });
});
