import type { ThemeConfig } from 'antd';

export const theme: ThemeConfig = {
  token: { colorPrimary: '#1677ff', borderRadius: 6 },
  components: {
    Layout: { headerBg: '#001529', headerPadding: '0 16px', siderBg: '#ffffff', footerPadding: '16px 24px' },
  },
};
