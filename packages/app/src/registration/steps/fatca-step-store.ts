import type { HolderCode } from '@ewa/api/fatca';
import { fetchHelpNo, type RegApplication } from '@ewa/api/registration/entry';
import { bornOutsideIndia, loadRegFatca, saveRegFatca } from '@ewa/api/registration/fatca-service';
import { flow, makeAutoObservable } from 'mobx';
import { FatcaFormStore } from '../../fatca/fatca-store.ts';
import type { ApiPort } from '../../stores/api.ts';
import { awaited } from '../../stores/flow.ts';

/**
 * The fatca screen of one holder: the portal's FATCA form (its store, rules and pieces), loaded from and
 * saved to the registration's FatcaService. A holder born outside India cannot go on online: the screen
 * says so with the helpline instead of the rest of the form.
 */
export class FatcaStepStore {
  readonly form: FatcaFormStore;
  helpNo = '';
  private saved: RegApplication | undefined;

  constructor(
    private readonly api: ApiPort,
    readonly refNo: string,
    readonly holder: HolderCode,
  ) {
    this.form = new FatcaFormStore(api, {
      load: (port) => port.call(loadRegFatca, { refNo, holder }),
      save: async (port, { isDetailsChange: _unused, ...answers }) => {
        const reply = await port.call(saveRegFatca, { refNo, holder, ...answers });
        this.saved = reply.data ?? undefined;
        return reply;
      },
    });
    makeAutoObservable<FatcaStepStore, 'api' | 'saved'>(
      this,
      { api: false, saved: false, form: false, refNo: false, holder: false },
      { autoBind: true },
    );
  }

  get blocked(): boolean {
    return bornOutsideIndia(this.form);
  }

  readonly load = flow(function* (this: FatcaStepStore) {
    yield* awaited(Promise.all([this.form.load(), this.loadHelpNo()]));
  });

  /** Saves the declaration unless the holder is born outside India; answers the application when saved. */
  readonly save = flow(function* (this: FatcaStepStore) {
    if (this.blocked) return undefined;
    this.saved = undefined;
    return (yield* awaited(this.form.submit())) ? this.saved : undefined;
  });

  private readonly loadHelpNo = flow(function* (this: FatcaStepStore) {
    try {
      const reply = yield* awaited(this.api.call(fetchHelpNo, {}));
      this.helpNo = reply.data?.helpNo ?? '';
    } catch {
      // The block's text stands without the number when the helpline cannot be read.
    }
  });
}
