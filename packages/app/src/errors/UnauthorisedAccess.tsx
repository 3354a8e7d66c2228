import { NotOpenYet } from '../layout/NotOpenYet.tsx';

export default function UnauthorisedAccess() {
  return <NotOpenYet title="UnauthorisedAccess" />;
}
