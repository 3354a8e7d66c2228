import { NotOpenYet } from '../layout/NotOpenYet.tsx';

export default function VerifyEmail() {
  return <NotOpenYet title="VerifyEmail" />;
}
