// Unknown paths go to /404.
import { Navigate } from 'react-router-dom';

export function CatchAll() {
  return <Navigate to="/404" replace />;
}
