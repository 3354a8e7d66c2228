import { NotOpenYet } from '../layout/NotOpenYet.tsx';

export default function ChangePassword() {
  return <NotOpenYet title="ChangePassword" />;
}
