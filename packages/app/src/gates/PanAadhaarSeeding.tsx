import { NotOpenYet } from '../layout/NotOpenYet.tsx';

export default function PanAadhaarSeeding() {
  return <NotOpenYet title="PanAadhaarSeeding" />;
}
