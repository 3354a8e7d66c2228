import { AUTHORIZE_TEXTS } from '@ewa/api/authorize';
import { EwaButton } from '@ewa/ui/react/button';
import { EwaTextField } from '@ewa/ui/react/text-field';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useStores } from '../stores/context.ts';
import { useGo } from '../stores/navigation.ts';
import { fieldValue } from '../ui/field-value.ts';
import { submitWhenValid } from '../ui/form-check.ts';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import { MappingLoginStore } from './mapping-store.ts';
import './authorize.css';

/**
 * The mapping authorization login (`/transact/authorize/mapping`, spec 000 §2, §5): account number
 * and name read-only, Date of Birth / PIN, Submit; failures under the form.
 */
export default observer(function MappingLogin() {
  const root = useStores();
  const [params] = useSearchParams();
  const reference = params.get('d') ?? '';
  const [store] = useState(
    () => new MappingLoginStore(root.api, reference, (token) => root.session.update({ 'x-token': token })),
  );
  const go = useGo();
  const location = useLocation();
  useDocumentTitle('Mapping Authorization');

  useEffect(() => {
    void store.load();
  }, [store]);

  return (
    <section className="card authorize auth-mapping" aria-labelledby="mapping-heading">
      <h1 id="mapping-heading">Mapping Authorization</h1>
      {store.status === 'loading' && (
        <p className="loading" role="status">
          Loading…
        </p>
      )}
      {store.status === 'ready' && (
        <form
          className="form-stack"
          noValidate
          onSubmit={submitWhenValid(() => void store.submit().then(go))}
        >
          <EwaTextField label="Account Number" name="njAcNo" value={store.njAcNo} readonly />
          <EwaTextField label="Name" name="name" value={store.name} readonly />
          <EwaTextField
            label="Date of Birth / PIN"
            name="secret"
            type="password"
            inputmode="numeric"
            autocomplete="off"
            required
            requiredMessage={AUTHORIZE_TEXTS.mappingEmpty}
            maxlength={8}
            pattern={'\\d{4}|\\d{8}'}
            invalidMessage={AUTHORIZE_TEXTS.mappingInvalid}
            description="Your 4-digit PIN, or your date of birth as DDMMYYYY."
            onInput={(e) => store.setSecret(fieldValue(e))}
          />
          <EwaButton type="submit" block loading={store.busy}>
            Submit
          </EwaButton>
          <Link
            to="/forgot-pin"
            state={{ njAcNo: store.njAcNo, back: `${location.pathname}${location.search}` }}
          >
            Forgot PIN?
          </Link>
        </form>
      )}
      <p className="message message--error" role="alert">
        {store.fieldError || store.error}
      </p>
    </section>
  );
});
