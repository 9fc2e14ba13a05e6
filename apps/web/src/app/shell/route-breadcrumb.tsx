import { Breadcrumb } from 'antd';
import { Link } from 'react-router';

/** The route's breadcrumb as the server gives it; its first step ("Home") leads to the first screen. */
export function RouteBreadcrumb({ trail }: { trail: readonly string[] }) {
  const items = trail.map((title, i) => ({
    key: `${i}-${title}`,
    title: i === 0 && trail.length > 1 ? <Link to="/">{title}</Link> : title,
  }));
  return <Breadcrumb aria-label="Breadcrumb" items={items} style={{ marginBottom: 12 }} />;
}
