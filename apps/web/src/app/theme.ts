import type { ThemeConfig } from 'antd';
import { ERROR, PRIMARY, TEXT_PLACEHOLDER, TEXT_SECONDARY } from '../ui/colors.ts';

const base: ThemeConfig = {
  // Components take their styles from antd/dist/antd.css (main.tsx) instead of making them and writing
  // them into the page as they first render, while a screen's first rows wait; the tokens below still
  // reach them, as CSS variables.
  zeroRuntime: true,
  token: {
    colorPrimary: PRIMARY,
    colorLink: PRIMARY,
    colorError: ERROR,
    colorTextTertiary: TEXT_SECONDARY,
    colorTextDescription: TEXT_SECONDARY,
    colorTextPlaceholder: TEXT_PLACEHOLDER,
    borderRadius: 6,
  },
  components: {
    Layout: { headerBg: '#001529', headerPadding: '0 16px', siderBg: '#ffffff', footerPadding: '16px 24px' },
    // An empty table's message is text to read, not a disabled control.
    Table: { colorTextDisabled: TEXT_SECONDARY },
    Empty: { colorTextDisabled: TEXT_SECONDARY },
  },
};

const still: ThemeConfig = { ...base, token: { ...base.token, motion: false } };

/** The portal's theme; without motion (dialogs, menus and dropdowns appear at once) when the system asks for less. */
export function themeFor(reducedMotion: boolean): ThemeConfig {
  return reducedMotion ? still : base;
}
