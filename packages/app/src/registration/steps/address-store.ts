import type { HolderCode } from '@ewa/api/fatca';
import type { Address } from '@ewa/api/registration/personal';
import { checkAddress } from '@ewa/api/registration/personal';
import { loadAddress, saveAddress } from '@ewa/api/registration/personal-details-service';
import { flow, makeAutoObservable } from 'mobx';
import { type ApiPort, failureText } from '../../stores/api.ts';
import { awaited } from '../../stores/flow.ts';
import { placesOf } from './places.ts';
import { type Option, StepFormState } from './step-form.ts';

export type AddressKind = 'permanent' | 'correspondence';
export type AddressLine = 'line1' | 'line2' | 'line3' | 'pincode';

const blank = (): Address => ({
  line1: '',
  line2: '',
  line3: '',
  pincode: '',
  country: 'IN',
  state: '',
  city: '',
});

/** The states and cities listed for an address's country and state (none: typed). */
interface PlaceLists {
  states: Option[];
  cities: Option[];
}

/**
 * The addresscomfirmation screen of one holder: the permanent address (the KYC record's, to confirm or
 * change) and the correspondence address, the same or its own. Country, state and city come from
 * CountryStateCityService; choosing a country loads its states, choosing a state its cities.
 */
export class AddressStore {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  loadError = '';
  source: 'saved' | 'kyc' | 'none' = 'none';
  countries: Option[] = [];
  permanent: Address = blank();
  correspondence: Address = blank();
  sameAsPermanent: 'Y' | 'N' = 'Y';
  places: Record<AddressKind, PlaceLists> = {
    permanent: { states: [], cities: [] },
    correspondence: { states: [], cities: [] },
  };
  readonly form = new StepFormState(() => checkAddress({ holder: this.holder, ...this.answers }));

  constructor(
    private readonly api: ApiPort,
    readonly refNo: string,
    readonly holder: HolderCode,
  ) {
    makeAutoObservable<AddressStore, 'api'>(
      this,
      { api: false, refNo: false, holder: false, form: false },
      { autoBind: true },
    );
  }

  readonly load = flow(function* (this: AddressStore) {
    try {
      const [reply, countries] = yield* awaited(
        Promise.all([
          this.api.call(loadAddress, { refNo: this.refNo, holder: this.holder }),
          placesOf(this.api, 'COUNTRY'),
        ]),
      );
      const data = reply.data;
      if (!data) throw new Error('no data');
      this.countries = countries;
      this.source = data.source;
      this.permanent = { ...data.answers.permanent };
      this.sameAsPermanent = data.answers.correspondenceSameAsPermanent;
      this.correspondence = { ...(data.answers.correspondence ?? blank()) };
      yield* awaited(Promise.all([this.loadPlaces('permanent'), this.loadPlaces('correspondence')]));
      this.status = 'ready';
    } catch (error) {
      this.status = 'failed';
      this.loadError = failureText(error);
    }
  });

  get answers() {
    return {
      permanent: this.permanent,
      correspondenceSameAsPermanent: this.sameAsPermanent,
      ...(this.sameAsPermanent === 'N' ? { correspondence: this.correspondence } : {}),
    };
  }

  address(kind: AddressKind): Address {
    return kind === 'permanent' ? this.permanent : this.correspondence;
  }

  /** Whether the country keeps its states and cities in the lists (else they are typed). */
  listsPlaces(kind: AddressKind): boolean {
    return this.places[kind].states.length > 0;
  }

  setLine(kind: AddressKind, field: AddressLine, value: string): void {
    this.address(kind)[field] = value;
    this.form.changed(`${kind}.${field}`);
  }

  readonly setCountry = flow(function* (this: AddressStore, kind: AddressKind, code: string) {
    const address = this.address(kind);
    if (address.country === code) return;
    address.country = code;
    address.state = '';
    address.city = '';
    this.form.changed(`${kind}.country`);
    yield* awaited(this.loadPlaces(kind));
  });

  readonly setState = flow(function* (this: AddressStore, kind: AddressKind, code: string) {
    const address = this.address(kind);
    if (address.state === code) return;
    address.state = code;
    this.form.changed(`${kind}.state`);
    // A typed state (a country without lists) keeps its typed city.
    if (!this.listsPlaces(kind)) return;
    address.city = '';
    yield* awaited(this.loadPlaces(kind, 'cities'));
  });

  setCity(kind: AddressKind, code: string): void {
    this.address(kind).city = code;
    this.form.changed(`${kind}.city`);
  }

  setSameAsPermanent(value: 'Y' | 'N'): void {
    this.sameAsPermanent = value;
    this.form.touch('correspondenceSameAsPermanent');
  }

  readonly save = flow(function* (this: AddressStore) {
    return yield* this.form.save(() =>
      this.api.call(saveAddress, { refNo: this.refNo, holder: this.holder, ...this.answers }),
    );
  });

  /** The states of the address's country (unless only its cities change) and the cities of its state. */
  private readonly loadPlaces = flow(function* (this: AddressStore, kind: AddressKind, only?: 'cities') {
    const address = this.address(kind);
    const states = only
      ? this.places[kind].states
      : yield* awaited(placesOf(this.api, 'STATE', address.country));
    const cities = states.length ? yield* awaited(placesOf(this.api, 'CITY', address.state)) : [];
    this.places[kind] = { states, cities };
  });
}
