import { NotOpenYet } from '../layout/NotOpenYet.tsx';

export default function UccBlock() {
  return <NotOpenYet title="UccBlock" />;
}
