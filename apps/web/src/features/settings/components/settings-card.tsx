import { Children, type ReactNode } from 'react';
import { Card, Col, Row } from 'antd';

/** One panel of the settings form, its fields in a grid of up to three columns. */
export function SettingsCard({
  title,
  children,
  extra,
}: {
  title: string;
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <Card title={title} extra={extra}>
      <Row gutter={24}>
        {Children.map(children, (child) =>
          child ? (
            <Col xs={24} md={12} xl={8}>
              {child}
            </Col>
          ) : null,
        )}
      </Row>
    </Card>
  );
}
