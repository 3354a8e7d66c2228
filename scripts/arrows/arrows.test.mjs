import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { check, cyclesOf, folderOf, importsOf } from './arrows.mjs';

describe('arrows', () => {
  it('groups files by folder: one level under src, two under areas/ and components/', () => {
    assert.equal(folderOf('stores/root.ts'), 'stores');
    assert.equal(folderOf('areas/purchase/confirm/plan.ts'), 'areas/purchase');
    assert.equal(folderOf('components/amount/amount.ts'), 'components/amount');
    assert.equal(folderOf('app.ts'), 'app.ts');
  });

  it('reads static, re-exported, type-only and on-demand imports', () => {
    const text = `import type { A } from './a.ts';\nexport * from '../b.ts';\nconst c = () => import('./c.ts');\nimport('./d' + x);`;
    assert.deepEqual(importsOf('x.ts', text).sort(), ['../b.ts', './a.ts', './c.ts']);
  });

  it('finds every cycle, and none in a chain', () => {
    assert.deepEqual(
      cyclesOf([
        ['a', 'b'],
        ['b', 'c'],
      ]),
      [],
    );
    assert.deepEqual(
      cyclesOf([
        ['a', 'b'],
        ['b', 'a'],
        ['c', 'd'],
        ['d', 'e'],
        ['e', 'c'],
        ['a', 'a'],
      ]),
      [
        ['a', 'b'],
        ['c', 'd', 'e'],
      ],
    );
  });

  it('refuses a package arrow the architecture forbids, a sandbox import from an area, and stores reaching a feature', () => {
    const graph = {
      ui: [{ from: 'components/x/x.ts', toPackage: 'api', spec: '@ewa/api' }],
      api: [{ from: 'core.ts', toPackage: 'server', spec: '../../server/src/app.ts' }],
      server: [
        { from: 'areas/purchase/upi.ts', toPackage: 'api', spec: '@ewa/api' },
        { from: 'areas/purchase/upi.ts', to: 'sandbox/upi/psp.ts', spec: '../../sandbox/upi/psp.ts' },
      ],
      app: [
        { from: 'stores/root.ts', to: 'login/login-service.ts', spec: '../login/login-service.ts' },
        { from: 'stores/root.ts', to: 'stores/session.ts', spec: './session.ts' },
        { from: 'purchase/cart/CartPage.tsx', toPackage: 'ui', spec: '@ewa/ui/react' },
      ],
    };
    const { problems } = check(graph);
    assert.equal(problems.length, 4, problems.join('\n'));
    assert.match(problems[0], /ui → api is not an arrow/);
    assert.match(problems[1], /api → server is not an arrow/);
    assert.match(problems[2], /never imports the sandbox/);
    assert.match(problems[3], /app-wide state never imports a feature folder/);
  });

  it("lets the contract take the design system's validators, and nothing else of it", () => {
    const { problems } = check({
      ui: [],
      api: [
        { from: 'registration/holders.ts', toPackage: 'ui', spec: '@ewa/ui/validate' },
        { from: 'registration/holders.ts', toPackage: 'ui', spec: '@ewa/ui/react' },
        { from: 'registration/holders.ts', toPackage: 'ui', spec: '../../ui/src/components/date/date.ts' },
      ],
      server: [],
      app: [],
    });
    assert.equal(problems.length, 2, problems.join('\n'));
    assert.match(problems[0], /'@ewa\/ui\/react' \(api may reach ui only by/);
    assert.match(problems[1], /components\/date\/date\.ts' \(api may reach ui only by/);
  });

  it('reports a folder cycle with the imports that make it', () => {
    const { problems } = check({
      ui: [],
      api: [],
      server: [
        { from: 'areas/payments/confirm.ts', to: 'areas/schemes/public.ts', spec: '' },
        { from: 'areas/schemes/domain.ts', to: 'areas/payments/public.ts', spec: '' },
      ],
      app: [],
    });
    assert.equal(problems.length, 1);
    assert.match(problems[0], /folder cycle areas\/payments ↔ areas\/schemes/);
    assert.match(problems[0], /src\/areas\/schemes\/domain\.ts → src\/areas\/payments\/public\.ts/);
  });

  it('lets an area reach another only through its public entry', () => {
    const { problems } = check({
      ui: [],
      api: [],
      server: [
        { from: 'areas/authorize/act.ts', to: 'areas/purchase/public.ts', spec: '' },
        { from: 'areas/authorize/act.ts', to: 'areas/purchase/index.ts', spec: '' },
        { from: 'areas/authorize/act.ts', to: 'areas/authorize/rules.ts', spec: '' },
        { from: 'areas/authorize/act.ts', to: 'kernel/identity/index.ts', spec: '' },
        { from: 'areas/authorize/act.ts', to: 'areas/purchase/upi.ts', spec: '' },
        { from: 'areas/authorize/act.ts', to: 'areas/purchase/confirm/plan.ts', spec: '' },
      ],
      app: [],
    });
    assert.equal(problems.length, 2, problems.join('\n'));
    assert.match(
      problems[0],
      /src\/areas\/purchase\/upi\.ts — an area uses another only through its public entry/,
    );
    assert.match(problems[1], /src\/areas\/purchase\/confirm\/plan\.ts/);
  });
});
