import { BRAND_NAME } from './brand.tsx';
import { TEXT_SECONDARY } from './colors.ts';

export function Copyright() {
  return (
    <span style={{ color: TEXT_SECONDARY }}>
      © {new Date().getFullYear()} {BRAND_NAME}. All rights reserved.
    </span>
  );
}
