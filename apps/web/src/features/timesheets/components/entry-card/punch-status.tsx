import { Image, Space, Tag } from 'antd';
import { PLACEHOLDER_IMAGE } from './placeholder.ts';

interface Props {
  title: string;
  image: string | null;
  face: number;
  gps: number;
  time: number;
}

const flag = (name: string, value: number) => (
  <Tag color={value ? 'red' : 'green'}>
    {name}: {value ? 'Flagged' : 'OK'}
  </Tag>
);

/** One punch's photo and its face, GPS and time checks. */
export function PunchStatus({ title, image, face, gps, time }: Props) {
  return (
    <div className="ts-punch" aria-label={`${title} status`}>
      <Image
        width={56}
        height={56}
        src={image ?? PLACEHOLDER_IMAGE}
        fallback={PLACEHOLDER_IMAGE}
        alt={`${title} photo`}
        preview={Boolean(image)}
        style={{ objectFit: 'cover', borderRadius: 4 }}
      />
      <Space direction="vertical" size={2}>
        <strong>{title}</strong>
        <Space size={2} wrap>
          {flag('Face', face)}
          {flag('GPS', gps)}
          {flag('Time', time)}
        </Space>
      </Space>
    </div>
  );
}
