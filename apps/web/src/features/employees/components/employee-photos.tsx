import { App, Button, Flex, Image, Popconfirm, Tag, Typography } from 'antd';
import type { EmployeeImage } from '@portal/contracts/employees';
import { deletePhoto, setDefaultPhoto, usePhotoAction } from '../api/employee-photos.ts';
import { EMPLOYEE_SCREEN_MSG } from '../employee-messages.ts';

interface Props {
  employeeId: number;
  images: EmployeeImage[];
  editable: boolean;
}

/** The employee's face photos; another photo can become the original, and non-originals deleted. */
export function EmployeePhotos({ employeeId, images, editable }: Props) {
  const setDefault = usePhotoAction(employeeId, setDefaultPhoto);
  const remove = usePhotoAction(employeeId, deletePhoto);
  const { message } = App.useApp();
  if (images.length === 0) return <Typography.Text type="secondary">No photos</Typography.Text>;

  const run = async (action: typeof setDefault, imageId: number, failure: string) => {
    try {
      const answer = await action.mutateAsync(imageId);
      void message.success(answer.message);
    } catch {
      void message.error(failure);
    }
  };

  return (
    <Flex wrap gap={12}>
      {images.map((image, index) => (
        <Flex key={image.id} vertical gap={6} align="center" data-testid="employee-photo">
          <Image
            src={image.image_path}
            alt={`Photo ${index + 1}`}
            width={110}
            height={110}
            style={{ objectFit: 'cover' }}
          />
          {image.is_default === 1 ? (
            <Tag color="blue">Original</Tag>
          ) : (
            editable && (
              <Flex gap={4}>
                <Button
                  size="small"
                  onClick={() => run(setDefault, image.id, EMPLOYEE_SCREEN_MSG.setDefaultFailed)}
                >
                  Use as Original
                </Button>
                <Popconfirm
                  title="Delete this photo?"
                  okText="Yes"
                  cancelText="No"
                  onConfirm={() => run(remove, image.id, EMPLOYEE_SCREEN_MSG.deletePhotoFailed)}
                >
                  <Button size="small" danger aria-label={`Delete photo ${index + 1}`}>
                    Delete
                  </Button>
                </Popconfirm>
              </Flex>
            )
          )}
        </Flex>
      ))}
    </Flex>
  );
}
