import type { CertificationStatus } from '#core/api';
import type { TagColor } from '../ui/badge.tsx';

export function certificationColor(status: CertificationStatus): TagColor {
  return status === 'pass' ? 'green' : status === 'auditing' ? 'orange' : 'gray';
}
