import { AdminNotFound } from '../../components/AdminNotFound';

export default function AdminNotFoundPage() {
  return <AdminNotFound />;
}
