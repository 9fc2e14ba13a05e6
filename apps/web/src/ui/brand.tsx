import { FieldTimeOutlined } from '@ant-design/icons';
import { PRIMARY } from './colors.ts';

export const BRAND_NAME = 'Time Portal';

/** The product's mark and name; `inverted` for dark backgrounds. */
export function Brand({ inverted = false }: { inverted?: boolean }) {
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 8,
        fontSize: 18,
        fontWeight: 600,
        whiteSpace: 'nowrap',
        color: inverted ? '#fff' : 'rgba(0, 0, 0, 0.88)',
      }}
    >
      <FieldTimeOutlined style={{ fontSize: 22, color: inverted ? '#fff' : PRIMARY }} aria-hidden />
      <span className="brand-name">{BRAND_NAME}</span>
    </span>
  );
}
