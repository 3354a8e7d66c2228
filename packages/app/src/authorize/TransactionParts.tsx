import type { AuthTrxnDetailLine, AuthTrxnHeader } from '@ewa/api/authorize';
import { formatDateTime } from '@ewa/ui/format';
import { EwaAmount } from '@ewa/ui/react/amount';

/** A detail line in words: the scheme (→ the target), amount or units, the plan. */
export function LineSummary({
  line,
  withAmount = true,
}: {
  line: AuthTrxnDetailLine;
  /** Off where the transaction's amount stands beside its only line (the pending list's column). */
  withAmount?: boolean;
}) {
  return (
    <span className="auth-line">
      <span className="auth-line__scheme">
        {line.schName}
        {line.targetSchName && (
          <>
            {' '}
            <span aria-hidden="true">→</span>
            <span className="visually-hidden">to</span> {line.targetSchName}
          </>
        )}
      </span>
      <span className="auth-line__meta">
        {withAmount && line.amount !== null && <EwaAmount value={line.amount} />}
        {line.units !== null && (
          <>
            <EwaAmount kind="units" value={line.units} /> units
          </>
        )}
        {line.folioNo && <span>Folio {line.folioNo}</span>}
        {line.frequency && (
          <span>
            {line.frequency}
            {line.installmentDate && `, day ${line.installmentDate}`}
            {line.installments && `, ${line.installments} instalments`}
          </span>
        )}
      </span>
    </span>
  );
}

/** The header's payment and entry facts as a definition list (detail page, receipts). */
export function HeaderFacts({ header }: { header: AuthTrxnHeader }) {
  const facts: [string, React.ReactNode][] = [
    ['Ref. No', header.trxnId],
    ['Transaction', header.trxnTypeLabel],
    ['Investor', `${header.investorName} (${header.njAcNo})`],
    ['Entered by', `${header.enteredBy} (${header.entrySource})`],
    ['Entered on', formatDateTime(header.trxnDate)],
  ];
  if (header.totalAmount !== null)
    facts.push(['Amount', <EwaAmount key="amount" value={header.totalAmount} />]);
  if (header.payModeLabel) facts.push(['Pay mode', header.payModeLabel]);
  if (header.bankName) facts.push(['Bank', `${header.bankName} ${header.bankAccNo}`]);
  if (header.neftRtgsNo) facts.push(['NEFT/RTGS reference', header.neftRtgsNo]);
  if (header.mandateNo) facts.push(['Mandate', header.mandateNo]);
  if (header.payerVirtualAddress) facts.push(['UPI ID', header.payerVirtualAddress]);
  if (header.FLG_POA === 'Y') facts.push(['POA/DDPI', header.mfMode === 'D' ? 'Yes (demat)' : 'Yes']);
  return (
    <dl className="auth-facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function DetailLines({ lines }: { lines: AuthTrxnDetailLine[] }) {
  return (
    <ul className="auth-lines">
      {lines.map((line, i) => (
        // Lines have no id of their own; their order is fixed.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={i}>
          <LineSummary line={line} />
        </li>
      ))}
    </ul>
  );
}

export function Notes({ notes }: { notes: string[] }) {
  if (notes.length === 0) return null;
  return (
    <ul className="auth-notes">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}
