import { fieldTexts } from '@ewa/api/fields';
import { SUPPORT_MESSAGE_MAX_LENGTH, SUPPORT_SUBJECT_MAX_LENGTH, supportLabels } from '@ewa/api/support';
import { EwaButton } from '@ewa/ui/react/button';
import { EwaTextField } from '@ewa/ui/react/text-field';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useStores } from '../stores/context.ts';
import { fieldValue } from '../ui/field-value.ts';
import { checkFormFields } from '../ui/form-check.ts';
import { FieldMessage, RequiredMark, useValidity } from '../ui/native-field.tsx';
import { ruleValidator } from '../ui/rule-validator.ts';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import { SendQueryStore } from './send-query-store.ts';
import './support.css';

/**
 * Help & Support's send-a-query form (where the verify-e-mail gate's Continue leads, spec 000 §2): the
 * query is stored, a reference number is shown and a copy is mailed to the registered address.
 */
export default observer(function SendQueryScreen() {
  const root = useStores();
  const [store] = useState(() => new SendQueryStore(root.api));
  const message = useValidity<HTMLTextAreaElement>(store.ruleMessage('message'));
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle('Send a Query');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    checkFormFields(event.currentTarget);
    if (await store.send()) heading.current?.focus();
  };

  return (
    <section className="card support" aria-labelledby="support-heading">
      <h1 id="support-heading" ref={heading} tabIndex={-1}>
        Send a Query
      </h1>
      {store.sent ? (
        <div className="support-sent">
          <p className="message message--info" role="status">
            {store.sent.text}
          </p>
          <p>
            {store.sent.copySentTo
              ? `A copy has been mailed to ${store.sent.copySentTo}.`
              : 'We could not mail you a copy just now; please note the reference number.'}
          </p>
          <div className="actions">
            <EwaButton onClick={store.startOver}>Send another query</EwaButton>
            <Link to="/">Go to the home page</Link>
          </div>
        </div>
      ) : (
        <form className="form-stack" noValidate onSubmit={(e) => void submit(e)}>
          <p>Write to us and we will answer at your registered e-mail address.</p>
          <EwaTextField
            label={supportLabels.subject}
            name="subject"
            required
            requiredMessage={fieldTexts.empty(supportLabels.subject)}
            maxlength={SUPPORT_SUBJECT_MAX_LENGTH}
            value={store.subject}
            validators={[ruleValidator(() => store.ruleMessage('subject'))]}
            onInput={(e) => store.set('subject', fieldValue(e))}
          />
          <div className="native-field">
            <label htmlFor="support-message">
              {supportLabels.message}
              <RequiredMark />
            </label>
            <textarea
              ref={message}
              id="support-message"
              name="message"
              required
              maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
              rows={6}
              value={store.message}
              aria-describedby="support-message-hint support-message-message"
              aria-invalid={store.shownMessage('message') ? true : undefined}
              onChange={(e) => store.set('message', e.target.value)}
              onBlur={() => store.touch('message')}
            />
            <p id="support-message-hint" className="field-hint">
              {store.message.length} / {SUPPORT_MESSAGE_MAX_LENGTH} characters
            </p>
            <FieldMessage id="support-message-message" message={store.shownMessage('message')} />
          </div>
          <p className="message message--error" role="alert">
            {store.error}
          </p>
          <div className="actions">
            <EwaButton type="submit" loading={store.sending}>
              Send Query
            </EwaButton>
          </div>
        </form>
      )}
    </section>
  );
});
