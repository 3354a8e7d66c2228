import { describe, expect, it } from 'vitest';
import { portalStoresOf } from './portal-stores.ts';
import { makeRoot } from './test-support.ts';

describe('holder store (header name and picture)', () => {
  it('reads the display picture with the name, and a new photo replaces it at once', async () => {
    const { root } = makeRoot();
    root.session.update({ is_login: true, loginid: '50000001', njacno: '50000001', token: 't' });
    const { holder } = portalStoresOf(root);
    expect(holder.photoUrl).toBeNull();
    await holder.load();
    expect(holder.firstHolderName).toBe('Rajesh Kumar Sharma');
    expect(holder.photoUrl).toBe('/api/profileoperations/displayPhoto/investor-50000001.jpg');
    holder.setPhoto('dp-abc.png');
    expect(holder.photoUrl).toBe('/api/profileoperations/displayPhoto/dp-abc.png');
  });
});
