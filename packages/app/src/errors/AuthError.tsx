import { NotOpenYet } from '../layout/NotOpenYet.tsx';

export default function AuthError() {
  return <NotOpenYet title="AuthError" />;
}
