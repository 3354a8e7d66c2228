import { NotOpenYet } from '../layout/NotOpenYet.tsx';

export default function FatcaDeclaration() {
  return <NotOpenYet title="FatcaDeclaration" />;
}
