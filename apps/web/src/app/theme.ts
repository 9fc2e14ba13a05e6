import type { ThemeConfig } from 'antd';

const base: ThemeConfig = {
  token: { colorPrimary: '#1677ff', borderRadius: 6 },
  components: {
    Layout: { headerBg: '#001529', headerPadding: '0 16px', siderBg: '#ffffff', footerPadding: '16px 24px' },
  },
};

const still: ThemeConfig = { ...base, token: { ...base.token, motion: false } };

/** The portal's theme; without motion (dialogs, menus and dropdowns appear at once) when the system asks for less. */
export function themeFor(reducedMotion: boolean): ThemeConfig {
  return reducedMotion ? still : base;
}
