import { BRAND_NAME } from './brand.tsx';

export function Copyright() {
  return (
    <span style={{ color: 'rgba(0, 0, 0, 0.45)' }}>
      © {new Date().getFullYear()} {BRAND_NAME}. All rights reserved.
    </span>
  );
}
