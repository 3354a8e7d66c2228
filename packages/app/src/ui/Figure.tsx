import { EwaAmount } from '@ewa/ui/react/amount';
import type { ReactNode } from 'react';

/** One figure of a summary list (`<dl>`): its name and its value. */
export function Figure({
  term,
  testId,
  children,
}: {
  term: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt>{term}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** A figure in rupees; `children` follow the amount (a percentage, a note). */
export function AmountFigure({
  term,
  value,
  testId,
  children,
}: {
  term: ReactNode;
  value: number;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <Figure term={term} testId={testId}>
      <EwaAmount value={value} />
      {children}
    </Figure>
  );
}
