import type { ReactNode } from 'react';
import { Flex, Layout } from 'antd';
import { Brand } from './brand.tsx';
import { Copyright } from './copyright.tsx';
import './public-page.css';

/** The frame of the pages used signed out: the brand, one centred panel, the copyright line. */
export function PublicPage({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Content>
        <Flex vertical align="center" gap={24} style={{ padding: '64px 16px 24px' }}>
          <Brand />
          <section className={title ? 'public-panel' : 'public-panel public-panel-wide'}>
            {title && <h1 className="public-panel-title">{title}</h1>}
            {children}
          </section>
        </Flex>
      </Layout.Content>
      <Layout.Footer style={{ textAlign: 'center' }}>
        <Copyright />
      </Layout.Footer>
    </Layout>
  );
}
